import path from 'node:path';
import type { BuildOptions, Message } from 'esbuild';
import { version as esbuildVersion } from 'esbuild';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import { engineFingerprint } from '../core/engine-fingerprint.js';
import { inputsUnchanged, recordBundleInputs, type InputRecord } from '../core/input-files.js';
import type { CompileReactPages } from '../content/types.js';
import { NODE_GLOBALS_INPUT } from './site-modules.js';

/** The React pages' bundle: its files (paths inside the output folder) and, per page, its module and inputs. */
export interface CompiledPages {
  files: { out: string; text: string }[];
  modules: { out: string; entryPoint: string; inputs: string[] }[];
  warnings: Message[];
}

export interface ReactPagesCache {
  get(): Promise<CompiledPages | undefined>;
  set(compiled: CompiledPages, inputs: string[]): Promise<void>;
}

interface Entry {
  compiled: CompiledPages;
  inputs: InputRecord[];
}

/**
 * The React pages' esbuild bundle kept in the project cache (`react-pages/`, issue 19): a cached rebuild of a site
 * with a `.tsx` home page spent ≈ 40–80 ms starting esbuild and bundling it again. The key covers the pages, the build
 * options, the config (`mdx.allowOutsideImports` and friends shape how imports resolve), esbuild's version and
 * fe-docs' code; the entry lists every file esbuild read (and the package.json of each package among them) and is
 * used only while they are all unchanged. The pages' modules still run in every build: only the bundling is skipped.
 *
 * Bundling has side effects besides its output: stylesheets go to the site's CSS, imported images are published,
 * Docusaurus modules and runtimes are noted or loaded (mdx/site-modules.ts, mdx/site-images.ts). A bundle that read
 * anything but code and JSON files (a stylesheet, an image, a plugin's namespace: `@theme/…`, `require.context`) is
 * therefore never stored, nor one with a glob import (a new file in its folder changes it): such pages are bundled
 * every time, as before. A new file that would change how an unchanged import resolves (a `foo.ts` beside the
 * `foo.tsx` it imported) is not seen, as with the other bundle caches (output/bundle-cache.ts).
 */
export function openReactPagesCache(opts: Parameters<CompileReactPages>[0], options: BuildOptions): ReactPagesCache | undefined {
  if (!cacheEnabled()) return undefined;
  let key: string;
  try {
    const { plugins, outdir: _outdir, ...plain } = options;
    key = hashKey(
      'react-pages-v1',
      esbuildVersion,
      engineFingerprint(),
      JSON.stringify({ ...plain, plugins: plugins?.map((p) => p.name) }),
      JSON.stringify({ root: opts.root, dir: opts.dir, relDir: opts.relDir, files: opts.files, staticDir: opts.staticDir, baseUrl: opts.baseUrl }),
      // Functions (positions in the YAML, a Docusaurus config's code) make the config unusable as a key: no cache.
      JSON.stringify(opts.config ? { ...opts.config, source: undefined } : null, (_k, v: unknown) => {
        if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw new Error('not plain data');
        return v instanceof Map ? [...v] : v instanceof Set ? [...v] : v;
      }),
    );
  } catch {
    return undefined;
  }
  const disk = openDiskCache(opts.root, 'react-pages');
  return {
    async get() {
      const hit = await disk.get<Entry>(key);
      return hit && inputsUnchanged(hit.inputs) ? hit.compiled : undefined;
    },
    async set(compiled, inputs) {
      // A glob import (`require(\`./img/${name}\`)`: every file of a folder) changes when a file is added there.
      if (!inputs.every(replayable) || compiled.files.some((f) => f.text.includes('__glob('))) return;
      await disk.set(key, { compiled, inputs: recordBundleInputs(inputs) } satisfies Entry);
    },
  };
}

/** Inputs whose bundling has no effect but the bundle itself: code and JSON files (no namespace, no stylesheet, no image). */
function replayable(input: string): boolean {
  // fe-docs' stand-in for Node's `navigator` (site-modules.ts), injected into every bundle: code, nothing else.
  if (input === NODE_GLOBALS_INPUT) return true;
  return path.isAbsolute(input) && /\.(tsx?|jsx?|mjs|cjs|mts|cts|json)$/i.test(input);
}
