import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, writeSite } from '../../src/api/site.js';
import { jsonForScript } from '../../src/core/json-for-script.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const PAYLOAD = '</script><script>alert(1)</script>';

test('jsonForScript escapes what could end a script or a line inside it', () => {
  const out = jsonForScript({ id: PAYLOAD, amp: 'a&b', seps: '\u2028\u2029', comment: '<!--' });
  assert.doesNotMatch(out, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(out), { id: PAYLOAD, amp: 'a&b', seps: '\u2028\u2029', comment: '<!--' });
  // Also valid as a JavaScript expression.
  assert.deepEqual(new Function(`return ${out}`)(), JSON.parse(out));
});

test('a value written into an inline script cannot close it (announcementBar.id, baseUrl)', async () => {
  const config = MINIMAL_CONFIG.replace('baseUrl: /', `baseUrl: '/a</script>/'`) + `announcementBar:\n  id: '${PAYLOAD}'\n  content: Aviso\n`;
  const site = await createSite({ 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n\nTexto.\n' });
  try {
    const loaded = await loadSite(site.root);
    assert.ok(loaded.site, loaded.diagnostics.map((d) => d.message).join('\n'));
    const out = path.join(site.root, 'build');
    await writeSite(loaded.site, out);
    const html = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.doesNotMatch(html, /<script>alert\(1\)/);
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.ok(
      scripts.some((s) => s.includes('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)')),
      'the id is in the head script, escaped',
    );
    for (const s of scripts) assert.doesNotMatch(s, /<\/?script|<!--/i);
  } finally {
    await site.cleanup();
  }
});
