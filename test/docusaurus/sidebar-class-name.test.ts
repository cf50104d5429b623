import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';

// Issue 32, openapi-docs-demo: its API sidebars give every endpoint `className: 'api-method get'` (which its CSS turns
// into a coloured method badge) and categories `className`/`customProps`. Docusaurus keeps them in its sidebar props:
// theme-classic puts `className` on the item's `<li>` and on a DocCard's card, and the site's code reads both from
// `useDocsSidebar().items` / a swizzled DocSidebar's `sidebar` prop. Packages: test/docusaurus-packages (3.10.2).
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));

const SIDEBARS = `module.exports = {
  api: [
    {type: 'doc', id: 'intro', className: 'intro-item', customProps: {badge: 'new'}},
    {
      type: 'category',
      label: 'Pets',
      className: 'pets-tag',
      customProps: {tag: 'pets'},
      link: {type: 'doc', id: 'pets'},
      items: [
        {type: 'doc', id: 'add-pet', className: 'api-method post'},
        {type: 'doc', id: 'find-pet', className: 'api-method get', customProps: {method: 'get'}},
        'delete-pet',
        {type: 'category', label: 'More', className: 'more-group', items: ['more/one']},
        {type: 'link', label: 'Elsewhere', href: 'https://example.com/pets', className: 'external-link'},
      ],
    },
  ],
};
`;

const PETS = `# Pets

import DocCardList from '@theme/DocCardList';
import {useCurrentSidebarCategory} from '@docusaurus/theme-common';

<DocCardList items={useCurrentSidebarCategory().items}/>
`;

/** A DocSidebar of the site's own that shows what each item carries (Docusaurus' PropSidebar items). */
const DOC_SIDEBAR = `import React from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

const show = (items) => items.map((item, i) => (
  <li key={i} className={['probe', item.className].filter(Boolean).join(' ')} data-props={item.customProps ? JSON.stringify(item.customProps) : undefined}>
    {item.label}
    {item.type === 'category' && <ul>{show(item.items)}</ul>}
  </li>
));

export default function DocSidebar({sidebar}) {
  const fromHook = useDocsSidebar().items;
  return <nav className="probe-sidebar" data-same={String(JSON.stringify(fromHook) === JSON.stringify(sidebar))}><ul>{show(sidebar)}</ul></nav>;
}
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {title: 'Pets', url: 'https://pets.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false}]]};\n`,
  'package.json': '{"name": "pets", "private": true}\n',
  'sidebars.js': SIDEBARS,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/pets.mdx': PETS,
  'docs/add-pet.md': '# Add a new pet\n\nPost it.\n',
  // Front matter wins over the item's.
  'docs/find-pet.md': '---\nsidebar_custom_props: {method: GET}\n---\n# Find a pet\n\nGet it.\n',
  'docs/delete-pet.md': '---\nsidebar_class_name: api-method delete\n---\n# Delete a pet\n\nDelete it.\n',
  'docs/more/one.md': '# One\n\nOne.\n',
};

async function builtPages(files: Record<string, string>, pages: string[]) {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  const site = await createSite(files);
  await symlink(found.nodeModules, path.join(site.root, 'node_modules'), 'dir');
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sidebar-class-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`);
    assert.deepEqual(errors, []);
    return Promise.all(pages.map(async (p) => (await readFile(path.join(out, p, 'index.html'), 'utf8')).replaceAll('<!-- -->', '')));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("sidebar items' className is on fe-docs' <li> and on the installed DocCard's card, as theme-classic puts it", async () => {
  const [pets] = await builtPages(FILES, ['docs/pets']);
  const nav = /<nav class="sidebar-nav[ "][\s\S]*?<\/nav>/.exec(pets!)![0];
  const lis = [...nav.matchAll(/<li class="([^"]*)"><(?:a|details)[^>]*>(?:<summary[^>]*>)?([^<]*)/g)].map(([, cls, text]) => `${text}: ${cls}`);
  assert.deepEqual(lis, [
    'Intro: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item intro-item',
    'Pets: menu-item menu-item-linked theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item pets-tag',
    'Add a new pet: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item api-method post',
    'Find a pet: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item api-method get',
    'Delete a pet: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item api-method delete',
    'More: menu-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-2 menu__list-item more-group',
    'One: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-3 menu__list-item',
    'Elsewhere: menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item external-link',
  ]);
  // theme-classic's DocCard: `clsx('card padding--lg', styles.cardContainer, className)` on the card's link.
  const cards = [...pets!.matchAll(/<article [^>]*><a [^>]*class="([^"]*)"/g)].map(([, cls]) => cls!.replace(/\b(cardContainer)_[\w-]+/, '$1_X'));
  assert.deepEqual(cards, [
    'card padding--lg theme-doc-card-container cardContainer_X api-method post',
    'card padding--lg theme-doc-card-container cardContainer_X api-method get',
    'card padding--lg theme-doc-card-container cardContainer_X api-method delete',
    'card padding--lg theme-doc-card-container cardContainer_X more-group',
    'card padding--lg theme-doc-card-container cardContainer_X external-link',
  ]);
});

test("a swizzled DocSidebar gets each item's className and customProps, in its props and from useDocsSidebar()", async () => {
  const [intro] = await builtPages({ ...FILES, 'src/theme/DocSidebar/index.js': DOC_SIDEBAR }, ['docs/intro']);
  const nav = /<nav class="probe-sidebar"[\s\S]*?<\/nav>/.exec(intro!)?.[0];
  assert.ok(nav, "the site's DocSidebar renders");
  assert.match(nav, /data-same="true"/);
  const lis = [...nav.matchAll(/<li class="([^"]*)"(?: data-props="([^"]*)")?>([^<]*)/g)].map(
    ([, cls, props, text]) => `${text}: ${cls}${props ? ` ${props.replaceAll('&quot;', '"')}` : ''}`,
  );
  assert.deepEqual(lis, [
    'Intro: probe intro-item {"badge":"new"}',
    'Pets: probe pets-tag {"tag":"pets"}',
    'Add a new pet: probe api-method post',
    'Find a pet: probe api-method get {"method":"GET"}',
    'Delete a pet: probe api-method delete',
    'More: probe more-group',
    'One: probe',
    'Elsewhere: probe external-link',
  ]);
});
