import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

const CONFIG = `module.exports = {
  title: 'Fonts', url: 'https://fonts.example', baseUrl: '/base/',
  presets: [['classic', {blog: false, theme: {customCss: './src/css/custom.css'}}]],
};
`;
/** Over the 32 KiB fe-docs inlines: a picture with a long description. */
const BIG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><desc>${'x'.repeat(40 * 1024)}</desc><rect width="40" height="40" fill="#c00"/></svg>`;
const CSS = [
  '@font-face { font-family: Brand; src: url("../fonts/brand.woff2?v=2#iefix") format("woff2"); }',
  '.hero-banner { background-image: url(../img/banner.svg); width: 40px; height: 40px; }',
  '.small-icon { background-image: url("../img/icon.svg"); }',
  '.lost { background-image: url(../img/lost.png); }',
  '',
].join('\n');

test("a site stylesheet's large url() files are published with a content hash, precached when fonts; a missing one is a warning at its line", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\n<div class="hero-banner"></div>\n',
    'src/css/custom.css': CSS,
    'src/img/banner.svg': BIG_SVG,
    'src/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  });
  const font = randomBytes(48 * 1024);
  await mkdir(path.join(site.root, 'src/fonts'));
  await writeFile(path.join(site.root, 'src/fonts/brand.woff2'), font);
  // A file of the machine outside the site folder is neither inlined nor published.
  const outside = path.join(path.dirname(site.root), `${path.basename(site.root)}-outside.svg`);
  await writeFile(outside, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><desc>private</desc></svg>');
  await writeFile(path.join(site.root, 'src/css/custom.css'), CSS + `.far { background: url(../../../${path.basename(outside)}); }\n`);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-css-url-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const [missing, far] = [/not there/, /outside the site folder/].map((m) =>
      result.diagnostics.filter((d) => d.code === 'stylesheet-url-missing' && m.test(d.message)),
    );
    assert.equal(missing.length, 1, JSON.stringify(result.diagnostics));
    assert.equal(far.length, 1, JSON.stringify(result.diagnostics));
    assert.deepEqual(far[0].position, { file: 'src/css/custom.css', line: 5, column: 20 });
    assert.equal(missing[0].severity, 'warning');
    assert.deepEqual(missing[0].position, { file: 'src/css/custom.css', line: 4, column: 27 });
    assert.match(missing[0].message, /url\(\.\.\/img\/lost\.png\)/);

    const assets = await readdir(path.join(out, 'assets'));
    const fontName = assets.find((f) => /^brand-[0-9a-f]{10}\.woff2$/.test(f));
    const bannerName = assets.find((f) => /^banner-[0-9a-f]{10}\.svg$/.test(f));
    assert.ok(fontName && bannerName, assets.join(' '));
    assert.deepEqual(await readFile(path.join(out, 'assets', fontName)), font);
    assert.equal(await readFile(path.join(out, 'assets', bannerName), 'utf8'), BIG_SVG);

    const cssName = assets.find((f) => /^style-.*\.css$/.test(f))!;
    const css = await readFile(path.join(out, 'assets', cssName), 'utf8');
    assert.ok(
      css.includes(`url(${fontName}?v=2#iefix)`) || css.includes(`url("${fontName}?v=2#iefix")`),
      'the font, beside the stylesheet, query and fragment kept',
    );
    assert.match(css, new RegExp(`url\\("?${bannerName.replace('.', '\\.')}"?\\)`));
    assert.match(css, /\.small-icon\{background-image:url\("?data:image\/svg\+xml;base64,/, 'small files are still inlined');
    assert.match(css, /url\(\.\.\/img\/lost\.png\)/, 'a missing file stays as written');
    assert.ok(css.includes(`url(../../../${path.basename(outside)})`), 'the outside file stays as written, not inlined');

    // The offline copy: fonts are precached; an image that large is cached when first shown (pwa/generate-sw.ts).
    const sw = await readFile(path.join(out, 'sw.js'), 'utf8');
    assert.ok(sw.includes(`assets/${fontName}`), 'the font is precached');
    assert.ok(!sw.includes(`assets/${bannerName}`), 'the large image is not precached');

    // In Chromium, under the base URL, the picture is loaded from where the stylesheet says.
    const server = await serveDir(out, { base: '/base/' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const loaded = page.waitForResponse((r) => r.url().endsWith(`/base/assets/${bannerName}`));
      await page.goto(`${server.url}docs/intro`);
      const response = await loaded;
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /image\/svg\+xml/);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(outside, { force: true });
    await site.cleanup();
  }
});

test("a stylesheet's @import of a package's or a relative .css file is inlined with its own url()s, as css-loader does; @site/ names the site root", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/css/custom.css': [
      '.first { color: red; }',
      "@import 'glyphs/font/glyphs.css';",
      '@import url("./parts/print.css") print;',
      "@import './parts/gone.css';",
      '.hero-banner { background-image: url(@site/static/img/wide.svg); }',
      '',
    ].join('\n'),
    'src/css/parts/print.css': '.only-print { background: url(../../img/icon.svg); }\n',
    'src/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    'static/img/wide.svg': BIG_SVG,
    'node_modules/glyphs/package.json': '{"name": "glyphs", "version": "1.0.0"}',
    'node_modules/glyphs/font/glyphs.css':
      '@charset "UTF-8";\n@font-face { font-family: glyphs; src: url("./fonts/glyphs.woff2?abc") format("woff2"); }\n.g-star::before { content: "\\f101"; font-family: glyphs; }\n',
  });
  const font = randomBytes(40 * 1024);
  await mkdir(path.join(site.root, 'node_modules/glyphs/font/fonts'));
  await writeFile(path.join(site.root, 'node_modules/glyphs/font/fonts/glyphs.woff2'), font);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-css-import-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const missing = result.diagnostics.filter((d) => d.code === 'stylesheet-url-missing');
    assert.deepEqual(
      missing.map((d) => [d.position, /@import "\.\/parts\/gone\.css"/.test(d.message)]),
      [[{ file: 'src/css/custom.css', line: 4, column: 1 }, true]],
    );
    const assets = await readdir(path.join(out, 'assets'));
    const fontName = assets.find((f) => /^glyphs-[0-9a-f]{10}\.woff2$/.test(f));
    const wideName = assets.find((f) => /^wide-[0-9a-f]{10}\.svg$/.test(f));
    assert.ok(fontName && wideName, assets.join(' '));
    const css = await readFile(
      path.join(
        out,
        'assets',
        assets.find((f) => /^style-.*\.css$/.test(f))!,
      ),
      'utf8',
    );
    assert.doesNotMatch(css, /@import\s*["']?(glyphs|\.\/parts\/print)/, 'the imports are inlined');
    assert.ok(css.includes(`${fontName}?abc`), 'the package font, beside the stylesheet');
    assert.match(css, /\.g-star:before\{content:"\\f101"/);
    assert.match(
      css,
      /@media print\{\.only-print\{background:url\("?data:image\/svg\+xml;base64,/,
      'the print stylesheet, under its media query, its url() resolved against it',
    );
    assert.ok(css.includes(wideName), '@site/ resolved from the site root');
    assert.match(css, /@import"\.\/parts\/gone\.css"|@import "\.\/parts\/gone\.css"/, 'a missing import stays as written');
    const order = ['.first{', '.g-star:before', '.only-print', '.hero-banner'].map((s) => css.indexOf(s));
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      'in the place of each import',
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// dragonflydb/documentation's custom.css: `url("/website/bg-gradient.png")`, a file of static/. css-loader resolves a
// site path against the static folders in Docusaurus, so it works under the site's base URL (`/docs/`); left as
// written it named nothing under the base URL. A site path with no such file stays as written.
test('a site path url() naming a file of the static folder is that file: inlined or published, right under any base URL', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/css/custom.css': [
      '.small { background-image: url("/website/dot.svg"); }',
      '.large { background-image: url(/website/big.svg); }',
      '.elsewhere { background-image: url(/served/by/the/host.png); }',
      '',
    ].join('\n'),
    'static/website/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    'static/website/big.svg': BIG_SVG,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-css-url-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    const css = await readFile(path.join(out, /href="\/base\/(assets\/style-[^"]+\.css)"/.exec(html)![1]), 'utf8');
    assert.match(css, /\.small\{background-image:url\("?data:image\/svg\+xml;base64,/);
    const big = /\.large\{background-image:url\("?(big-[0-9a-f]+\.svg)"?\)/.exec(css)?.[1];
    assert.ok(big, css.slice(-400));
    assert.equal(await readFile(path.join(out, 'assets', big), 'utf8'), BIG_SVG);
    assert.match(css, /\.elsewhere\{background-image:url\(\/served\/by\/the\/host\.png\)/);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'stylesheet-url-missing'),
      [],
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
