import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

/**
 * A Docusaurus site's look (issue 32 item 4): Infima's variables and classes mean in fe-docs what they mean in
 * Docusaurus. The site's installed Infima is a faithful excerpt of infima/dist/css/default/default.css (its defaults on
 * the root, dark mode, the hero, buttons, grid and spacing utilities, `.tabs`); the site's custom.css sets the
 * variables as Docusaurus' classic template does, plus an icon painted with `--ifm-navbar-link-color`.
 */
const INFIMA = `:root {
  --ifm-color-primary: #3578e5;
  --ifm-color-secondary: #ebedf0;
  --ifm-color-white: #fff;
  --ifm-color-content: #1c1e21;
  --ifm-color-content-inverse: #fff;
  --ifm-font-color-base: var(--ifm-color-content);
  --ifm-font-color-base-inverse: var(--ifm-color-content-inverse);
  --ifm-background-color: transparent;
  --ifm-background-surface-color: var(--ifm-color-content-inverse);
  --ifm-font-family-base: system-ui, sans-serif;
  --ifm-font-family-monospace: monospace;
  --ifm-link-color: var(--ifm-color-primary);
  --ifm-navbar-background-color: var(--ifm-background-surface-color);
  --ifm-navbar-link-color: var(--ifm-font-color-base);
  --ifm-navbar-link-hover-color: var(--ifm-color-primary);
  --ifm-navbar-shadow: 0 1px 2px 0 rgba(0, 0, 0, 0.1);
  --ifm-spacing-vertical: 1rem;
  --ifm-spacing-horizontal: 1rem;
  --ifm-container-width: 1140px;
  --ifm-footer-background-color: #f5f6f7;
  --ifm-footer-color: inherit;
  --ifm-footer-link-color: #444950;
  --ifm-footer-link-hover-color: var(--ifm-color-primary);
  --ifm-footer-padding-horizontal: 2rem;
  --ifm-footer-padding-vertical: 2rem;
  --ifm-footer-title-color: inherit;
  --ifm-color-success-contrast-background: rgb(230, 246, 230);
  --ifm-color-success-contrast-foreground: rgb(0, 49, 0);
  --ifm-color-success-dark: rgb(0, 148, 0);
  --ifm-alert-border-width: 0px;
  --ifm-alert-border-left-width: 5px;
  --ifm-alert-border-radius: 0.4rem;
  --ifm-alert-padding-vertical: 1rem;
  --ifm-alert-padding-horizontal: 1rem;
  --ifm-alert-shadow: none;
  --ifm-code-background: rgb(240, 241, 242);
  --ifm-code-border-radius: 3px;
  --ifm-code-font-size: 90%;
  --ifm-code-padding-vertical: 0.1rem;
  --ifm-code-padding-horizontal: 0.2rem;
  --ifm-heading-line-height: 1.25;
  --ifm-heading-color: inherit;
  --ifm-heading-font-family: var(--ifm-font-family-base);
  --ifm-heading-font-weight: 700;
  --ifm-h1-font-size: 2rem;
  --ifm-h2-font-size: 1.5rem;
  --ifm-font-size-base: 100%;
  --ifm-line-height-base: 1.65;
}
html {
  font: var(--ifm-font-size-base) / var(--ifm-line-height-base) var(--ifm-font-family-base);
}
html[data-theme='dark'] {
  --ifm-color-content: #e3e3e3;
  --ifm-color-content-inverse: #1b1b1d;
  --ifm-background-color: #1b1b1d;
  --ifm-background-surface-color: #242526;
}
a { color: var(--ifm-link-color); }
.container { margin: 0 auto; max-width: var(--ifm-container-width); padding: 0 var(--ifm-spacing-horizontal); width: 100%; }
.row { display: flex; flex-wrap: wrap; margin: 0 calc(var(--ifm-spacing-horizontal) * -1); }
.col { flex: 1 0; max-width: 100%; padding: 0 var(--ifm-spacing-horizontal); width: 100%; }
.col--4 { --ifm-col-width: calc(4 / 12 * 100%); flex: 0 0 var(--ifm-col-width); max-width: var(--ifm-col-width); }
.text--center { text-align: center; }
.margin-bottom--lg { margin-bottom: 2rem !important; }
.hero { align-items: center; background-color: var(--ifm-hero-background-color); color: var(--ifm-hero-text-color); display: flex; padding: 4rem 2rem; }
.hero--primary { --ifm-hero-background-color: var(--ifm-color-primary); --ifm-hero-text-color: var(--ifm-font-color-base-inverse); }
.button { background-color: var(--ifm-button-background-color); border: 2px solid var(--ifm-button-border-color); color: var(--ifm-button-color); display: inline-block; padding: 6px 24px; }
.button--secondary { --ifm-button-background-color: var(--ifm-color-secondary); --ifm-button-border-color: var(--ifm-color-secondary); --ifm-button-color: var(--ifm-font-color-base); }
.tabs { display: flex; margin-bottom: 0; }
.alert--success { --ifm-alert-background-color-highlight: rgba(0, 164, 0, 0.15); --ifm-alert-background-color: var(--ifm-color-success-contrast-background); --ifm-alert-foreground-color: var(--ifm-color-success-contrast-foreground); --ifm-alert-border-color: var(--ifm-color-success-dark); }
.alert { --ifm-code-background: var(--ifm-alert-background-color-highlight); background-color: var(--ifm-alert-background-color); border: var(--ifm-alert-border-width) solid var(--ifm-alert-border-color); border-left-width: var(--ifm-alert-border-left-width); border-radius: var(--ifm-alert-border-radius); box-shadow: var(--ifm-alert-shadow); color: var(--ifm-alert-foreground-color); padding: var(--ifm-alert-padding-vertical) var(--ifm-alert-padding-horizontal); }
h1 { font-size: var(--ifm-h1-font-size); }
h2 { font-size: var(--ifm-h2-font-size); }
.markdown > h2 { --ifm-h2-font-size: 2rem; }
.footer { background-color: var(--ifm-footer-background-color); color: var(--ifm-footer-color); padding: var(--ifm-footer-padding-vertical) var(--ifm-footer-padding-horizontal); }
.footer--dark { --ifm-footer-background-color: #303846; --ifm-footer-color: var(--ifm-footer-link-color); --ifm-footer-link-color: var(--ifm-color-secondary); --ifm-footer-title-color: var(--ifm-color-white); }
`;

