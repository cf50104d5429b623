import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SMALL_BUILD_SOURCES, SMALL_SITE_SOURCES, shouldSkipOptimizingCompiler } from '../../src/core/v8-tiering.js';

test("V8's optimizing compiler is turned off only for a one-shot check, or build of a small site (any site on one core), without Markdown plugins", () => {
  const check = { oneShot: 'check' as const, sources: SMALL_SITE_SOURCES - 1, sitePlugins: false, cores: 2, env: {} };
  assert.equal(shouldSkipOptimizingCompiler(check), true);
  // A build of a mid-sized site keeps it where a spare core compiles for it (less wall time), and drops it on one core.
  assert.equal(shouldSkipOptimizingCompiler({ ...check, oneShot: 'build' }), false);
  assert.equal(shouldSkipOptimizingCompiler({ ...check, oneShot: 'build', cores: 1 }), true);
  // A small site's build is over before TurboFan's compiles repay themselves, whatever the cores.
  assert.equal(shouldSkipOptimizingCompiler({ ...check, oneShot: 'build', sources: SMALL_BUILD_SOURCES - 1 }), true);
  assert.equal(shouldSkipOptimizingCompiler({ ...check, oneShot: 'build', sources: SMALL_BUILD_SOURCES }), false);
  // The public API and `fe-docs dev` run on in their process: never.
  assert.equal(shouldSkipOptimizingCompiler({ ...check, oneShot: undefined, cores: 1 }), false);
  // A large site repays TurboFan (1,000 pages: +40 % CPU without it).
  assert.equal(shouldSkipOptimizingCompiler({ ...check, sources: SMALL_SITE_SOURCES }), false);
  // A site's own plugins are code fe-docs does not know, possibly most of the build.
  assert.equal(shouldSkipOptimizingCompiler({ ...check, sitePlugins: true }), false);
  // FE_DOCS_V8_OPT=1 keeps it.
  assert.equal(shouldSkipOptimizingCompiler({ ...check, env: { FE_DOCS_V8_OPT: '1' } }), false);
});
