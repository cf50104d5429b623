import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

const CONFIG = "module.exports = {title: 'Alerts', url: 'https://alerts.example', baseUrl: '/', presets: [['classic', {}]]};\n";
// theme-classic's markup, as a Docusaurus site's admonitions have it (policies.content.admonitionMarkup).
const TITLE =
  /<div role="note" class="theme-admonition theme-admonition-([a-z]+) alert alert--[a-z]+" aria-label="([^"]+)"><div class="fd-admonition-heading">([^<]+)<\/div>/g;

/**
 * Docusaurus 3 gives `:::caution` a kind of its own (`theme-admonition-caution`), the warning's look (`alert--warning`)
 * and its own title (`theme.admonition.caution`).
 */
test(':::caution (Markdown, MDX, <Admonition type="caution">) is its own kind titled Caution, with the look of :::warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/plain.md': '# Plain\n\n:::caution\n\nMind the step.\n\n:::\n\n:::warning\n\nWet floor.\n\n:::\n',
    'docs/rich.mdx':
      'import Admonition from \'@theme/Admonition\';\n\n# Rich\n\n:::caution\n\nMind the gap.\n\n:::\n\n<Admonition type="caution">\n\nLow ceiling.\n\n</Admonition>\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-caution-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const titles = async (page: string) =>
      [...(await readFile(path.join(tmp, 'docs', page, 'index.html'), 'utf8')).matchAll(TITLE)].map((m) => m.slice(1, 4).join(' '));
    assert.deepEqual(await titles('plain'), ['caution Caution Caution', 'warning Warning Warning']);
    assert.deepEqual(await titles('rich'), ['caution Caution Caution', 'caution Caution Caution']);
    // In Chromium, both colour modes: the caution's border and title colour are the warning's.
    const server = await serveDir(tmp);
    const browser = await launchBrowser();
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ colorScheme });
        await page.goto(`${server.url}/docs/plain`);
        const looks = await page.$$eval('.theme-admonition', (els) => {
          const style = (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle;
          return els.map((el) => {
            const box = style(el);
            return [box.borderLeftColor, box.borderLeftWidth, box.backgroundColor, style(el.querySelector('.fd-admonition-heading')).color].join(' ');
          });
        });
        assert.equal(looks.length, 2);
        assert.equal(looks[0], looks[1], colorScheme);
        await page.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
