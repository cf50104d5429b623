import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const DOC = '# Intro\n\nTexto <img src="x.png" onerror="alert(1)"> y [malo](javascript:alert(2)).\n\n<script>alert(3)</script>\n';

async function docHtml(config: string): Promise<{ html: string; codes: string[] }> {
  const site = await createSite({ 'site.config.yaml': config, 'content/docs/intro.md': DOC });
  try {
    const loaded = await loadSite(site.root);
    assert.ok(loaded.site, loaded.diagnostics.map((d) => d.message).join('\n'));
    return { html: loaded.site.graph.docs[0].md.html, codes: loaded.diagnostics.map((d) => d.code) };
  } finally {
    await site.cleanup();
  }
}

test('markdown.sanitize in site.config.yaml cleans the rendered Markdown; off by default, with the warning either way', async () => {
  const trusted = await docHtml(MINIMAL_CONFIG);
  assert.match(trusted.html, /<script>alert\(3\)<\/script>/);
  assert.match(trusted.html, /onerror/);
  assert.deepEqual(trusted.codes, ['markdown-script-url']);

  const clean = await docHtml(MINIMAL_CONFIG + 'markdown:\n  sanitize: true\n');
  assert.doesNotMatch(clean.html, /<script|onerror|javascript:/);
  assert.match(clean.html, /<img src="x.png">/);
  assert.deepEqual(clean.codes, ['markdown-script-url']);
});
