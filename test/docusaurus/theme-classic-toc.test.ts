import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle, innerHeight, location, scrollTo, window } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, markDocument, documentIsMarked, type ServedSite } from '../e2e/client/fixtures.js';

// A Docusaurus-shaped site whose swizzled DocItem (keploy's shape: `props.content`, both TOCs, `useWindowSize`) renders
// theme-classic's TOC and TOCCollapsible. Its node_modules holds small stand-ins of theme-common and theme-classic
// with their markup, class names and lazy Collapsible (nothing in a collapsed lazy one until it is opened).
const CONFIG =
  "module.exports = {title: 'Hives', url: 'https://hives.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};\n";

const THEME_COMMON = `import React, {useCallback, useState} from 'react';

export const ThemeClassNames = {docs: {docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop', docMarkdown: 'theme-doc-markdown'}};

export function useWindowSize() {
  return 'ssr';
}

export function useCollapsible({initialState}) {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return {collapsed, setCollapsed, toggleCollapsed};
}

/** Lazy and collapsed: not mounted until first opened (after hydration, in Docusaurus). */
export function Collapsible({lazy, collapsed, as: As = 'div', className, children}) {
  if (lazy && collapsed) return null;
  return <As className={className}>{children}</As>;
}
`;

const TOC_ITEMS = `import React from 'react';

export default function TOCItems({toc, className = 'table-of-contents table-of-contents__left-border', linkClassName = 'table-of-contents__link', minHeadingLevel = 2, maxHeadingLevel = 3}) {
  const items = toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <ul className={className}>
      {items.map((t) => (
        <li key={t.id}>
          <a href={'#' + t.id} className={linkClassName} dangerouslySetInnerHTML={{__html: t.value}} />
        </li>
      ))}
    </ul>
  );
}
`;

const TOC = `import React from 'react';
import TOCItems from '@theme/TOCItems';
import styles from './styles.module.css';

export default function TOC({className, ...props}) {
  return (
    <div className={[styles.tableOfContents, 'thin-scrollbar', className].join(' ')}>
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" />
    </div>
  );
}
`;
const TOC_CSS = `.tableOfContents { position: sticky; top: 5rem; }
@media (max-width: 996px) {
  .tableOfContents { display: none; }
}
`;

const COLLAPSIBLE = `import React from 'react';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import styles from './styles.module.css';

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}) {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  return (
    <div className={[styles.tocCollapsible, !collapsed && styles.tocCollapsibleExpanded, className].filter(Boolean).join(' ')}>
      <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} />
      <Collapsible lazy className={styles.tocCollapsibleContent} collapsed={collapsed}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </Collapsible>
    </div>
  );
}
`;
const COLLAPSIBLE_CSS = `.tocCollapsible { margin: 1rem 0; }
.tocCollapsibleContent a { display: block; }
.tocCollapsibleExpanded { transform: none; }
`;
const COLLAPSE_BUTTON = `import React from 'react';
import styles from './styles.module.css';

export default function CollapseButton({collapsed, ...props}) {
  return (
    <button type="button" {...props} className={['clean-btn', styles.tocCollapsibleButton, !collapsed && styles.tocCollapsibleButtonExpanded].filter(Boolean).join(' ')}>
      Sections of this page
    </button>
  );
}
`;
const COLLAPSE_BUTTON_CSS = `.tocCollapsibleButton { width: 100%; }
.tocCollapsibleButton::after { content: 'v'; display: inline-block; transform: rotate(180deg); }
.tocCollapsibleButtonExpanded::after { transform: none; }
`;

const DOC_ITEM = `import React from 'react';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import MDXContent from '@theme/MDXContent';
import {ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function DocItem(props) {
  const {content: DocContent} = props;
  const {metadata, frontMatter, toc} = DocContent;
  const windowSize = useWindowSize();
  const canRenderTOC = !frontMatter.hide_table_of_contents && toc && toc.length > 0;
  const renderTocDesktop = canRenderTOC && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <div className="row">
      <div className={'col ' + styles.docItemCol}>
        <article>
          {canRenderTOC && <TOCCollapsible toc={toc} className={ThemeClassNames.docs.docTocMobile + ' ' + styles.tocMobile} />}
          <div className={ThemeClassNames.docs.docMarkdown + ' markdown'}>
            {typeof DocContent.contentTitle === 'undefined' && <header><h1>{metadata.title}</h1></header>}
            <MDXContent><DocContent /></MDXContent>
          </div>
        </article>
      </div>
      {renderTocDesktop && (
        <div className="col col--3">
          <TOC toc={toc} className={ThemeClassNames.docs.docTocDesktop} />
        </div>
      )}
    </div>
  );
}
`;
const DOC_ITEM_CSS = `@media (min-width: 997px) {
  .tocMobile { display: none; }
}
`;

const FILL =
  'A colony keeps its brood warm through the winter by clustering around the queen and shivering its wing muscles. Beekeepers leave enough honey on the hive for this. ';
