import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import type { SiteConfig } from '../config/types.js';
import { readPreviousOutput } from './output-manifest.js';

export { OUTPUT_MARKER } from './output-manifest.js';

/** Why an output folder may not be replaced by a build. */
export interface OutDirRefusal {
  message: string;
  hint: string;
}

/**
 * An output folder a build may not write. It is thrown (not reported as a content diagnostic) because it is a usage
 * error of the caller: the CLI exits 2 on it.
 */
export class OutDirRefusedError extends Error {
  readonly exitCode = 2;
  constructor(readonly refusal: OutDirRefusal) {
    super(refusal.message);
  }
}

/**
 * Refuses an output folder whose replacement would delete something the build did not write: the site folder, a
 * folder that contains it, a folder inside the sources (content, static, OpenAPI, config), or a folder fe-docs never
 * wrote that holds files. A folder that is empty, missing, or an earlier fe-docs output (marker file, or pages carrying
 * fe-docs' `data-base` attribute from before the marker existed) may be written: the build then replaces only what
 * fe-docs wrote there (output/output-manifest.ts). Also refuses a path that cannot be a folder (`outPathProblem`).
 */
export async function checkOutDir(config: SiteConfig, outDir: string): Promise<OutDirRefusal | undefined> {
  const problem = outPathProblem(outDir);
  if (problem) return problem;
  const out = await realPathOf(outDir);
  const root = await realPathOf(config.root);
  const hint = 'Pass another folder with `--out`, e.g. `--out build` (the default), or remove the folder yourself first.';
  const shown = `\`${outDir}\``;
  if (out === root) return { message: `The output folder ${shown} is the site folder; a build replaces its output folder and would delete the sources.`, hint };
  if (isInside(root, out))
    return { message: `The output folder ${shown} contains the site folder; a build replaces its output folder and would delete the sources.`, hint };
  for (const src of await sourcePaths(config)) {
    if (out === src || isInside(out, src) || isInside(src, out))
      return {
        message: `The output folder ${shown} overlaps the sources (\`${path.relative(root, src) || '.'}\`); a build replaces its output folder and would delete them.`,
        hint,
      };
  }
  const entries = await readdir(out).catch(() => [] as string[]);
  if (entries.length && readPreviousOutput(out).kind === 'none')
    return {
      message: `The output folder ${shown} holds files fe-docs did not write (${entries
        .slice(0, 3)
        .map((e) => `\`${e}\``)
        .join(', ')}${entries.length > 3 ? '…' : ''}); fe-docs writes only into an empty folder or one it wrote before.`,
      hint: 'Pass another folder with `--out`, e.g. `--out build` (the default), or empty this one first. (In a folder it wrote, a build keeps the files fe-docs did not write.)',
    };
  return undefined;
}

/**
 * Why `outDir` cannot be an output folder at all, before anything is loaded: it is a file, a link to a file or to
 * nothing, or it lies under a file. Undefined when it is a folder, a link to one, or missing below folders.
 */
export function outPathProblem(outDir: string): OutDirRefusal | undefined {
  const hint = 'Pass a folder with `--out` (it is created when missing), e.g. `--out build`, the default.';
  const shown = `\`${outDir}\``;
  const own = lstatOf(outDir);
  if (own?.isSymbolicLink()) {
    const target = statOf(outDir);
    const to = readlinkOf(outDir);
    if (!target)
      return {
        message: `The output folder ${shown} is a symbolic link to \`${to}\`, which does not exist.`,
        hint: `Create \`${to}\` first, or ${lowerFirst(hint)}`,
      };
    if (!target.isDirectory())
      return { message: `The output folder ${shown} is a symbolic link to a file (\`${to}\`), not to a folder; a build would replace it.`, hint };
    return undefined;
  }
  if (own && !own.isDirectory()) return { message: `The output folder ${shown} is a file, not a folder; a build would replace it with the site.`, hint };
  if (own) return undefined;
  // Missing: the nearest existing path above it must be a folder (or a link to one).
  for (let dir = path.dirname(path.resolve(outDir)); ; dir = path.dirname(dir)) {
    const st = lstatOf(dir);
    if (st) {
      const target = st.isSymbolicLink() ? statOf(dir) : st;
      if (target?.isDirectory()) return undefined;
      const what = !target ? `a symbolic link to \`${readlinkOf(dir)}\`, which does not exist` : 'a file, not a folder';
      return { message: `The output folder ${shown} cannot be created: \`${dir}\` is ${what}.`, hint };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folder a build writes for `outDir`: the folder a symbolic link names (the link stays), else `outDir` itself. */
export function resolveOutDir(outDir: string): string {
  const abs = path.resolve(outDir);
  if (!lstatOf(abs)?.isSymbolicLink() || !statOf(abs)?.isDirectory()) return abs;
  try {
    return realpathSync(abs);
  } catch {
    return abs;
  }
}

function lstatOf(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function statOf(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

function readlinkOf(p: string): string {
  try {
    return readlinkSync(p);
  } catch {
    return '?';
  }
}

function lowerFirst(s: string): string {
  return s[0].toLowerCase() + s.slice(1);
}

/** Every folder and file the build reads, real paths. */
async function sourcePaths(config: SiteConfig): Promise<string[]> {
  const paths = [
    config.configFile,
    ...config.docs.flatMap((a) => a.versions.map((v) => v.dir)),
    config.blog?.dir,
    path.resolve(config.root, sitePagesDir(config)),
    path.resolve(config.root, config.static.path),
    ...config.openapi.map((s) => path.dirname(path.resolve(config.root, s.spec))),
  ].filter((p): p is string => !!p);
  return Promise.all(paths.map(realPathOf));
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && rel.split(path.sep)[0] !== '..' && !path.isAbsolute(rel);
}

/** The real path of a file that may not exist yet: its nearest existing ancestor resolved, the rest appended. */
async function realPathOf(p: string): Promise<string> {
  const abs = path.resolve(p);
  try {
    return await realpath(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(await realPathOf(parent), path.basename(abs));
  }
}
