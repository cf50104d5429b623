import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { STORAGE_KEYS } from '../../src/shared/constants.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { document, getComputedStyle, window } from '../e2e/client/browser-globals.js';

// Issue 32: kysely, jellyfin, open-webui and karmada enable `markdown.mermaid` with `@docusaurus/theme-mermaid`; fe-docs
// warned "not supported" and showed every diagram as a code block. Docusaurus draws them in the browser with the
// site's installed mermaid, in `<div class="docusaurus-mermaid-container">`, with `themeConfig.mermaid`'s theme of the
// colour mode and its options. The fixture's theme-mermaid and mermaid are stand-ins of the installed packages
// (packages/, linked into node_modules as a workspace is): the stand-in mermaid has mermaid's API and draws what it
// was configured with, styled as mermaid styles its SVG (a `<style>` element and style attributes).
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-mermaid');
const problems = (ds: readonly Diagnostic[]) =>
  ds.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`);
const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1].replaceAll('&#39;', "'");
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(name + ' '));

/** The fixture copied to a temporary folder with its packages installed; `config` replaces its docusaurus.config.js. */
async function site(tmp: string, config?: (text: string) => string, install: 'both' | 'theme' | 'none' = 'both'): Promise<string> {
  const root = path.join(tmp, 'site');
  await cp(FIXTURE, root, { recursive: true });
  if (install === 'none') return root;
  await mkdir(path.join(root, 'node_modules/@docusaurus'), { recursive: true });
  await symlink(path.join(root, 'packages/theme-mermaid'), path.join(root, 'node_modules/@docusaurus/theme-mermaid'));
  if (install === 'both') await symlink(path.join(root, 'packages/mermaid'), path.join(root, 'node_modules/mermaid'));
  if (config) {
    const file = path.join(root, 'docusaurus.config.js');
    await writeFile(file, config(await readFile(file, 'utf8')));
  }
  return root;
}

describe('Mermaid diagrams of a Docusaurus site (markdown.mermaid + theme-mermaid)', () => {
  let tmp: string;
  let out: string;
  let diagnostics: Diagnostic[];
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mermaid-'));
    out = path.join(tmp, 'out');
    const built = await build({ root: await site(tmp), outDir: out });
    diagnostics = built.diagnostics;
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test("a ```mermaid block is written as theme-mermaid's container holding its source, other blocks as before; no warning", async () => {
    assert.deepEqual(problems(diagnostics), []);
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    // Escaped as text (`<` and `&`), not highlighted: the page without script shows the source.
    const container =
      '<div class="docusaurus-mermaid-container"><pre>sequenceDiagram\n  App->>Builder: selectFrom(&#x3C;"person">)\n  Builder-->>App: query &#x26; more</pre></div>';
    assert.ok(html.includes(container), html.slice(html.indexOf('<article'), html.indexOf('</article>')));
    assert.doesNotMatch(html, /data-lang="mermaid"/, 'not a highlighted code block');
    assert.match(html, /<div class="code-block" data-lang="typescript"><div class="code-title">query.ts<\/div>/, 'the other block is highlighted as before');
  });

  test('only a page holding a diagram allows inline styles (its drawing brings them), never inline scripts', async () => {
    const intro = cspOf(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'));
    assert.equal(directive(intro, 'style-src'), "style-src 'self' 'unsafe-inline'");
    assert.doesNotMatch(directive(intro, 'script-src')!, /unsafe/);
    const plain = cspOf(await readFile(path.join(out, 'docs/plain/index.html'), 'utf8'));
    assert.doesNotMatch(directive(plain, 'style-src')!, /unsafe-inline/);
  });

  test("the site's mermaid is bundled for the browser, with the site's themes and options, and named in the site data", async () => {
    const html = await readFile(path.join(out, 'docs/plain/index.html'), 'utf8');
    const url = /"chunks":\{"mermaid":"(\/assets\/mermaid-[A-Z0-9]+\.js)"\}/i.exec(html)?.[1];
    assert.ok(url, 'the site data names the module');
    const code = await readFile(path.join(out, url), 'utf8');
    assert.match(code, /"forest"/);
    assert.match(code, /"neutral"/);
    assert.match(code, /fontSize:20|"fontSize":20/);
    assert.match(code, /data-mermaid-theme/, "the site's mermaid (the stand-in) is in it");
    const app = (await readdir(path.join(out, 'assets'))).filter((f) => /^app-.*\.js$/.test(f));
    assert.doesNotMatch(await readFile(path.join(out, 'assets', app[0]), 'utf8'), /data-mermaid-theme/, 'not in the runtime every page loads');
  });

  describe("in Chromium, with the pages' Content-Security-Policy enforced", () => {
    let browser: Browser;
    let server: { url: string; close: () => Promise<void> };
    before(async () => {
      [browser, server] = await Promise.all([launchBrowser(), serveDir(out)]);
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    async function open(p: string, colorMode: 'light' | 'dark') {
      const context = await browser.newContext({ bypassCSP: false });
      // The colour mode the reader chose (the toggle's stored choice), read before the first paint.
      await context.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.theme)}, ${JSON.stringify(colorMode)})`);
      await context.addInitScript(
        "window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + (e.sample || '')));",
      );
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const log: string[] = [];
      page.on('console', (m) => (m.type() === 'error' || /Content.Security.Policy|Refused to/i.test(m.text())) && log.push(m.text()));
      page.on('pageerror', (e) => log.push(e.message));
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(server.url + p);
      await page.waitForFunction(() => document.querySelector('.route-announcer'));
      const problems = async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...log];
      return { page, context, requests, problems };
    }
    const drawn = () =>
      [...document.querySelectorAll('.docusaurus-mermaid-container')].map((el) => {
        const svg = el.querySelector(':scope > svg');
        const rect = svg?.querySelector('rect');
        return svg && rect
          ? {
              theme: svg.getAttribute('data-mermaid-theme'),
              fontSize: svg.getAttribute('data-font-size'),
              fill: getComputedStyle(rect).fill,
              stroke: getComputedStyle(rect).stroke,
              text: svg.querySelector('text')?.textContent,
            }
          : null;
      });

    test('the diagram is drawn as SVG with the light theme, drawn again in the dark one when the colour mode changes, with no CSP violation', async () => {
      const { page, context, problems } = await open('docs/intro/', 'light');
      try {
        await page.waitForSelector('.docusaurus-mermaid-container > svg');
        assert.deepEqual(await page.evaluate(drawn), [
          {
            theme: 'forest',
            fontSize: '20',
            fill: 'rgb(200, 230, 200)',
            stroke: 'rgb(255, 0, 0)',
            text: 'sequenceDiagram\n  App->>Builder: selectFrom(<"person">)\n  Builder-->>App: query & more',
          },
        ]);
        // The colour mode toggle sets `data-theme` on <html>, as theme-common's does.
        await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
        await page.waitForSelector('.docusaurus-mermaid-container > svg[data-mermaid-theme="neutral"]');
        assert.deepEqual(
          (await page.evaluate(drawn)).map((d) => [d?.theme, d?.fill, d?.stroke]),
          [['neutral', 'rgb(40, 40, 40)', 'rgb(255, 0, 0)']],
        );
        assert.deepEqual(await problems(), []);
      } finally {
        await context.close();
      }
    });

    test('a page opened in the dark mode draws with the dark theme', async () => {
      const { page, context, problems } = await open('docs/intro/', 'dark');
      try {
        await page.waitForSelector('.docusaurus-mermaid-container > svg');
        assert.deepEqual(
          (await page.evaluate(drawn)).map((d) => d?.theme),
          ['neutral'],
        );
        assert.deepEqual(await problems(), []);
      } finally {
        await context.close();
      }
    });

    test('a page without a diagram loads no Mermaid code; navigating to one draws it', async () => {
      const { page, context, requests, problems } = await open('docs/plain/', 'light');
      try {
        await page.waitForLoadState('networkidle');
        assert.deepEqual(
          requests.filter((u) => /mermaid/.test(u)),
          [],
        );
        await page.click('article a[href$="/docs/intro"], article a[href$="/docs/intro/"]');
        await page.waitForSelector('.docusaurus-mermaid-container > svg');
        assert.ok(requests.some((u) => /\/assets\/mermaid-[A-Z0-9]+\.js$/i.test(u)));
        assert.deepEqual(await problems(), []);
      } finally {
        await context.close();
      }
    });
  });
});

test('without theme-mermaid among the themes, a ```mermaid block stays a code block, with a warning at `markdown.mermaid`', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mermaid-off-'));
  try {
    const root = await site(tmp, (text) => text.replace("themes: ['@docusaurus/theme-mermaid'],", ''));
    const out = path.join(tmp, 'out');
    const built = await build({ root, outDir: out });
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.match(html, /<div class="code-block" data-lang="mermaid">/);
    assert.doesNotMatch(html, /docusaurus-mermaid-container/);
    assert.doesNotMatch(directive(cspOf(html), 'style-src')!, /unsafe-inline/);
    assert.doesNotMatch(html, /"chunks"/);
    const warned = built.diagnostics.filter((d) => /markdown\.mermaid/.test(d.message));
    assert.equal(warned.length, 1, problems(built.diagnostics).join('\n'));
    assert.equal(warned[0].position?.line, 10);
    assert.match(warned[0].message, /without `@docusaurus\/theme-mermaid` among the themes: Mermaid diagrams stay code blocks/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test('with theme-mermaid named but not installed, the blocks stay code, with a warning saying so', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mermaid-missing-'));
  try {
    const out = path.join(tmp, 'out');
    const built = await build({ root: await site(tmp, undefined, 'none'), outDir: out });
    assert.match(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'), /<div class="code-block" data-lang="mermaid">/);
    const warned = built.diagnostics.filter((d) => /Mermaid/.test(d.message));
    assert.deepEqual(
      warned.map((d) => [d.position?.line, d.message]),
      [[10, '`@docusaurus/theme-mermaid` is not installed: Mermaid diagrams stay code blocks.']],
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test("when the site's mermaid cannot be bundled, the diagrams show their source, with a warning at `markdown.mermaid`", async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mermaid-unbundled-'));
  try {
    const out = path.join(tmp, 'out');
    const built = await build({ root: await site(tmp, undefined, 'theme'), outDir: out });
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.match(html, /<div class="docusaurus-mermaid-container"><pre>sequenceDiagram/);
    assert.doesNotMatch(html, /"chunks"/);
    const warned = built.diagnostics.filter((d) => d.code === 'docusaurus-mermaid');
    assert.deepEqual(
      warned.map((d) => [d.severity, d.position?.file, d.position?.line, d.position?.column]),
      [['warning', 'docusaurus.config.js', 10, 15]],
    );
    assert.match(
      warned[0].message,
      /^The site's `mermaid` cannot be bundled for the browser \(Could not resolve "mermaid"\): Mermaid diagrams show their source\.$/,
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
