import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { newPage, serveFixture, type ServedSite } from '../e2e/client/fixtures.js';

/**
 * graphql-kotlin's home page is `<Redirect to="/graphql-kotlin/docs" />` (`@docusaurus/router`): Docusaurus' client
 * router follows it, fe-docs wrote an empty page. The redirect is written into the page (a refresh, and a link).
 */
const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Hops', url: 'https://hops.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],
};
`,
  'docs/intro.md': '# Intro\n\nThe docs.\n',
  'src/pages/index.js': `import { Redirect } from '@docusaurus/router';
export default function Home() {
  return <Redirect to="/docs/intro" />;
}
`,
  'src/pages/later.js': `import React from 'react';
import Layout from '@theme/Layout';
import { Redirect } from '@docusaurus/router';
export default function Later() {
  return <Layout title="Later"><Redirect to={{ pathname: '/docs/intro', hash: '#top' }} /></Layout>;
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

test('a page rendering <Redirect to> sends the browser there, without and with a Layout', async () => {
  const { page, context, errors } = await newPage(browser);
  for (const [from, to] of [
    ['', 'docs/intro'],
    ['later', 'docs/intro#top'],
  ]) {
    await page.goto(site.url + from);
    await page.waitForURL(site.url + to);
    assert.equal(await page.textContent('h1'), 'Intro', from);
  }
  // Where the refresh is not followed, the page links to the target.
  const html = await (await fetch(site.url + 'later')).text();
  assert.match(html, /<head>.*<meta http-equiv="refresh" content="0; url=\/docs\/intro#top"\/?>.*<\/head>/s);
  assert.match(html, /<a href="\/docs\/intro#top">/);
  assert.deepEqual(errors, []);
  await context.close();
});
