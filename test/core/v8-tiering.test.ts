import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SMALL_SITE_SOURCES, shouldSkipOptimizingCompiler } from '../../src/core/v8-tiering.js';

test("V8's optimizing compiler is turned off only for a one-shot run over a small site without Markdown plugins", () => {
  const small = { oneShot: true, sources: SMALL_SITE_SOURCES - 1, sitePlugins: false, env: {} };
  assert.equal(shouldSkipOptimizingCompiler(small), true);
  // The public API and `fe-docs dev` run on in their process: never.
  assert.equal(shouldSkipOptimizingCompiler({ ...small, oneShot: false }), false);
  // A large site repays TurboFan (1,000 pages: +40 % CPU without it).
  assert.equal(shouldSkipOptimizingCompiler({ ...small, sources: SMALL_SITE_SOURCES }), false);
  // A site's own plugins are code fe-docs does not know, possibly most of the build.
  assert.equal(shouldSkipOptimizingCompiler({ ...small, sitePlugins: true }), false);
  // FE_DOCS_V8_OPT=1 keeps it.
  assert.equal(shouldSkipOptimizingCompiler({ ...small, env: { FE_DOCS_V8_OPT: '1' } }), false);
});
