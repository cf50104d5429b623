import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSiteCodeBuffer, enterSiteCode, readSiteCodeMark, siteCodeTimeoutMs, useSiteCodeWatch } from '../../src/core/site-code-watch.js';

/**
 * A remark/rehype plugin's transform may run long and finish (remark-typescript-tools type-checks a whole file): it
 * gets a longer default limit than components and pages; FE_DOCS_SITE_CODE_TIMEOUT_MS, when set, applies to both.
 */
test('the watchdog reads which kind of site code runs, and each kind has its default limit', () => {
  const saved = process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS;
  try {
    delete process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS;
    assert.equal(siteCodeTimeoutMs('code'), 30_000);
    assert.equal(siteCodeTimeoutMs('plugin'), 600_000);
    assert.equal(siteCodeTimeoutMs(), 30_000);
    process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS = '4000';
    assert.equal(siteCodeTimeoutMs('plugin'), 4000);
    assert.equal(siteCodeTimeoutMs('code'), 4000);
  } finally {
    if (saved === undefined) delete process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS;
    else process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS = saved;
  }

  const buffer = createSiteCodeBuffer();
  useSiteCodeWatch(buffer);
  assert.deepEqual(readSiteCodeMark(buffer).file, undefined);
  const leavePlugin = enterSiteCode('slow-plugin', 'plugin');
  assert.deepEqual({ ...readSiteCodeMark(buffer), counter: 0 }, { counter: 0, heartbeat: 0, file: 'slow-plugin', kind: 'plugin' });
  // A component the plugin's output renders, inside it: the innermost stretch decides (a component's limit).
  const leaveComponent = enterSiteCode('src/components/Box.tsx');
  assert.deepEqual({ ...readSiteCodeMark(buffer), counter: 0 }, { counter: 0, heartbeat: 0, file: 'src/components/Box.tsx', kind: 'code' });
  leaveComponent();
  assert.equal(readSiteCodeMark(buffer).kind, 'plugin');
  leavePlugin();
  assert.equal(readSiteCodeMark(buffer).file, undefined);
});