const section = (title: string, paras: number) => `${title}\n\n${(FILL.repeat(4) + '\n\n').repeat(paras)}`;
const LONG_DOC = [
  '# Wintering a hive',
  section('', 4),
  section('## Checking the stores', 3),
  section('### Weighing by hand', 3),
  section('## Insulating the box', 3),
  section('## Ventilation', 3),
  section('## Spring inspection', 8),
].join('\n\n');

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': "module.exports = {hives: ['intro', 'wintering']};\n",
  'docs/intro.md': '# Keeping bees\n\nStart with [wintering a hive](./wintering.md).\n',
  'docs/wintering.md': LONG_DOC,
  'src/theme/DocItem/index.js': DOC_ITEM,
  'src/theme/DocItem/styles.module.css': DOC_ITEM_CSS,
  'node_modules/@docusaurus/theme-common/package.json': '{"name": "@docusaurus/theme-common", "version": "3.9.2", "main": "lib/index.js"}\n',
  'node_modules/@docusaurus/theme-common/lib/index.js': THEME_COMMON,
  'node_modules/@docusaurus/theme-classic/package.json': '{"name": "@docusaurus/theme-classic", "version": "3.9.2", "main": "lib/index.js"}\n',
  'node_modules/@docusaurus/theme-classic/lib/index.js': "module.exports = function themeClassic() {\n  return {name: 'docusaurus-theme-classic'};\n};\n",
  'node_modules/@docusaurus/theme-classic/lib/theme/TOCItems/index.js': TOC_ITEMS,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOC/index.js': TOC,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOC/styles.module.css': TOC_CSS,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOCCollapsible/index.js': COLLAPSIBLE,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOCCollapsible/styles.module.css': COLLAPSIBLE_CSS,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOCCollapsible/CollapseButton/index.js': COLLAPSE_BUTTON,
  'node_modules/@docusaurus/theme-classic/lib/theme/TOCCollapsible/CollapseButton/styles.module.css': COLLAPSE_BUTTON_CSS,
};

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveFixture(FILES)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** The ids of the desktop TOC's highlighted links. */
const activeIds = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link--active')].map((a: any) => a.hash.slice(1)));