const CONFIG = `module.exports = {
  title: 'Lamps', url: 'https://lamps.example', baseUrl: '/',
  presets: [['classic', {theme: {customCss: './src/css/custom.css'}}]],
  themeConfig: {navbar: {items: [
    {to: '/docs/guide/intro', label: 'Docs'},
    {href: 'https://github.com/lamps', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub'},
  ]},
  footer: {style: 'dark', links: [{title: 'More', items: [{label: 'Blog', href: 'https://blog.lamps.example'}]}]}},
};
`;
const CUSTOM_CSS = `:root {
  --ifm-color-primary: rgb(200, 30, 40);
  --ifm-navbar-background-color: rgb(250, 240, 230);
  --ifm-font-family-base: Georgia, serif;
  --ifm-heading-font-weight: 500;
  --ifm-font-size-base: 112.5%;
  --ifm-line-height-base: 1.5;
}
[data-theme='dark'] {
  --ifm-color-primary: rgb(90, 200, 250);
}
.header-github-link::before {
  content: '';
  display: flex;
  width: 24px;
  height: 24px;
  background-color: var(--ifm-navbar-link-color);
}
`;
/** The classic template's home page: a hero with a button, a container with a row of columns. */
const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Home() {
  return (
    <Layout title="Lamps">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Lamps</h1>
          <Link className="button button--secondary button--lg" to="/docs/guide/intro">Start</Link>
        </div>
      </header>
      <main>
        <div className="container text--center margin-bottom--lg">
          <div className="row">
            <div className="col col--4">One</div>
            <div className="col col--4">Two</div>
            <div className="col col--4">Three</div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
`;
const TABS_DOC = `# Intro

Light the [lamp](./more).

## Wick

:::tip

Keep the wick short.

:::

\`\`\`js title="lamp.js"
const lamp = 1;
\`\`\`

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs>
  <TabItem value="oil" label="Oil">Pour the oil.</TabItem>
  <TabItem value="gas" label="Gas">Open the valve.</TabItem>
</Tabs>
`;

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'node_modules/infima/dist/css/default/default.css': INFIMA,
      'src/css/custom.css': CUSTOM_CSS,
      'src/pages/index.js': HOME,
      'docs/guide/intro.mdx': TABS_DOC,
      'docs/guide/more.md':
        '# More\n\nTrim the `wick`.\n\n| Oil | Hours | Cost |\n| --- | ---: | :-: |\n| Olive | 8 | 2 |\n\n:::tip\n\nUse `olive` oil.\n\n:::\n',
      'blog/2024-01-02-oil.md': '---\ntitle: Oil\n---\n\nWhich oil burns best.\n',
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("a Docusaurus home page's hero, button, container and columns look as Infima and the site's custom.css make them", async () => {
  const { page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url);
  const facts = await page.evaluate(() => {
    const style = (sel: string) => getComputedStyle(document.querySelector(sel));
    const box = (sel: string) => document.querySelector(sel).getBoundingClientRect();
    return {
      heroBg: style('header.hero').backgroundColor,
      heroColor: style('header.hero').color,
      heroWidth: box('header.hero').width,
      heroBottom: box('header.hero').bottom,
      mainTop: box('.hero ~ main').top,
      buttonBg: style('.hero .button').backgroundColor,
      columns: [...document.querySelectorAll('.row > .col')].map((c: { getBoundingClientRect(): { top: number } }) =>
        Math.round(c.getBoundingClientRect().top),
      ),
      centered: style('main .container').textAlign,
      margin: style('main .container').marginBottom,
      font: style('main .col').fontFamily,
    };
  });
  assert.equal(facts.heroBg, 'rgb(200, 30, 40)', `the hero has the site's primary colour: ${JSON.stringify(facts)}`);
  assert.equal(facts.heroColor, 'rgb(255, 255, 255)');
  assert.equal(facts.buttonBg, 'rgb(235, 237, 240)', "the secondary button has Infima's secondary colour");
  assert.ok(facts.heroWidth >= 1270, `the hero spans the page: ${facts.heroWidth}`);
  assert.ok(facts.mainTop >= facts.heroBottom - 1, `the hero is above the page's main, not beside it: ${JSON.stringify(facts)}`);
  assert.equal(new Set(facts.columns).size, 1, `the columns sit in one row: ${facts.columns}`);
  assert.equal(facts.centered, 'center');
  assert.equal(facts.margin, '36px'); // 2rem at the site's 18px
  assert.match(facts.font, /^Georgia/, "the site's --ifm-font-family-base is the page's font");
  assert.deepEqual(errors, []);
});

test("a table's header cells are centred, as Infima leaves them, and a column's own alignment holds", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/guide/more');
  const aligns = await page.evaluate(() => [...document.querySelectorAll('main table th, main table td')].map((c) => getComputedStyle(c).textAlign));
  assert.deepEqual(aligns, ['center', 'right', 'center', 'left', 'right', 'center']);
  assert.deepEqual(errors, []);
});

test("a blog post's title has theme-classic's size", async () => {
  const { page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url + 'blog/2024/01/02/oil');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('article.blog-post h1')).fontSize), '54px'); // 3rem at the site's 18px
  assert.deepEqual(errors, []);
});

