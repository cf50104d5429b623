import { createRequire } from 'node:module';
import path from 'node:path';
import { withBinNodePath } from './bin-node-path.js';
import { awaitSiteCode, enterSiteCode } from '../../core/site-code-watch.js';
import { userCacheDir } from '../../core/user-cache-dir.js';

/**
 * Load a docusaurus.config.* the way Docusaurus does (`@docusaurus/core`'s loadFreshModule): with jiti, one loader for
 * ESM, CommonJS, TypeScript and JSON (so `require`, `__dirname` and `import data from './x.json'` work in any of
 * them), synchronously, packages resolved from the config file's own folder (the site's node_modules). Only the
 * default export counts; a function is called with no arguments and awaited, and so is an exported promise. Both are
 * site code under the time limit (core/site-code-watch.ts): a promise that never settles rejects with
 * `SiteCodeTimeoutError`. Transpiled files are cached on disk by content, in the user's cache folder.
 * `rel`: the file as messages name it (relative to the site root).
 */
export async function loadDocusaurusConfigModule(configFile: string, rel = path.basename(configFile)): Promise<unknown> {
  const leave = enterSiteCode(rel, 'code', `loading \`${rel}\``);
  let exported: unknown;
  try {
    exported = importSiteModule(configFile);
  } finally {
    leave();
  }
  if (typeof exported === 'function') return awaitSiteCode(rel, `the function \`${rel}\` exports`, () => (exported as () => unknown)());
  if (exported && typeof (exported as { then?: unknown }).then === 'function')
    return awaitSiteCode(rel, `the promise \`${rel}\` exports`, () => exported as PromiseLike<unknown>);
  return exported;
}

/**
 * A module of the site (its config, a local preset), loaded fresh: jiti hands plain CommonJS files to Node's own
 * `require`, whose cache would keep the first version of the config and of the files it requires for the whole of
 * `fe-docs dev`; the site's own modules (not its node_modules) are dropped from that cache first. With the jiti the
 * site's own Docusaurus loads it with (siteJiti), else fe-docs' own.
 */
export function importSiteModule(file: string): unknown {
  forgetSiteModules(path.dirname(file));
  return withBinNodePath(path.dirname(file), () => {
    const own = siteJiti(file);
    if (own) return own(file);
    // Required here, not imported at the top: jiti costs ≈100–200 ms to load, and only Docusaurus configs need it.
    const { createJiti } = createRequire(import.meta.url)('jiti') as typeof import('jiti');
    const jiti = createJiti(file, { moduleCache: false, fsCache: userCacheDir('jiti') ?? false, interopDefault: true });
    const mod: unknown = jiti(file);
    return mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
  });
}

type Jiti1 = (file: string, opts: Record<string, unknown>) => (id: string) => unknown;

/**
 * The jiti 1 that the site's installed `@docusaurus/utils` loads configs with (`loadFreshModule`: `interopDefault`,
 * no require cache), when the site has one. Its `interopDefault` also applies to what the config `require`s: a
 * TypeScript plugin file's `export default` is the plugin function there (nonebot's `require("./src/plugins/….ts")`),
 * where jiti 2 gives a module object.
 */
function siteJiti(file: string): ((id: string) => unknown) | undefined {
  let factory: Jiti1;
  try {
    const utils = docusaurusUtils(file);
    const req = createRequire(utils);
    if (!/^1\./.test((req('jiti/package.json') as { version: string }).version)) return undefined;
    factory = req('jiti') as Jiti1;
  } catch {
    return undefined;
  }
  if (typeof factory !== 'function') return undefined;
  return factory(file, { cache: userCacheDir('jiti1') ?? false, requireCache: false, interopDefault: true });
}

/** The site's `@docusaurus/utils`: `@docusaurus/core`'s own (a pnpm install has none at the site's top level), else the site's. */
function docusaurusUtils(file: string): string {
  const site = createRequire(file);
  try {
    return createRequire(site.resolve('@docusaurus/core/package.json')).resolve('@docusaurus/utils');
  } catch {
    return site.resolve('@docusaurus/utils');
  }
}

function forgetSiteModules(dir: string): void {
  const cache = createRequire(import.meta.url).cache;
  for (const key of Object.keys(cache)) if (key.startsWith(dir + path.sep) && !key.includes(`${path.sep}node_modules${path.sep}`)) delete cache[key];
}

/**
 * The line and column of the config file that an exception thrown while loading it points to, when it says. A
 * package that cannot be found is pointed at where the config names it (when it does, rather than a package it uses).
 */
export function errorPosition(e: unknown, configFile: string, source: string): { line: number; column: number } | undefined {
  const text = e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e);
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(text)?.[1];
  if (missing) {
    const i = Math.max(source.indexOf(`'${missing}'`), source.indexOf(`"${missing}"`));
    if (i >= 0) {
      const before = source.slice(0, i).split('\n');
      return { line: before.length, column: before[before.length - 1].length + 1 };
    }
  }
  const escaped = configFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(text);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}
