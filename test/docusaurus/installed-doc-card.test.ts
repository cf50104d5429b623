import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';

// Issue 32 ("use Docusaurus' own packages where fe-docs would guess"), openapi-docs-demo: 33 docs import
// `@theme/DocCardList` and give it `useCurrentSidebarCategory().items`. theme-classic 3.10 rewrote `@theme/DocCard`
// (a leading emoji taken from the label, '🗃' for a category, the icon and the title as two elements of the `h2`);
// fe-docs rendered its own copy of the older markup ("📄️ Title"). With theme-classic installed, the cards are its own
// components, whatever its version. Packages: test/docusaurus-packages (Docusaurus 3.10.2), from the repository's root.
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));

const SIDEBARS = `module.exports = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Pets',
      link: {type: 'doc', id: 'pet'},
      items: ['add-pet', 'find-pet', {type: 'category', label: 'More', items: ['more/one', 'more/two']}, {type: 'link', label: 'Elsewhere', href: 'https://example.com/pets'}],
    },
    {type: 'category', label: 'Stores', link: {type: 'doc', id: 'stores/index'}, items: ['stores/order', 'stores/inventory']},
    {type: 'category', label: 'Users', link: {type: 'generated-index', description: 'Who buys pets.'}, items: ['users/create', {type: 'category', label: '👥 Groups', items: ['users/group']}]},
  ],
};
`;

const PET = `---
title: Pets
---
import DocCardList from '@theme/DocCardList';
import {useCurrentSidebarCategory} from '@docusaurus/theme-common';

Everything about your pets.

<DocCardList items={useCurrentSidebarCategory().items}/>
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {title: 'Pets', url: 'https://pets.example', baseUrl: '/shop/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false}]]};\n`,
  'package.json': '{"name": "pets", "private": true}\n',
  'sidebars.js': SIDEBARS,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/pet.mdx': PET,
  'docs/add-pet.md': '---\ndescription: Add a new pet to the store inventory.\n---\n# Add a new pet\n\nPost it.\n',
  'docs/find-pet.md': '---\nsidebar_label: 🐶 Find a pet\n---\n# Find a pet\n\nGet it.\n',
  'docs/more/one.md': '# One\n\nOne.\n',
  'docs/more/two.md': '# Two\n\nTwo.\n',
  // Imported, without items: the current sidebar category's.
  'docs/stores/index.mdx': "# Stores\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  'docs/stores/order.md': '# Place an order\n\nOrder.\n',
  'docs/stores/inventory.md': '# Inventory\n\nCount.\n',
  'docs/users/create.md': '---\ndescription: Create a user.\n---\n# Create user\n\nCreate.\n',
  'docs/users/group.md': '# Group\n\nGroup.\n',
};

/** An attribute of the first tag in `tag`. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag.slice(0, tag.indexOf('>')))?.[1];

/**
 * The cards of a page: each card's link (its href, classes and target), its h2 (title attribute, then the inner HTML)
 * and its description (title attribute and text). CSS module class names differ by their hash: written `name_X`.
 */
function cards(html: string) {
  const plain = (s: string) => s.replace(/\b(card\w+|docCardListItem)_[\w-]+/g, '$1_X');
  return [...plain(html).matchAll(/<article class="([^"]*)">(<a .*?<\/a>)<\/article>/g)].map(([, article, a]) => {
    const h2 = /<h2[^>]*>.*?<\/h2>/.exec(a)![0];
    const p = /<p[^>]*>.*?<\/p>/.exec(a)?.[0];
    return {
      article,
      a: `${attr(a, 'class')} -> ${attr(a, 'href')}${attr(a, 'target') ? ` (${attr(a, 'target')})` : ''}`,
      h2: `${attr(h2, 'class')} "${attr(h2, 'title')}": ${h2.slice(h2.indexOf('>') + 1, -'</h2>'.length)}`,
      ...(p && { p: `${attr(p, 'class')} "${attr(p, 'title')}": ${p.slice(p.indexOf('>') + 1, -'</p>'.length)}` }),
    };
  });
}

