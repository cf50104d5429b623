import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, loadConfig } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** `onBrokenLinks`, `onBrokenAnchors`, `onBrokenMarkdownLinks` in site.config.yaml: throw | warn | ignore. */
const files = (policies: string) => ({
  'site.config.yaml': `title: T\nurl: https://example.org\ni18n: { defaultLocale: en, locales: [en] }\ndocs:\n  - path: docs\n${policies}`,
  'docs/a.md': '# A\n\n[Gone](/docs/gone), [no anchor](/docs/b#nowhere) and [no file](./missing.md).\n',
  'docs/b.md': '# B\n\n## Here\n',
});

const found = async (policies: string) => {
  const site = await createSite(files(policies));
  try {
    const r = await check({ root: site.root });
    return r.diagnostics.map((d) => `${d.code} ${d.severity}`);
  } finally {
    await site.cleanup();
  }
};

test('by default a broken link or anchor is an error and a link to a missing Markdown file a warning', async () => {
  assert.deepEqual(await found(''), ['broken-link error', 'broken-anchor error', 'missing-md-file warning']);
});

test('warn turns each into a warning, throw into an error', async () => {
  assert.deepEqual(await found('onBrokenLinks: warn\nonBrokenAnchors: warn\nonBrokenMarkdownLinks: throw\n'), [
    'broken-link warning',
    'broken-anchor warning',
    'missing-md-file error',
  ]);
});

test('ignore drops them', async () => {
  assert.deepEqual(await found('onBrokenLinks: ignore\nonBrokenAnchors: ignore\nonBrokenMarkdownLinks: ignore\n'), []);
});

test('another value is an error at its position, naming the accepted ones', async () => {
  const site = await createSite(files('onBrokenAnchors: log\n'));
  try {
    const { diagnostics } = await loadConfig(site.root);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].position?.line, 6);
    assert.match(diagnostics[0].hint ?? '', /throw, warn, ignore/);
  } finally {
    await site.cleanup();
  }
});
