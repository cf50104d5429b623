import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, writeSite } from '../../src/api/site.js';
import { OUTPUT_STEPS, type OutputStep } from '../../src/output/steps.js';
import { createSite } from '../helpers/site.js';

const FILES = (output: string) => ({
  'site.config.yaml': `
title: Sitio
url: https://example.org
docs:
  - path: content/docs
pwa:
  enabled: false
${output}`,
  'content/docs/01-intro.md': '# Intro\n\nTexto.\n',
});

test('output steps run in order, each timed; output.skip switches one off; an extra step needs no write-site change', async () => {
  const site = await createSite(FILES('output:\n  skip: [llmsTxt, markdownCopies]\n'));
  try {
    const loaded = await loadSite(site.root);
    assert.deepEqual(loaded.diagnostics, []);
    const out = path.join(site.root, 'build');
    const ran: string[] = [];
    const extra: OutputStep = {
      name: 'humans',
      async run({ site: s, sink }) {
        ran.push(s.config.title);
        await sink.write('humans.txt', `Hecho por ${s.config.title}\n`);
      },
    };
    const result = await writeSite(loaded.site!, out, { steps: [...OUTPUT_STEPS, extra] });
    assert.deepEqual(result.diagnostics, []);
    assert.ok(existsSync(path.join(out, 'sitemap.xml')));
    assert.ok(existsSync(path.join(out, 'search-index.json')));
    assert.ok(!existsSync(path.join(out, 'llms.txt')), 'llmsTxt is skipped');
    assert.ok(!existsSync(path.join(out, 'docs/intro/index.md')), 'markdownCopies is skipped');
    assert.equal(readFileSync(path.join(out, 'humans.txt'), 'utf8'), 'Hecho por Sitio\n');
    assert.deepEqual(ran, ['Sitio']);
    const stepTimings = Object.keys(result.timings).filter((k) => !/^(assets|render)(:|$)/.test(k)); // `render: N of M pages rendered…` with the page cache
    assert.deepEqual(stepTimings, ['sitemap', 'feeds', 'openapiFiles', 'redirects', 'searchIndex', 'pwaFiles', 'humans', 'serviceWorker']);
  } finally {
    await site.cleanup();
  }
});

test('a name in output.skip that is no step is reported at its position, with the nearest name', async () => {
  const site = await createSite(FILES('output:\n  skip: [sitemaps]\n'));
  try {
    const loaded = await loadSite(site.root);
    const result = await writeSite(loaded.site!, path.join(site.root, 'build'));
    assert.equal(result.diagnostics.length, 1);
    const [d] = result.diagnostics;
    assert.equal(d.code, 'config-invalid');
    assert.equal(d.severity, 'warning');
    assert.match(d.message, /`sitemaps`.*`sitemap`/);
    assert.equal(d.position?.line, 8);
    assert.ok(existsSync(path.join(site.root, 'build/sitemap.xml')));
  } finally {
    await site.cleanup();
  }
});

test('llms.txt comes with llms-full.txt, every listed doc in its order, which pages may link to', async () => {
  const site = await createSite({
    ...FILES(''),
    'content/docs/01-intro.md': '# Intro\n\nEl texto completo: [llms-full.txt](/llms-full.txt).\n',
    'content/docs/02-guia.md': '---\ntitle: Guía\n---\n\nPaso uno.\n',
    'content/docs/03-oculta.md': '---\nunlisted: true\n---\n\n# Oculta\n',
  });
  try {
    const loaded = await loadSite(site.root);
    assert.deepEqual(loaded.diagnostics, []);
    const out = path.join(site.root, 'build');
    const result = await writeSite(loaded.site!, out);
    assert.deepEqual(result.diagnostics, []);
    const full = readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    assert.equal(full, '# Intro\n\nEl texto completo: [llms-full.txt](/llms-full.txt).\n\n\n---\n\n# Guía\n\nPaso uno.\n');
  } finally {
    await site.cleanup();
  }
});
