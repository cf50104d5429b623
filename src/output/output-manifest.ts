import { existsSync, lstatSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';

/**
 * Written into every output folder: fe-docs' mark, and the list of every file the build wrote there (the manifest).
 * The next build replaces exactly those files and keeps everything else (a `.git` folder, a CNAME, any file a user
 * added), so it never deletes what it did not write. The list lives in the folder itself, not in the project cache:
 * it is right with `FE_DOCS_CACHE=0`, after the folder was moved, and for any build that writes into it.
 */
export const OUTPUT_MARKER = '.fe-docs-output';

const NOTE = 'Written by fe-docs. The next build replaces the files listed below and keeps everything else in this folder.';
const VERSION = 2;

/** The files an fe-docs build wrote into a folder ('/'-separated paths), and every folder on their way. */
export interface OutputManifest {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
}

/**
 * What a folder says about the build that wrote it: its manifest; `legacy` for an fe-docs output without one (the
 * marker of an older fe-docs, or only its pages); `none` for a folder fe-docs did not write (or that is missing).
 */
export type PreviousOutput = { kind: 'manifest'; manifest: OutputManifest } | { kind: 'legacy' } | { kind: 'none' };

/** The marker's text for a folder holding `files`: a sentence for whoever opens it, then the list as one JSON line. */
export function markerText(files: readonly string[]): string {
  return `${NOTE}\n${JSON.stringify({ version: VERSION, files })}\n`;
}

/** Every file (and symlink) under `dir`, as sorted '/'-separated paths; the marker itself is left out. */
export function listFolderFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(abs, e.name), r);
      else if (r !== OUTPUT_MARKER) files.push(r);
    }
  };
  walk(dir, '');
  return files.sort();
}

export function manifestOf(files: Iterable<string>): OutputManifest {
  const set = new Set(files);
  const dirs = new Set<string>();
  for (const f of set) for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) dirs.add(f.slice(0, i));
  return { files: set, dirs };
}

/**
 * What wrote `dir`. `looksLikeOutput` decides for a folder without a readable manifest whether an older fe-docs did
 * (its marker, or pages carrying fe-docs' `data-base` attribute).
 */
export function readPreviousOutput(dir: string): PreviousOutput {
  let text: string;
  try {
    text = readFileSync(path.join(dir, OUTPUT_MARKER), 'utf8');
  } catch {
    return looksLikeOldOutput(dir) ? { kind: 'legacy' } : { kind: 'none' };
  }
  try {
    const parsed = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { version?: unknown; files?: unknown };
    if (parsed.version === VERSION && Array.isArray(parsed.files) && parsed.files.every((f) => typeof f === 'string'))
      return { kind: 'manifest', manifest: manifestOf(parsed.files as string[]) };
  } catch {
    // An older fe-docs' marker (one sentence), or one edited by hand: the folder is fe-docs' output without a list.
  }
  return { kind: 'legacy' };
}

/** An output of fe-docs from before the marker: its index.html or 404.html carries fe-docs' `data-base` attribute. */
function looksLikeOldOutput(dir: string): boolean {
  for (const name of ['404.html', 'index.html']) {
    let head = '';
    try {
      head = readFileSync(path.join(dir, name), 'utf8').slice(0, 2048);
    } catch {
      continue;
    }
    if (/<html[^>]*\sdata-base="/.test(head)) return true;
  }
  return false;
}

/**
 * The entries of the output folder `dir` that the build which wrote it did not write, top-most first ('/'-separated;
 * a folder ends with '/'): a folder none of whose files fe-docs wrote is one entry (`.git/`), a file added inside one
 * of fe-docs' folders is one (`docs/notes.txt`). Symlinks are entries, never followed.
 *
 * A folder of an older fe-docs (`legacy`: no list of its files) is judged at its top level only: an entry is kept
 * when the new build (`next`, its finished folder) writes nothing of that name, and replaced whole when it does.
 * fe-docs never writes a name starting with a dot, so `.git`, `.nojekyll` and the like are always kept.
 */
export function foreignEntries(dir: string, previous: PreviousOutput, next?: string): string[] {
  if (previous.kind === 'none') return [];
  const out: string[] = [];
  if (previous.kind === 'legacy') {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === OUTPUT_MARKER) continue;
      if (next && statOf(path.join(next, e.name))) continue;
      out.push(e.isDirectory() ? `${e.name}/` : e.name);
    }
    return out.sort();
  }
  const { files, dirs } = previous.manifest;
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (r === OUTPUT_MARKER) continue;
      if (e.isDirectory()) {
        if (dirs.has(r)) walk(path.join(abs, e.name), r);
        else out.push(`${r}/`);
      } else if (!files.has(r)) out.push(r);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** A path where a kept entry cannot go: the new build writes `writes` (the entry's own path, or a file where a folder on its way would be). */
export interface CarryConflict {
  entry: string;
  writes: string;
}

/**
 * How to carry `entries` (from `foreignEntries`) of the folder `from` into the folder `to` without touching a file of
 * `to`: each entry moves whole where `to` has nothing at its path; a kept folder where `to` has a folder of the same
 * name is merged (its entries are carried one by one); anything else is a conflict. Reads only, changes nothing.
 */
export function planCarry(from: string, to: string, entries: readonly string[]): { moves: string[]; conflicts: CarryConflict[] } {
  const moves: string[] = [];
  const conflicts: CarryConflict[] = [];
  const plan = (rel: string) => {
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      const st = statOf(path.join(to, ...parts.slice(0, i)));
      if (!st) break;
      if (!st.isDirectory()) return void conflicts.push({ entry: rel, writes: parent });
    }
    const there = statOf(path.join(to, ...parts));
    if (!there) return void moves.push(rel);
    const here = statOf(path.join(from, ...parts));
    if (here?.isDirectory() && there.isDirectory()) {
      for (const name of readdirSync(path.join(from, ...parts)).sort()) plan(`${rel}/${name}`);
      return;
    }
    conflicts.push({ entry: rel, writes: rel });
  };
  for (const e of entries) plan(e.replace(/\/$/, ''));
  return { moves, conflicts };
}

function statOf(p: string): Stats | undefined {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

/** A file the user put into the output folder sits where this build writes: stop, and say how to resolve it. */
export function keptFileConflict(config: SiteConfig, outDir: string, c: CarryConflict): Diagnostic {
  const shown = (rel: string) => {
    const abs = path.join(outDir, ...rel.split('/'));
    const fromRoot = path.relative(config.root, abs);
    return (fromRoot.startsWith('..') || path.isAbsolute(fromRoot) ? abs : fromRoot).split(path.sep).join('/');
  };
  const entry = shown(c.entry);
  const what = c.writes === c.entry ? `this build writes \`${c.writes}\` there` : `this build writes a file \`${c.writes}\` where its folder is`;
  const staticDir = config.static.path.replace(/\/+$/, '');
  const fromStatic = existsSync(path.join(config.root, staticDir, ...c.writes.split('/')));
  return diagnostic('output-user-file', `\`${entry}\` was not written by fe-docs, and ${what}; fe-docs never overwrites a file it did not write.`, {
    position: { file: entry, line: 1, column: 1 },
    hint: fromStatic
      ? `The site now publishes \`${staticDir}/${c.writes}\` there: delete or move \`${entry}\`, then build again. Nothing was changed.`
      : `Move it into \`${staticDir}/\` if the site should publish it (fe-docs then writes it on every build), or delete it; then build again. Nothing was changed.`,
  });
}
