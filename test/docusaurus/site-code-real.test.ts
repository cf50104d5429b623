import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../src/index.js';

const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'sites', 'dz-real-site-code');

/**
 * `dz-real-site-code`: site code as keploy and answer write it, built as Docusaurus builds it. SVG files imported by
 * components and MDX are SVGR components (the SVG inline, props on `<svg>`), a CommonJS component `require`s React,
 * a component `require`s an image whose path is built at run time under `@site/static/…` (webpack's context module),
 * a partial is imported inside `<details>`, and the docs use `hide_title` and `displayed_sidebar`.
 */
describe('dz-real-site-code: SVG components, CommonJS, run-time require, hide_title, displayed_sidebar', () => {
  let tmp: string;
  let out: string;
  let result: BuildResult;
  const page = (url: string) => readFile(path.join(out, url, 'index.html'), 'utf8');
  const main = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? assert.fail('no <main>');

  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-code-'));
    out = path.join(tmp, 'site');
    result = await build({ root: FIXTURE, outDir: out });
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('builds with no error and no warning about the site code', () => {
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error' || d.code !== 'pwa-icon').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    assert.equal(result.ok, true);
  });

  test('an SVG a component imports renders inline, with the props given on <svg> (SVGR)', async () => {
    const intro = main(await page('docs/intro'));
    // From the static folder (keploy's GlossaryCard): `className` replaces the file's class, `size` is an attribute.
    assert.match(
      intro,
      /<a href="\/docs\/replay" class="lantern-card"><span>Replay<\/span><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lantern-card-arrow" size="22"><path d="M7 7h10v10"><\/path><path d="M7 17 17 7"><\/path><\/svg><\/a>/,
    );
    // From outside the static folder (src/img): also inline.
    assert.match(
      intro,
      /<span class="lantern-badge"><svg [^>]*viewBox="0 0 10 10" aria-hidden="true" width="12" height="12"><polygon [^>]*fill="currentColor"><\/polygon><\/svg>New<\/span>/,
    );
    assert.doesNotMatch(intro, /<img[^>]*\.svg/);
    // A React page gets the same component.
    assert.match(main(await page('covers')), /<a href="\/docs\/intro" class="lantern-card"><span>Intro<\/span><svg [^>]*class="lantern-card-arrow" size="22">/);
  });

  test('an SVG an MDX file imports is a component too: title and titleId make its <title>, ReactComponent the same', async () => {
    const diagram = main(await page('docs/diagram'));
    const svgs = diagram.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
    assert.equal(svgs.length, 2, diagram);
    assert.match(svgs[0], /^<svg [^>]*viewBox="0 0 40 20"[^>]*aria-labelledby="lantern-diagram-title" class="lantern-diagram">/);
    assert.match(svgs[0], /<title id="lantern-diagram-title">How Lantern works<\/title>/);
    assert.doesNotMatch(svgs[0], /Old title/);
    // React's names become SVG's attributes again; the XML declaration and comments are gone.
    assert.match(svgs[0], /<stop offset="0" stop-color="#fc0"><\/stop>/);
    assert.match(svgs[0], /<use xlink:href="#glow"><\/use>/);
    assert.match(svgs[0], /style="stroke:#333;stroke-width:1"/);
    assert.doesNotMatch(diagram, /<\?xml|A diagram of the flow/);
    // Without a title prop, the file's own <title> stays; the props given replace the file's width and height.
    assert.match(svgs[1], /^<svg [^>]*viewBox="0 0 40 20" width="16" height="16"><title>Old title<\/title>/);
  });

  test('a CommonJS component that requires React renders', async () => {
    assert.match(main(await page('docs/intro')), /<p class="lantern-legacy">Still here<\/p>/);
  });

  test('require() of `@site/static/img/covers/${cover}` picks the file at run time, in subfolders too', async () => {
    const intro = main(await page('docs/intro'));
    const urls = [...intro.matchAll(/background-image:url\(([^)]+)\)/g)].map((m) => m[1]);
    assert.equal(urls.length, 2, intro);
    assert.match(urls[0], /first[^/]*\.png$/);
    assert.match(urls[1], /second[^/]*\.png$/);
    for (const u of urls) assert.ok(existsSync(path.join(out, decodeURI(u))), `${u} is not in the output`);
    // In a React page: the file's URL in the static folder.
    const covers = main(await page('covers'));
    assert.match(covers, /background-image:url\(\/img\/covers\/first\.png\)/);
    assert.ok(existsSync(path.join(out, 'img', 'covers', 'first.png')));
  });

  test('a partial imported inside <details> renders there', async () => {
    assert.match(
      main(await page('docs/replay')),
      /<details><summary>With the Go test runner<\/summary><p>Run <code>go test \.\/\.\.\.<\/code> with the <code>LANTERN_REPLAY<\/code> variable set\.<\/p><\/details>/,
    );
  });

  test('hide_title: no title above the doc, but a `# Title` written in the content still shows', async () => {
    const hidden = main(await page('docs/hidden'));
    assert.doesNotMatch(hidden, /<h1/);
    assert.match(hidden, /This page shows no title of its own/);
    assert.match(await page('docs/hidden'), /<title>Hidden title \| Lantern<\/title>/);
    const own = main(await page('docs/own-title'));
    assert.equal(own.match(/<h1/g)?.length, 1);
    assert.match(own, /<h1>A title written in the page<\/h1>/);
  });

  test('displayed_sidebar: the named sidebar is shown, with no prev/next where the doc is not in it', async () => {
    const sidebarOf = (html: string) => /data-sidebar="([^"]+)"/.exec(html)?.[1];
    assert.equal(sidebarOf(await page('docs/intro')), 'default/current/guide');
    // In no sidebar: Docusaurus shows the one named.
    const filters = await page('docs/filters');
    assert.equal(sidebarOf(filters), 'default/current/reference');
    assert.match(filters, /<a href="\/docs\/reference\/api" class="menu-link menu__link">API<\/a>/);
    assert.doesNotMatch(filters, /class="paginator/);
    // Listed in `guide`, shown with `reference`: that sidebar, and no pagination (it is not one of its items).
    const moved = await page('docs/moved');
    assert.equal(sidebarOf(moved), 'default/current/reference');
    assert.doesNotMatch(moved, /class="paginator/);
    // `null`: no sidebar at all.
    const standalone = await page('docs/standalone');
    assert.equal(sidebarOf(standalone), undefined);
    assert.match(main(standalone), /<h1>Standalone<\/h1>/);
    // The guide's pagination still goes through the moved doc, as Docusaurus' does.
    assert.match(await page('docs/own-title'), /<a href="\/docs\/moved" class="paginator-link paginator-next"/);
  });
});
