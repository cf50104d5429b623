import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/**
 * What the site's `docusaurus` command adds to Node's module lookup. pnpm writes `node_modules/.bin/docusaurus` as a
 * shell script that exports `NODE_PATH` before it starts `@docusaurus/core`: core's own dependencies and pnpm's hoisted
 * folder (`node_modules/.pnpm/node_modules`). A config can then `import … from 'sitemap'` without declaring it (its
 * `@docusaurus/plugin-sitemap` depends on it). The folders are read from that script (the nearest one up from `dir`),
 * none when it is not such a script (npm and yarn link the command to core's own file: no `NODE_PATH`).
 */
export function binNodePath(dir: string): string[] {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(at, 'node_modules', '.bin', 'docusaurus'), 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      // The branch for an unset NODE_PATH (the other adds `:$NODE_PATH`, which the caller's own value stands for).
      const value = /^\s*export NODE_PATH="([^"$]*)"/m.exec(text)?.[1];
      return value ? value.split(path.delimiter).filter(Boolean) : [];
    }
    if (path.dirname(at) === at) return [];
  }
}

type ModuleInternals = typeof Module & { _initPaths?: () => void };

/**
 * Runs `fn` (it loads the site's Node code: its config, a local preset) with Node's global module folders as the
 * site's `docusaurus` command sets them (binNodePath, before the process's own `NODE_PATH`), then puts them back.
 */
export function withBinNodePath<T>(dir: string, fn: () => T): T {
  const extra = binNodePath(dir);
  const init = (Module as ModuleInternals)._initPaths;
  if (!extra.length || typeof init !== 'function') return fn();
  const before = process.env.NODE_PATH;
  process.env.NODE_PATH = [...extra, ...(before ? [before] : [])].join(path.delimiter);
  init.call(Module);
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.NODE_PATH;
    else process.env.NODE_PATH = before;
    init.call(Module);
  }
}