test("@theme/DocCardList given useCurrentSidebarCategory().items renders the installed theme-classic's cards (3.10: icon and title apart)", async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  const site = await createSite(FILES);
  await symlink(found.nodeModules, path.join(site.root, 'node_modules'), 'dir');
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-doc-card-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`);
    assert.deepEqual(errors, []);
    const html = (await readFile(path.join(out, 'docs/pet/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const card = (href: string, icon: string, title: string, description?: string) => ({
      article: 'docCardListItem_X col col--6',
      a: `card padding--lg theme-doc-card-container cardContainer_X -> ${href}${href.startsWith('https:') ? ' (_blank)' : ''}`,
      h2: `theme-doc-card-heading cardTitle_X "${title}": <span class="theme-doc-card-icon cardTitleIcon_X">${icon}</span><span class="text--truncate theme-doc-card-title cardTitleText_X">${title}</span>`,
      ...(description && { p: `text--truncate theme-doc-card-description cardDescription_X "${description}": ${description}` }),
    });
    assert.deepEqual(cards(html), [
      // The doc's description; the base URL in every link.
      card('/shop/docs/add-pet', '📄️', 'Add a new pet', 'Add a new pet to the store inventory.'),
      // The label's own leading emoji is the card's icon; no description: the doc's first line.
      card('/shop/docs/find-pet', '🐶', 'Find a pet', 'Get it.'),
      // A category without a link: its first item's, and its item count.
      card('/shop/docs/more/one', '🗃', 'More', '2 items'),
      card('https://example.com/pets', '🔗', 'Elsewhere'),
    ]);
    assert.match(html, /<section class="row"><article class="docCardListItem_[\w-]+ col col--6">/);
    // Imported without items: the current sidebar category's.
    const stores = (await readFile(path.join(out, 'docs/stores/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    assert.deepEqual(cards(stores), [card('/shop/docs/stores/order', '📄️', 'Place an order', 'Order.'), card('/shop/docs/stores/inventory', '📄️', 'Inventory', 'Count.')]);
    // A generated index page: Docusaurus' DocCategoryGeneratedIndexPage renders the installed DocCardList too.
    const users = (await readFile(path.join(out, 'docs/category/users/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    assert.deepEqual(cards(users), [card('/shop/docs/users/create', '📄️', 'Create user', 'Create a user.'), card('/shop/docs/users/group', '👥', 'Groups', '1 item')]);
    assert.match(users, /<p>Who buys pets\.<\/p>/);
    // theme-classic's card styles (its CSS modules) are in the site's stylesheet.
    const css = (await Promise.all((await fg('assets/*.css', { cwd: out, absolute: true })).map((f) => readFile(f, 'utf8')))).join('\n');
    const classes = new Set([html, users].flatMap((h) => [...h.matchAll(/class="[^"]*\b(card(?:Container|TitleIcon)_[\w-]+)/g)].map((m) => m[1])));
    assert.equal(classes.size, 2, [...classes].join(' '));
    for (const cls of classes) assert.ok(css.includes(`.${cls}`), `.${cls} is not in the stylesheet`);
    // In Chromium: Infima's card, theme-classic's heading (its icon and title side by side), Infima's heading margins
    // (not those of the content's own headings), and a card leads to its doc.
    const [browser, server] = await Promise.all([launchBrowser(), serveDir(out, { base: '/shop/' })]);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}docs/pet`);
      const look = await page.evaluate(() =>
        [...document.querySelectorAll('article a.card')].slice(0, 2).map((a) => {
          const h2 = a.querySelector('h2')!;
          const [icon, title] = [...h2.children].map((c) => c.getBoundingClientRect());
          return {
            border: getComputedStyle(a).borderTopStyle,
            h2: `${getComputedStyle(h2).marginTop} ${getComputedStyle(h2).marginBottom}`,
            sideBySide: Math.abs(icon.top - title.top) < 8 && icon.right <= title.left,
          };
        }),
      );
      assert.deepEqual(look, [
        { border: 'solid', h2: '0px 16px', sideBySide: true },
        { border: 'solid', h2: '0px 16px', sideBySide: true },
      ]);
      await Promise.all([page.waitForURL(/\/shop\/docs\/add-pet\/?$/), page.click('article a.card')]);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test("the site's own src/theme/DocCard still renders the cards of the installed DocCardList; @theme-original/DocCard is theme-classic's", async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages.');
  const site = await createSite({
    ...FILES,
    'src/theme/DocCard/index.js': `import React from 'react';
import DocCard from '@theme-original/DocCard';
export default function DocCardWrapper(props) {
  return <div className="wrapped-card" data-label={props.item.label}><DocCard {...props} /></div>;
}
`,
  });
  await symlink(found.nodeModules, path.join(site.root, 'node_modules'), 'dir');
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-doc-card-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`);
    assert.deepEqual(errors, []);
    const html = (await readFile(path.join(out, 'docs/pet/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const wrapped = [...html.matchAll(/<article class="docCardListItem_[\w-]+ col col--6"><div class="wrapped-card" data-label="([^"]+)"><a /g)].map((m) => m[1]);
    assert.deepEqual(wrapped, ['Add a new pet', '🐶 Find a pet', 'More', 'Elsewhere']);
    assert.match(html, /<span class="theme-doc-card-icon cardTitleIcon_[\w-]+">🐶<\/span>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
