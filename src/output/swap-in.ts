import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { foreignEntries, planCarry, readPreviousOutput } from './output-manifest.js';

/** The three folders of one build: the new output being written, the output, and where the old one is set aside. */
export interface SwapPaths {
  tmp: string;
  outDir: string;
  old: string;
}

/** The file system calls of a swap, replaceable so a test can make any one of them fail. */
export interface SwapFs {
  rename(from: string, to: string): void;
  mkdirp(dir: string): void;
}

const FS: SwapFs = {
  rename: renameSync,
  mkdirp: (dir) => void mkdirSync(dir, { recursive: true }),
};

/**
 * A swap that failed and could not be undone either: the folders are left as they are (nothing is deleted), and the
 * message says where everything is.
 */
export class SwapUndoError extends Error {}

/**
 * Puts the finished folder `tmp` in place of `outDir`, carrying `moves` (entries of `outDir` that fe-docs did not
 * write, planned by `planCarry`) into it: `outDir` is set aside as `old`, each entry is moved from `old` into `tmp`,
 * `tmp` becomes `outDir`. A failure at any step moves back what was moved and puts `old` back, so `outDir` is then
 * exactly as it was. Synchronous: a signal handler of this thread never runs between two steps. `old` is left for the
 * caller to remove (it then holds only files fe-docs wrote).
 */
export function swapIn(p: SwapPaths, moves: readonly string[], fs: SwapFs = FS): { hadOld: boolean } {
  const hadOld = exists(p.outDir);
  if (hadOld) fs.rename(p.outDir, p.old);
  const moved: string[] = [];
  try {
    for (const rel of hadOld ? moves : []) {
      const from = path.join(p.old, ...rel.split('/'));
      // Gone meanwhile (removed by hand while the site was built): nothing to carry.
      if (!exists(from)) continue;
      const to = path.join(p.tmp, ...rel.split('/'));
      fs.mkdirp(path.dirname(to));
      fs.rename(from, to);
      moved.push(rel);
    }
    fs.rename(p.tmp, p.outDir);
  } catch (e) {
    try {
      for (const rel of moved.reverse()) fs.rename(path.join(p.tmp, ...rel.split('/')), path.join(p.old, ...rel.split('/')));
      if (hadOld) fs.rename(p.old, p.outDir);
    } catch (undo) {
      throw new SwapUndoError(
        `fe-docs could not put the new output in place (${(e as Error).message}), nor undo what it had moved (${(undo as Error).message}). ` +
          `Nothing was deleted: the previous output is \`${hadOld ? p.old : p.outDir}\`, the new one \`${p.tmp}\`; the next build puts them back.`,
      );
    }
    throw e;
  }
  return { hadOld };
}

/**
 * After a build was stopped (a signal, a killed process found by the next build, a stopped build thread): makes the
 * output folder whole again from whatever step its swap reached. Between the two renames, the entries already carried
 * into `tmp` (those its manifest does not list) go back into `old`, and `old` back to `outDir`; after the swap, `old`
 * is removed. `tmp` is removed once it holds nothing of the user's. Nothing fe-docs did not write is ever deleted: a
 * folder that still holds such an entry is left where it is.
 */
export function recoverSwap(p: SwapPaths): void {
  const hasTmp = exists(p.tmp);
  let tmpClear: boolean;
  if (exists(p.old) && !exists(p.outDir) && isOutputOrEmpty(p.old)) {
    // Between the two renames: what was carried into `tmp` goes back (the folders made for it there are empty).
    tmpClear = !hasTmp || carryBack(p.tmp, p.old);
    renameSync(p.old, p.outDir);
  } else {
    // Before the swap (nothing carried yet) or after it: `old` holds what the new output replaced.
    if (exists(p.old) && foreignEntries(p.old, readPreviousOutput(p.old), p.outDir).length === 0) rmSync(p.old, { recursive: true, force: true });
    tmpClear = !hasTmp || carriedInto(p.tmp).length === 0;
  }
  if (hasTmp && tmpClear) rmSync(p.tmp, { recursive: true, force: true });
}

/** Entries moved into a new output by `swapIn`: those its manifest does not list (none before its marker is written). */
function carriedInto(tmp: string): string[] {
  const written = readPreviousOutput(tmp);
  return written.kind === 'manifest' ? foreignEntries(tmp, written) : [];
}

/** Moves the entries carried into `tmp` back into `old`; false when one could not go back (it stays in `tmp`). */
function carryBack(tmp: string, old: string): boolean {
  const plan = planCarry(tmp, old, carriedInto(tmp));
  for (const rel of plan.moves) {
    const to = path.join(old, ...rel.split('/'));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(path.join(tmp, ...rel.split('/')), to);
  }
  return plan.conflicts.length === 0;
}

/** A set-aside folder worth putting back: an output of fe-docs (or an empty folder), as every folder a build replaces is. */
function isOutputOrEmpty(dir: string): boolean {
  return readPreviousOutput(dir).kind !== 'none' || readdirSync(dir).length === 0;
}

function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the previous output once the new one is in place. An entry fe-docs did not write that appeared in it after
 * the build looked (added by hand meanwhile) is carried over too; one that cannot be is left in the old folder, which
 * is then kept, with a warning saying where.
 */
export async function removeOld(paths: SwapPaths, previous: ReturnType<typeof readPreviousOutput>): Promise<{ carried: string[]; diagnostics: Diagnostic[] }> {
  const { old, outDir } = paths;
  const plan = planCarry(old, outDir, foreignEntries(old, previous, outDir));
  for (const rel of plan.moves) {
    const to = path.join(outDir, ...rel.split('/'));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(path.join(old, ...rel.split('/')), to);
  }
  if (plan.conflicts.length) {
    const named = plan.conflicts.map((c) => `\`${c.entry}\``).join(', ');
    const d = diagnostic(
      'output-user-file',
      `The previous output was kept as \`${old}\`: it holds files fe-docs did not write that were added during the build (${named}).`,
      {
        severity: 'warning',
        hint: `Move what you need out of \`${old}\`, then delete it.`,
      },
    );
    return { carried: plan.moves, diagnostics: [d] };
  }
  // Its files that the new output links (output/output-record.ts) only lose a name here.
  await rm(old, { recursive: true, force: true });
  return { carried: plan.moves, diagnostics: [] };
}
