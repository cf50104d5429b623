import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { buildThreadResourceLimits } from '../core/build-thread.js';
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
      prepare?.();
      writeAtomically(cache, script.createCachedData());
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
  const worker = new Worker(loader, { workerData: { buffer, feDocsBundle: bundle, prewarm: command }, resourceLimits: buildThreadResourceLimits() });
  worker.unref();
  (globalThis as { __feDocsBuildThread?: { worker: Worker; buffer: SharedArrayBuffer } }).__feDocsBuildThread = { worker, buffer };
}

/**
 * `code-cache/<bundle path hash>-<bundle name>-<version hash>.bin`: one entry per installed bundle (`what`: `packages`
 * for the packages that bundle's thread requires).
 */
function cacheFileOf(file: string, what = path.basename(file)): { dir: string; file: string; prefix: string } | undefined {
  const dir = userCacheDir('code-cache');
  if (!dir) return undefined;
  const st = statSync(file);
  const hash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 16);
  const prefix = `${hash(file)}-${what}-`;
  // V8 flags (in the arguments or NODE_OPTIONS) change what V8 accepts: each set of them has its own entry.
  const version = hash(
    `${st.size}\0${Math.trunc(st.mtimeMs)}\0${process.version}\0${process.arch}\0${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`,
  );
  return { dir, file: path.join(dir, `${prefix}${version}.bin`), prefix };
}

/**
 * V8's code cache for the CommonJS packages the bundle leaves to Node (scripts/external-packages.mjs: React's server
 * renderer, esbuild's API, workbox-build's minimatch…, ≈0.7 MB of source in a cached rebuild of OpenUBL), which Node
 * compiles from source in every process. Their `Module.prototype._compile` goes through `vm.Script` with the data of
 * an earlier run, as v8-compile-cache does; the data is made after the job (functions compiled lazily included) and
 * stored in one file (`code-cache/<…>-packages-<version>.bin`: file name → sha1 of the source and V8's data; V8 itself
 * only checks the source's length). The file is written only when a package file had no entry or its source changed,
 * so a run that compiled nothing new writes nothing. ES modules and files that call `import()` are left to Node.
 */
function cachePackages(cacheFile: { dir: string; file: string; prefix: string } | undefined): { save(): void } {
  let stored = new Map<string, { sha1: string; data: Buffer }>();
  try {
    if (cacheFile) stored = v8.deserialize(readFileSync(cacheFile.file)) as typeof stored;
  } catch {
    // No entry yet, or an unreadable one: written again after the job.
  }
  const fresh: { filename: string; sha1: string; script: vm.Script }[] = [];
  let used = 0;
  const ModuleInternals = Module as unknown as {
    prototype: { _compile(this: Module, content: string, filename: string, format?: string): unknown };
    _resolveFilename(request: string, parent: Module, isMain: boolean, options?: unknown): string;
    _resolveLookupPaths(request: string, parent: Module): string[] | null;
    _extensions: unknown;
    _cache: unknown;
  };
  const compile = ModuleInternals.prototype._compile;
  ModuleInternals.prototype._compile = function (this: Module, content: string, filename: string, format?: string) {
    if (
      (format && format !== 'commonjs') ||
      !filename.includes(`${path.sep}node_modules${path.sep}`) ||
      content.includes('import(') ||
      content.startsWith('#!')
    )
      return compile.call(this, content, filename, format);
    const sha1 = createHash('sha1').update(content).digest('hex');
    const entry = stored.get(filename);
    const cachedData = entry?.sha1 === sha1 ? entry.data : undefined;
    let script: vm.Script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch {
      // ES module syntax in a `.js` file of a package without `type` (Node detects it): Node's own path.
      return compile.call(this, content, filename, format);
    }
    if (cachedData && !script.cachedDataRejected) used++;
    else if (!cachedData) fresh.push({ filename, sha1, script });
    // What Node's own module wrapper passes (makeRequireFunction).
    const mod = this;
    const require = ((id: string) => mod.require(id)) as NodeJS.Require;
    require.resolve = ((request: string, options?: unknown) => ModuleInternals._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
    require.resolve.paths = (request: string) => ModuleInternals._resolveLookupPaths(request, mod);
    require.extensions = ModuleInternals._extensions as NodeJS.Require['extensions'];
    require.cache = ModuleInternals._cache as NodeJS.Require['cache'];
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  return {
    save() {
      if (process.env.FE_DOCS_DEBUG_CODE_CACHE) process.stderr.write(`code cache of packages: ${used} files used, ${fresh.length} new\n`);
      if (!cacheFile || !fresh.length) return;
      for (const f of fresh.splice(0)) stored.set(f.filename, { sha1: f.sha1, data: f.script.createCachedData() });
      writeAtomically(cacheFile, v8.serialize(stored));
    },
  };
}

/** Writes `data` as `cache.file` (a temporary file renamed into place) and removes the older entries of its prefix. */
function writeAtomically(cache: { dir: string; file: string; prefix: string }, data: Buffer): void {
  try {
    const tmp = `${cache.file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, cache.file);
    for (const name of readdirSync(cache.dir))
      if (name.startsWith(cache.prefix) && path.join(cache.dir, name) !== cache.file) unlinkSync(path.join(cache.dir, name));
  } catch {
    // A cache that cannot be written costs the next run its compile time, nothing else.
  }
}

// The CLI's build thread (api/watched.ts) starts this file with the bundle to run; the bundle calls
// `globalThis.__feDocsSaveCodeCache` after its first job (api/site-worker.ts).
const job = !isMainThread && (workerData as { feDocsBundle?: string } | undefined)?.feDocsBundle;
if (job) {
  const packages = process.env.FE_DOCS_PACKAGE_CODE_CACHE === '0' ? undefined : cachePackages(cacheFileOf(job, 'packages'));
  const loaded = loadBundle(job);
  let saved = false;
  (globalThis as { __feDocsSaveCodeCache?: LoadedBundle['saveCodeCache'] }).__feDocsSaveCodeCache = (prepare) => {
    if (saved) return;
    saved = true;
    // `prepare` (TurboFan back on) once, before either cache is made.
    let prepared = false;
    const once = () => {
      if (!prepared) prepare?.();
      prepared = true;
    };
    loaded.saveCodeCache(once);
    if (packages) {
      once();
      packages.save();
    }
  };
}