test("fe-docs' navbar, footer and content take the site's Infima variables, in both colour modes; fe-docs' Tabs keep their layout", async () => {
  const { page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url + 'docs/guide/intro');
  const probe = () =>
    page.evaluate(() => {
      const style = (sel: string, pseudo?: string) => getComputedStyle(document.querySelector(sel), pseudo);
      return {
        contentLink: style('main p a').color,
        text: [style('main p').fontSize, style('main p').lineHeight, style('.doc-sidebar .menu__link').fontSize],
        navbarBg: style('header.navbar').backgroundColor,
        navbarLink: style('header.navbar .navbar-link:not(.active)').color,
        activeLink: style('header.navbar .navbar-link.active').color,
        icon: style('header.navbar .header-github-link', '::before').backgroundColor,
        tabs: style('div.tabs.tabs-container').display,
        title: style('main h1').fontSize,
        titleWeight: style('main h1').fontWeight,
        h2: style('main .markdown h2').fontSize,
        sidebar: document.querySelector('aside.doc-sidebar').getBoundingClientRect().width,
        tipBg: style('.theme-admonition-tip').backgroundColor,
        tipBorder: style('.theme-admonition-tip').borderLeftColor,
        tipText: style('.theme-admonition-tip').color,
        codeTitle: style('.code-title').color,
        codeText: style('.code-block .shiki').color,
        footerBg: style('footer.footer').backgroundColor,
        footerTitle: style('footer.footer h2').color,
        footerLink: style('footer.footer a').color,
      };
    });
  const light = await probe();
  assert.equal(light.contentLink, 'rgb(200, 30, 40)', `content links have the site's primary colour: ${JSON.stringify(light)}`);
  assert.deepEqual(light.text, ['18px', '27px', '18px'], "text has the site's --ifm-font-size-base and --ifm-line-height-base, set on <html>");
  assert.equal(light.navbarBg, 'rgb(250, 240, 230)', "the navbar has the site's --ifm-navbar-background-color");
  assert.equal(light.navbarLink, 'rgb(28, 30, 33)', "navbar links have Infima's --ifm-navbar-link-color");
  assert.equal(light.activeLink, 'rgb(200, 30, 40)', "the active navbar link has Infima's hover colour, the primary");
  assert.equal(light.icon, 'rgb(28, 30, 33)', 'an icon painted with --ifm-navbar-link-color is visible');
  assert.equal(light.title, '54px', "the doc title has Infima's size (`.markdown h1:first-child` in theme-classic's markup)");
  assert.equal(light.titleWeight, '500', "the site's --ifm-heading-font-weight");
  assert.equal(light.h2, '36px', "a content h2 has Infima's `.markdown > h2` size");
  assert.equal(Math.round(light.sidebar), 300, "the docs sidebar has theme-classic's width");
  assert.deepEqual(
    [light.tipBg, light.tipBorder, light.tipText],
    ['rgb(230, 246, 230)', 'rgb(0, 148, 0)', 'rgb(0, 49, 0)'],
    "a tip admonition has Infima's success alert colours",
  );
  assert.equal(light.codeTitle, light.codeText, "a code block's title has the code theme's text colour");
  assert.equal(light.footerBg, 'rgb(48, 56, 70)', "the dark footer has Infima's .footer--dark background");
  assert.equal(light.footerTitle, 'rgb(255, 255, 255)', '…its title colour');
  assert.equal(light.footerLink, 'rgb(235, 237, 240)', '…and its link colour');
  assert.equal(light.tabs, 'block', "Infima's .tabs (a tab list) does not lay out fe-docs' Tabs wrapper");
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await probe();
  assert.equal(dark.contentLink, 'rgb(90, 200, 250)', `dark mode has the site's dark primary colour: ${JSON.stringify(dark)}`);
  assert.equal(dark.navbarBg, 'rgb(250, 240, 230)', "the site's navbar background stays (set on :root only)");
  assert.equal(dark.navbarLink, 'rgb(227, 227, 227)', "navbar links follow Infima's dark text colour");
  assert.deepEqual(errors, []);
});

test("inline code has Infima's look with the site's --ifm-code-* values, and an admonition's the alert's highlight", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/guide/more');
  const look = await page.evaluate(() => {
    const code = (sel: string) => {
      const s = getComputedStyle(document.querySelector(sel));
      return [s.backgroundColor, s.borderTopLeftRadius].join(' ');
    };
    return { prose: code('.markdown > p > code'), tip: code('.theme-admonition code') };
  });
  assert.equal(look.prose, 'rgb(240, 241, 242) 3px');
  assert.equal(look.tip, 'rgba(0, 164, 0, 0.15) 3px');
  assert.deepEqual(errors, []);
});
