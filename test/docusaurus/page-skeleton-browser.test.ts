import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { documentIsMarked, markDocument, newPage, serveFixture, type ServedSite } from '../e2e/client/fixtures.js';

/**
 * Docusaurus' page skeleton in the browser: a site's stylesheet reaches it (kysely's fixed navbar leaves its space as
 * `#__docusaurus { padding-top }`), and the `<html>` classes of the page kind and the Layout wrapper's page class follow
 * the page on a client-side navigation, as Docusaurus' helmet and Layout make them follow its routes.
 */
const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kiln', url: 'https://kiln.example', baseUrl: '/',
  presets: [['classic', {theme: {customCss: './src/css/custom.css'}}]],
};
`,
  'src/css/custom.css': '#__docusaurus {\n  padding-top: 11px;\n}\n.blog-wrapper .main-wrapper {\n  outline: 3px solid rgb(1, 2, 3);\n}\n',
  'docs/intro.md': '# Intro\n\nRead [the firing](/blog/raku).\n',
  'blog/2024-03-01-raku.md': '---\ntitle: Raku firing\nslug: raku\n---\n\nBack to [the intro](/docs/intro) or [home](/).\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function Home() {
  return <Layout title="Home" wrapperClassName="homepage"><main><h1>Kiln</h1><Link to="/docs/intro">Docs</Link></main></Layout>;
}
`,
};

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveFixture(SITE)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const DOC = ['docs-wrapper', 'plugin-docs', 'plugin-id-default', 'docs-version-current', 'docs-doc-page', 'docs-doc-id-intro'];
const POST = ['blog-wrapper', 'blog-post-page', 'plugin-blog', 'plugin-id-default'];

test("the site's stylesheet reaches the #__docusaurus root and the page kind's classes", async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(site.url + 'blog/raku');
  const facts = await page.evaluate(() => ({
    padding: getComputedStyle(document.getElementById('__docusaurus')).paddingTop,
    outline: getComputedStyle(document.querySelector('.main-wrapper')).outlineColor,
  }));
  assert.deepEqual(facts, { padding: '11px', outline: 'rgb(1, 2, 3)' });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the <html> classes and the main wrapper's page class follow a client-side navigation; a script's class stays", async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/intro');
  const html = () => page.evaluate(() => [...document.documentElement.classList] as string[]);
  const wrapper = () => page.evaluate(() => document.querySelector('.main-wrapper').className as string);
  assert.deepEqual(await html(), DOC);
  await markDocument(page);
  // A class a script put on <html> (as the search dialog's `search-open`) is not the page's: it stays.
  await page.evaluate(() => document.documentElement.classList.add('kept-by-script'));

  await page.click('main a[href="/blog/raku"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Raku firing');
  assert.ok(await documentIsMarked(page), 'a client-side navigation');
  assert.deepEqual((await html()).sort(), [...POST, 'kept-by-script'].sort());
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.main-wrapper')).outlineColor), 'rgb(1, 2, 3)');

  await page.click('main a[href="/"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Kiln');
  assert.ok(await documentIsMarked(page));
  assert.deepEqual((await html()).sort(), ['kept-by-script', 'plugin-id-default', 'plugin-pages']);
  assert.equal(await wrapper(), 'theme-layout-main main-wrapper homepage');

  await page.click('main a[href="/docs/intro"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Intro');
  assert.ok(await documentIsMarked(page));
  assert.deepEqual((await html()).sort(), [...DOC, 'kept-by-script'].sort());
  assert.equal(await wrapper(), 'theme-layout-main main-wrapper');
  assert.equal(await page.evaluate(() => document.querySelectorAll('#__docusaurus, .main-wrapper').length), 2);

  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Kiln');
  assert.equal(await wrapper(), 'theme-layout-main main-wrapper homepage');
  assert.deepEqual(errors, []);
  await context.close();
});
