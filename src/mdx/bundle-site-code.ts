import os from 'node:os';
import { build, type BuildOptions, type BuildResult, type SameShape } from 'esbuild';

/**
 * esbuild bundles of site code (MDX content, React pages, theme overrides, plugin route components) running at once.
 * Each holds every module it parsed until it ends, and a page that imports a large component library (an icon set
 * of thousands of modules) parses all of it: with the content loaded 64 files at a time, a site of many such pages
 * grew esbuild's service process past 10 GB. esbuild spreads each bundle over every core already, so more bundles
 * than cores at once buy no time; they wait here instead.
 */
const SLOTS = Math.max(2, os.availableParallelism());
/** How long a bundle waits for a slot before it runs anyway. */
const WAIT_MS = 3000;
let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

export async function bundleSiteCode<O extends BuildOptions>(options: SameShape<BuildOptions, O>, opts: { nested?: boolean } = {}): Promise<BuildResult<O>> {
  // A bundle may be asked for from inside another's plugin (a theme override or generated data a page imports):
  // after a while without a free slot it runs anyway, so that nested bundles never wait on their own caller.
  if (running >= SLOTS && !opts.nested)
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        resolve();
      }, WAIT_MS);
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push(go);
    });
  running++;
  peak = Math.max(peak, running);
  try {
    return await build(options);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The most bundles that ran at once in this process, and the bound (for tests and the bench). */
export function siteBundleConcurrency(): { peak: number; slots: number } {
  return { peak, slots: SLOTS };
}
