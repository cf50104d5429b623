import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { axeReport, axeViolations } from '../helpers/axe.js';

const AUTHORS = `ana:
  name: Ana Quispe
  title: Mantenedora
  description: Escribe sobre facturación electrónica.
  page: true
  socials:
    github: anaq
    x: https://x.com/ana_q
    mastodon: ana@fosstodon.org/extra
boTorres:
  name: Bo Torres
  page: {permalink: '/bo'}
cy:
  name: Cy
`;
const post = (title: string, authors: string) => `---\ntitle: ${title}\nauthors: ${authors}\n---\n\nTexto de ${title}.\n`;
const POSTS = {
  'content/blog/2023-02-01-uno.md': post('Uno', '[ana]'),
  'content/blog/2024-03-01-dos.md': post('Dos', '[ana, boTorres]'),
  'content/blog/2024-04-01-tres.md': post('Tres', '[cy]'),
};

async function built(files: Record<string, string>, fn: (out: string, result: Awaited<ReturnType<typeof build>>) => Promise<void>) {
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-authors-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    await fn(out, result);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}
const html = (out: string, rel: string) => readFile(path.join(out, rel), 'utf8');

test('authors.yml `page`: an authors page, a page per author with their posts, profile links from `socials`', async () => {
  await built({ 'site.config.yaml': MINIMAL_CONFIG, 'content/blog/authors.yml': AUTHORS, ...POSTS }, async (out, result) => {
    const list = await html(out, 'blog/authors/index.html');
    assert.match(list, /<h1>Autores<\/h1>/);
    // Every author of authors.yml, with the number of posts naming them; those with a page are linked to it.
    assert.match(list, /<h2 class="author-name"><a href="\/blog\/authors\/ana">Ana Quispe<\/a> <span class="author-post-count">2<\/span><\/h2>/);
    assert.match(list, /<a href="\/blog\/authors\/bo">Bo Torres<\/a> <span class="author-post-count">1<\/span>/);
    assert.match(list, /<h2 class="author-name">Cy(?:<!-- -->)? <span class="author-post-count">1<\/span><\/h2>/);

    const ana = await html(out, 'blog/authors/ana/index.html');
    assert.match(ana, /<title>Ana Quispe - 2 entradas \| Sitio de prueba<\/title>/);
    assert.match(ana, /<h1 class="author-name"><a href="\/blog\/authors\/ana">Ana Quispe<\/a><\/h1>/);
    assert.match(ana, /<p>Escribe sobre facturación electrónica\.<\/p>/);
    assert.match(ana, /<a href="\/blog\/authors">Ver todos los autores<\/a>/);
    // Her posts, and only hers (the recent posts beside the list name every post).
    const listed = [...ana.slice(ana.indexOf('<main')).matchAll(/<h2><a href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(listed, ['/blog/2024/03/01/dos', '/blog/2023/02/01/uno']);
    assert.match(ana, /<ul class="author-socials" aria-label="Perfiles de Ana Quispe"><li><a href="https:\/\/github.com\/anaq"[^>]*>GitHub</);
    assert.match(ana, /<li><a href="https:\/\/x.com\/ana_q"[^>]*>X</);
    // `page: {permalink}` names the page; a post links its authors to their pages.
    assert.ok(existsSync(path.join(out, 'blog/authors/bo/index.html')));
    const dos = await html(out, 'blog/2024/03/01/dos/index.html');
    assert.match(dos, /<a href="\/blog\/authors\/ana">Ana Quispe<\/a>/);
    assert.match(dos, /<a href="\/blog\/authors\/bo">Bo Torres<\/a>/);
    // A social value that is neither a URL nor a handle is a warning at that entry.
    const warning = result.diagnostics.find((d) => d.code === 'config-invalid');
    assert.ok(warning, JSON.stringify(result.diagnostics));
    assert.equal(warning.severity, 'warning');
    assert.equal(warning.position?.file, 'content/blog/authors.yml');
    assert.equal(warning.position?.line, 9);
    assert.match(warning.message, /`socials\.mastodon`: 'ana@fosstodon\.org\/extra' is not a URL or a handle/);

    // In Chromium: the author page passes axe, and its links are reachable with the keyboard.
    const server = await serveDir(out);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/blog/authors/ana`);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], axeReport(violations));
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

test('without an author page, a fe-docs site has no authors page (a post links its author as before)', async () => {
  const files = { 'site.config.yaml': MINIMAL_CONFIG, 'content/blog/authors.yml': 'cy:\n  name: Cy\n  url: https://cy.example\n', ...POSTS };
  delete (files as Record<string, string>)['content/blog/2023-02-01-uno.md'];
  delete (files as Record<string, string>)['content/blog/2024-03-01-dos.md'];
  await built(files, async (out) => {
    assert.equal(existsSync(path.join(out, 'blog/authors/index.html')), false);
    assert.match(await html(out, 'blog/2024/04/01/tres/index.html'), /<a href="https:\/\/cy.example"[^>]*>Cy</);
  });
});

test('a Docusaurus site: the authors page whenever authors.yml has authors, recent posts grouped by year (groupByYear)', async () => {
  const config = (groupByYear: string) => `module.exports = {
  title: 'Dz', url: 'https://dz.example', baseUrl: '/',
  presets: [['classic', {docs: false, blog: {path: 'blog'}}]],
  themeConfig: {${groupByYear}},
};
`;
  const files = (groupByYear: string) => ({
    'docusaurus.config.js': config(groupByYear),
    'blog/authors.yml': 'cy:\n  name: Cy\n',
    'blog/2023-02-01-uno.md': post('Uno', '[cy]'),
    'blog/2024-03-01-dos.md': post('Dos', '[cy]'),
  });
  await built(files('blog: {sidebar: {groupByYear: true}}'), async (out) => {
    assert.match(await html(out, 'blog/authors/index.html'), /<h2 class="author-name">Cy(?:<!-- -->)? <span class="author-post-count">2<\/span><\/h2>/);
    const dos = await html(out, 'blog/2024/03/01/dos/index.html');
    assert.match(dos, /<h3 id="recent-posts-2024" class="blog-sidebar-year">2024<\/h3><ul><li><a href="\/blog\/2024\/03\/01\/dos"/);
    assert.match(dos, /<h3 id="recent-posts-2023" class="blog-sidebar-year">2023<\/h3>/);
  });
  await built(files(''), async (out) => {
    assert.doesNotMatch(await html(out, 'blog/2024/03/01/dos/index.html'), /blog-sidebar-year/);
  });
});
