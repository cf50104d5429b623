import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { createSiteCodeBuffer } from '../core/site-code-watch.js';
import { userCacheDir } from '../core/user-cache-dir.js';

/**
 * V8's code cache for the CLI (issue 19). Node 20 compiles every ES module from source in every process
 * (`module.enableCompileCache` came in Node 22), ≈0.3 CPU-s of a small site's rebuild. scripts/build-cli.mjs also
 * bundles the CLI's main thread and its build thread as one CommonJS file each (dist/cli.cjs, dist/site-worker.cjs);
 * this loader compiles such a file with `vm.Script` and the cached data of an earlier run (the bytecode of every
 * function that run compiled, lazily compiled ones included), and writes that data once, after a first run, into the
 * user's cache folder (`code-cache/`), as v8-compile-cache does for CommonJS. V8 checks the data against the source
 * and its flags and rejects what does not match; the file name carries the bundle's size and time and Node's
 * version, so a new fe-docs or Node starts a new entry (and removes the old one of that bundle).
 *
 * Built as dist/code-cache.cjs, compiled by Node itself: its `import()` is the one the bundles call
 * (`__feDocsImport`), since V8 drops the dynamic-import callback of a script compiled from cached data on Node 20.
 */

export interface LoadedBundle {
  exports: Record<string, unknown>;
  /**
   * Writes the code cache when there was none or V8 rejected it; call it after the work, when most code has run.
   * `prepare` runs first, only then (the build thread turns TurboFan back on: V8 rejects data made under other flags).
   */
  saveCodeCache(prepare?: () => void): void;
}

/** Whether `bin/fe-docs` should run the CommonJS bundles: they `require()` Shiki and MDX, ES modules (Node ≥ 20.19). */
export function codeCacheUsable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FE_DOCS_CODE_CACHE !== '0' && (process.features as { require_module?: boolean }).require_module === true;
}

export function loadBundle(file: string): LoadedBundle {
  const source = readFileSync(file, 'utf8');
  const cache = cacheFileOf(file);
  let cachedData: Buffer | undefined;
  try {
    if (cache) cachedData = readFileSync(cache.file);
  } catch {
    // No cache yet.
  }
  // Module.wrap's parameters, and the `import()` the bundle calls (see scripts/build-cli.mjs).
  const wrapper = `(function (exports, require, module, __filename, __dirname, __feDocsImport) { ${source}\n})`;
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  const mod = new Module(file);
  mod.filename = file;
  const require = createRequire(file);
  (script.runInThisContext() as (...args: unknown[]) => void).call(mod.exports, mod.exports, require, mod, file, path.dirname(file), (specifier: string) =>
    importModule(specifier, require),
  );
  const fresh = !cachedData || script.cachedDataRejected === true;
  if (process.env.FE_DOCS_DEBUG_CODE_CACHE)
    process.stderr.write(
      `code cache of ${path.basename(file)}: ${!cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : `used (${cachedData.length} bytes)`}\n`,
    );
  let saved = false;
  return {
    exports: mod.exports as Record<string, unknown>,
    saveCodeCache(prepare) {
      if (!cache || !fresh || saved) return;
      saved = true;
      try {
        prepare?.();
        const tmp = `${cache.file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cache.file);
        for (const name of readdirSync(cache.dir))
          if (name.startsWith(cache.prefix) && path.join(cache.dir, name) !== cache.file) unlinkSync(path.join(cache.dir, name));
      } catch {
        // A cache that cannot be written costs the next run its compile time, nothing else.
      }
    },
  };
}

/**
 * What `import(specifier)` gives, for the bundle. A package (esbuild, sharp) is required: Node's ES module loader would
 * first scan a CommonJS package's source for its export names (esbuild's main file: ≈30 ms of a rebuild); the
 * namespace is built as Node builds it (`default` is `module.exports`). Site files (`file:` URLs), and ES modules
 * that cannot be required (top-level await), go through `import()`.
 */
async function importModule(specifier: string, require: NodeJS.Require): Promise<unknown> {
  if (/^(file|node|data):/.test(specifier) || path.isAbsolute(specifier)) return import(specifier);
  let loaded: unknown;
  try {
    loaded = require(specifier);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_REQUIRE_ASYNC_MODULE' || (e as NodeJS.ErrnoException).code === 'ERR_REQUIRE_ESM') return import(specifier);
    throw e;
  }
  // require() of an ES module returns its namespace.
  if (loaded && (loaded as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === 'Module') return loaded;
  return loaded !== null && (typeof loaded === 'object' || typeof loaded === 'function') ? { ...(loaded as object), default: loaded } : { default: loaded };
}

/**
 * Starts the build thread of `fe-docs build` and `check` (this loader running `bundle`, dist/site-worker.cjs) before the
 * main thread loads the CLI, so that both load their code at once; api/watched.ts takes it for the job
 * (`globalThis.__feDocsBuildThread`). Unreferenced until then: a usage error still ends the process.
 */
export function prestartBuildThread(loader: string, bundle: string, command: 'build' | 'check'): void {
  const buffer = createSiteCodeBuffer();
  // `prewarm`: the thread loads that command's modules while it waits for the job (api/site-worker.ts).
  const worker = new Worker(loader, { workerData: { buffer, feDocsBundle: bundle, prewarm: command } });
  worker.unref();
  (globalThis as { __feDocsBuildThread?: { worker: Worker; buffer: SharedArrayBuffer } }).__feDocsBuildThread = { worker, buffer };
}

/** `code-cache/<bundle path hash>-<bundle name>-<version hash>.bin`: one entry per installed bundle. */
function cacheFileOf(file: string): { dir: string; file: string; prefix: string } | undefined {
  const dir = userCacheDir('code-cache');
  if (!dir) return undefined;
  const st = statSync(file);
  const hash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 16);
  const prefix = `${hash(file)}-${path.basename(file)}-`;
  // V8 flags (in the arguments or NODE_OPTIONS) change what V8 accepts: each set of them has its own entry.
  const version = hash(
    `${st.size}\0${Math.trunc(st.mtimeMs)}\0${process.version}\0${process.arch}\0${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`,
  );
  return { dir, file: path.join(dir, `${prefix}${version}.bin`), prefix };
}

// The CLI's build thread (api/watched.ts) starts this file with the bundle to run; the bundle calls
// `globalThis.__feDocsSaveCodeCache` after its first job (api/site-worker.ts).
const job = !isMainThread && (workerData as { feDocsBundle?: string } | undefined)?.feDocsBundle;
if (job) {
  const loaded = loadBundle(job);
  (globalThis as { __feDocsSaveCodeCache?: LoadedBundle['saveCodeCache'] }).__feDocsSaveCodeCache = loaded.saveCodeCache;
}