/** Scroll so that the heading's top is `offset` px below the viewport's top, then wait for the highlight to be `ids`. */
async function scrollHeadingTo(page: Page, id: string, offset: number, ids: string[]) {
  await page.evaluate(([id, offset]) => scrollTo(0, document.getElementById(id).getBoundingClientRect().top + window.scrollY - (offset as number)), [
    id,
    offset,
  ] as const);
  await page.waitForFunction(
    (want) =>
      JSON.stringify([...document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link--active')].map((a: any) => a.hash.slice(1))) === want,
    JSON.stringify(ids),
  );
  assert.deepEqual(await activeIds(page), ids);
}

test("theme-classic's TOC highlights the section being read, by useTOCHighlight's rule", async () => {
  const { page, errors } = await newPage(browser, { width: 1280, height: 800 });
  await page.goto(site.url + 'docs/wintering');
  const shape = await page.evaluate(() => ({
    links: [...document.querySelectorAll('.theme-doc-toc-desktop a')].map((a: any) => a.className + ' ' + a.hash),
    desktopShown: getComputedStyle(document.querySelector('.theme-doc-toc-desktop')).display !== 'none',
    mobileShown: getComputedStyle(document.querySelector('.theme-doc-toc-mobile')).display !== 'none',
    navbar: document.querySelector('.navbar').clientHeight,
  }));
  assert.deepEqual(shape.links, [
    'table-of-contents__link toc-highlight #checking-the-stores',
    'table-of-contents__link toc-highlight #weighing-by-hand',
    'table-of-contents__link toc-highlight #insulating-the-box',
    'table-of-contents__link toc-highlight #ventilation',
    'table-of-contents__link toc-highlight #spring-inspection',
  ]);
  assert.equal(shape.desktopShown, true);
  assert.equal(shape.mobileShown, false, 'the collapsible TOC is hidden at desktop width (the DocItem CSS)');
  assert.ok(shape.navbar > 0);
  // At the top, the first heading is below the viewport's top half: nothing is active (Docusaurus issue 5318).
  assert.ok(await page.evaluate(() => document.getElementById('checking-the-stores').getBoundingClientRect().top > innerHeight / 2));
  await scrollHeadingTo(page, 'ventilation', 2 * shape.navbar, ['ventilation']);
  // Just under the navbar, in the top half: that heading.
  await scrollHeadingTo(page, 'insulating-the-box', shape.navbar + 10, ['insulating-the-box']);
  // Scrolled above the navbar line while the next heading is still in the lower half: the one above stays active.
  await scrollHeadingTo(page, 'insulating-the-box', -100, ['insulating-the-box']);
  // The next heading comes into the top half: it takes over.
  await page.evaluate(() => scrollTo(0, document.getElementById('ventilation').getBoundingClientRect().top + window.scrollY - innerHeight / 3));
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a.table-of-contents__link--active')?.hash === '#ventilation');
  // The h3 (in the TOC's levels) is a section of its own.
  await scrollHeadingTo(page, 'weighing-by-hand', shape.navbar + 20, ['weighing-by-hand']);
  // Past the last heading (no heading under the navbar): the last one.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a.table-of-contents__link--active')?.hash === '#spring-inspection');
  assert.deepEqual(await activeIds(page), ['spring-inspection']);
  // Back to the top: nothing active again.
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('a.table-of-contents__link--active'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the collapsible TOC opens and closes by mouse and keyboard; at phone width the desktop TOC is hidden', async () => {
  const { page, errors } = await newPage(browser, { width: 375, height: 740 });
  await page.goto(site.url + 'docs/wintering');
  const state = () =>
    page.evaluate(() => {
      const box = document.querySelector('.theme-doc-toc-mobile');
      const button = box.querySelector('button');
      const content = box.querySelector('[class*="tocCollapsibleContent"]');
      return {
        expanded: button.getAttribute('aria-expanded'),
        boxExpanded: [...box.classList].some((c: string) => c.startsWith('tocCollapsibleExpanded_')),
        buttonExpanded: [...button.classList].some((c: string) => c.startsWith('tocCollapsibleButtonExpanded_')),
        contentShown: !!content && getComputedStyle(content).display !== 'none' && content.getBoundingClientRect().height > 0,
        links: content ? [...content.querySelectorAll('a')].map((a: any) => a.className + ' ' + a.hash) : [],
        desktopShown: getComputedStyle(document.querySelector('.theme-doc-toc-desktop')).display !== 'none',
        buttonShown: button.getBoundingClientRect().height > 0,
      };
    });
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') === 'false');
  const closed = await state();
  assert.deepEqual(closed, {
    expanded: 'false',
    boxExpanded: false,
    buttonExpanded: false,
    contentShown: false,
    // Rendered at build time, hidden: TOCItems' own link class (TOCCollapsible's links are not highlighted).
    links: [
      'table-of-contents__link #checking-the-stores',
      'table-of-contents__link #weighing-by-hand',
      'table-of-contents__link #insulating-the-box',
      'table-of-contents__link #ventilation',
      'table-of-contents__link #spring-inspection',
    ],
    desktopShown: false,
    buttonShown: true,
  });
  await page.click('.theme-doc-toc-mobile button');
  assert.deepEqual(await state(), { ...closed, expanded: 'true', boxExpanded: true, buttonExpanded: true, contentShown: true });
  // A link inside it goes to its section.
  await page.click('.theme-doc-toc-mobile a[href="#ventilation"]');
  await page.waitForFunction(() => location.hash === '#ventilation');
  // Keyboard: Enter closes, Space opens.
  await page.focus('.theme-doc-toc-mobile button');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-mobile button').getAttribute('aria-expanded') === 'false');
  assert.deepEqual(await state(), closed);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-mobile button').getAttribute('aria-expanded') === 'true');
  assert.equal((await state()).contentShown, true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('after a client-side navigation to a page with theme-classic TOC markup, it works there too', async () => {
  const { page, errors } = await newPage(browser, { width: 1280, height: 800 });
  // The TOC page's CSP lists hashes (its collapsible's style attribute) the intro's lacks, and a <meta> policy binds the
  // document it loaded with: the router loads it in full from the intro. Loaded first, its policy covers the intro's,
  // so both navigations below are client-side.
  await page.goto(site.url + 'docs/wintering');
  await markDocument(page);
  await page.click('nav a[href$="/docs/intro"]');
  await page.waitForFunction(() => !document.querySelector('.theme-doc-toc-desktop'));
  assert.equal(await documentIsMarked(page), true, 'a client-side navigation to the intro');
  // The page has no such markup.
  assert.equal(await page.evaluate(() => document.querySelectorAll('a.toc-highlight').length), 0);
  await page.click('main a[href$="/docs/wintering"]');
  await page.waitForFunction(() => !!document.querySelector('.theme-doc-toc-desktop'));
  assert.equal(await documentIsMarked(page), true, 'a client-side navigation');
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a.table-of-contents__link--active')?.hash === '#spring-inspection');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the highlight follows the body when the site's CSS makes it the scroller (keploy's `html, body { overflow-x: hidden }`)", async () => {
  const { page, errors } = await newPage(browser, { width: 1280, height: 800 });
  await page.goto(site.url + 'docs/wintering');
  // What keploy's stylesheet does, with a full-height body: the window no longer scrolls, the body does.
  await page.evaluate(() => {
    for (const el of [document.documentElement, document.body]) {
      el.style.overflowX = 'hidden';
      el.style.height = '100%';
    }
  });
  const scrollsBody = await page.evaluate(() => {
    document.body.scrollTop = 500;
    return document.body.scrollTop > 0 && window.scrollY === 0;
  });
  assert.equal(scrollsBody, true);
  await page.evaluate(() => (document.body.scrollTop = document.body.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a.table-of-contents__link--active')?.hash === '#spring-inspection');
  await page.evaluate(() => {
    const h = document.getElementById('insulating-the-box');
    document.body.scrollTop += h.getBoundingClientRect().top - 150;
  });
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a.table-of-contents__link--active')?.hash === '#insulating-the-box');
  assert.deepEqual(errors, []);
  await page.context().close();
});
