import { createJiti } from 'jiti';
import { userCacheDir } from '../core/user-cache-dir.js';

/**
 * Load a docusaurus.config.* the way Docusaurus does: with jiti, one loader for ESM, CommonJS, TypeScript and JSON
 * (so `require`, `__dirname` and `import data from './x.json'` work in any of them), packages resolved from the
 * config file's own folder (the site's node_modules). Only the default export counts; a function is called with
 * no arguments and awaited. Loaded fresh each time (no module cache), so `fe-docs dev` sees edits; the transpiled
 * files are cached on disk by content (as Docusaurus does), in the user's cache folder.
 */
export async function loadDocusaurusConfigModule(configFile: string): Promise<unknown> {
  const jiti = createJiti(configFile, { moduleCache: false, fsCache: userCacheDir('jiti') ?? false, interopDefault: true });
  const exported: unknown = await jiti.import(configFile, { default: true });
  return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
}

/** A module the config names (a preset), loaded with the same loader: its default export, or the module itself. */
export async function importSiteModule(file: string): Promise<unknown> {
  const jiti = createJiti(file, { moduleCache: false, fsCache: userCacheDir('jiti') ?? false, interopDefault: true });
  return jiti.import(file, { default: true });
}

/** The line and column of the config file that an exception thrown while loading it points to, when it says. */
export function errorPosition(e: unknown, configFile: string): { line: number; column: number } | undefined {
  const text = e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e);
  const escaped = configFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(text) ?? /\((\d+):(\d+)\)/.exec(text);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}
