import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../../src/api/check.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// Issue 18, item 8: `Foo.md` and `foo.md` became /docs/Foo and /docs/foo without a word; they collide on
// case-insensitive file systems (macOS, Windows) and hosts.
test('two routes that differ only in case are a warning naming both sources', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/Foo.md': '# Foo mayúscula\n',
    'content/docs/foo.md': '# foo minúscula\n',
  });
  try {
    const r = await check({ root: site.root });
    const twins = r.diagnostics.filter((d) => d.code === 'route-case');
    assert.equal(twins.length, 1, JSON.stringify(r.diagnostics, null, 1));
    assert.equal(twins[0].severity, 'warning');
    assert.match(twins[0].message, /content\/docs\/Foo\.md/);
    assert.match(twins[0].message, /content\/docs\/foo\.md/);
    assert.match(twins[0].message, /\/docs\/Foo/);
    assert.match(twins[0].message, /\/docs\/foo/);
    assert.equal(r.ok, true, 'a warning, not an error');
  } finally {
    await site.cleanup();
  }
});
