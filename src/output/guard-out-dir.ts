import { readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import type { SiteConfig } from '../config/types.js';

/** Written into every output folder, so the next build knows the folder is its own to replace. */
export const OUTPUT_MARKER = '.fe-docs-output';

/** Why an output folder may not be replaced by a build. */
export interface OutDirRefusal {
  message: string;
  hint: string;
}

/**
 * A build replaces its whole output folder. It is thrown (not reported as a content diagnostic) because it is a
 * usage error of the caller: the CLI exits 2 on it.
 */
export class OutDirRefusedError extends Error {
  readonly exitCode = 2;
  constructor(readonly refusal: OutDirRefusal) {
    super(refusal.message);
  }
}

/**
 * Refuses an output folder whose replacement would delete something the build did not write: the site folder, a
 * folder that contains it, a folder inside the sources (content, static, OpenAPI, config), or a folder holding
 * other files. A folder that is empty, missing, or an earlier fe-docs output (marker file, or pages carrying
 * fe-docs' `data-base` attribute from before the marker existed) may be replaced.
 */
export async function checkOutDir(config: SiteConfig, outDir: string): Promise<OutDirRefusal | undefined> {
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
  if (entries.length && !(await looksLikeOutput(out, entries)))
    return {
      message: `The output folder ${shown} holds files fe-docs did not write (${entries
        .slice(0, 3)
        .map((e) => `\`${e}\``)
        .join(', ')}${entries.length > 3 ? '…' : ''}); a build replaces the whole folder.`,
      hint,
    };
  return undefined;
}

async function looksLikeOutput(dir: string, entries: string[]): Promise<boolean> {
  if (entries.includes(OUTPUT_MARKER)) return true;
  for (const name of ['404.html', 'index.html']) {
    if (!entries.includes(name)) continue;
    const head = await readFile(path.join(dir, name), 'utf8').catch(() => '');
    if (/<html[^>]*\sdata-base="/.test(head.slice(0, 2048))) return true;
  }
  return false;
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
