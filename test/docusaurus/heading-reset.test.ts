import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

// A site's customCss (loaded after fe-docs' styles) with an element-level reset, as Tailwind's preflight writes it
// (one real site copies it into its custom.css). Docusaurus' headings keep their look under it (Infima's rules are
// class-scoped); fe-docs' must too.
const RESET = 'h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }\nblockquote, h1, h2, h3, h4, h5, h6, p { margin: 0; }\n';
const DOC = '# Title of the doc\n\nIntro.\n\n## Section\n\nText.\n\n### Part\n\nText.\n\n#### Detail\n\nText.\n\n##### Note\n\nText.\n';
const BLOG = '---\ntitle: A post\ndate: 2024-01-02\n---\n\nPost text.\n\n## Post section\n\nMore.\n';

async function headingLooks(reset: boolean): Promise<Record<string, string[]>> {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'Resets', url: 'https://resets.example', baseUrl: '/', presets: [['classic', {theme: {customCss: './src/css/custom.css'}}]]};\n`,
    'src/css/custom.css': reset ? RESET : '/* no reset */\n',
    'docs/guide.md': DOC,
    'blog/2024-01-02-post.md': BLOG,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-heading-reset-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const server = await serveDir(out);
    const browser = await launchBrowser();
    try {
      const looks: Record<string, string[]> = {};
      for (const [name, url, width] of [
        ['doc', 'docs/guide', 1280],
        ['doc, narrow', 'docs/guide', 600],
        ['blog post', 'blog/2024/01/02/post', 1280],
      ] as const) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${server.url}${url}`);
        looks[name] = await page.$$eval('main :is(h1, h2, h3, h4, h5)', (els) =>
          els.map((el) => {
            const s = (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(el);
            return `${el.tagName} ${s.fontSize} ${s.fontWeight} ${s.marginTop} ${s.marginBottom} ${s.lineHeight}`;
          }),
        );
        await page.close();
      }
      return looks;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("a site's element-level heading reset leaves fe-docs' titles and content headings as they are", async () => {
  const plain = await headingLooks(false);
  const reset = await headingLooks(true);
  assert.ok(plain.doc.length >= 5 && plain['blog post'].length >= 2, JSON.stringify(plain));
  assert.match(plain.doc[0], /^H1 36px 700 /, 'the doc title, 2.25rem and bold');
  assert.match(plain['doc, narrow'][0], /^H1 30\.4px 700 /, 'the doc title on a narrow screen');
  assert.deepEqual(reset, plain);
});
