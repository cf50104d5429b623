import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../../src/api/check.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// Issue 18, item 3: a bare `%` in a relative Markdown link was `internal-error (URIError: URI malformed)` at
// site.config.yaml:1:1 and failed the whole build.
test('a bare % in a relative link to a .md file is a broken-link error at its line, not an internal error', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n\nTexto.\n\nVer [x](./100%.md) y [y](./b.md).\n',
    'content/docs/b.md': '# B\n',
  });
  try {
    const r = await check({ root: site.root });
    const internal = r.diagnostics.filter((d) => d.code === 'internal-error');
    assert.deepEqual(internal, [], 'no internal error');
    const bad = r.diagnostics.filter((d) => d.position?.file === 'content/docs/intro.md');
    assert.equal(bad.length, 1, JSON.stringify(r.diagnostics));
    assert.equal(bad[0].severity, 'error');
    assert.equal(bad[0].code, 'broken-link');
    assert.equal(bad[0].position?.line, 5);
    assert.match(bad[0].message, /100%\.md/);
    assert.match(bad[0].hint ?? '', /%25/);
    assert.equal(r.routes > 0, true, 'the rest of the site is still loaded');
  } finally {
    await site.cleanup();
  }
});
