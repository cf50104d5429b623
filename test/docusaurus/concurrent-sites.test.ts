import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * Per-site state travels with the site (issue 31): two Docusaurus sites built at the same time in one process (the
 * API, `Promise.all` of two builds) each get their own code.json messages (`<Translate>`, `translate()`),
 * `useDocusaurusContext()` data, `@generated/routes` and docs global data, wherever their loads and renders interleave.
 */
const site = (name: string, doc: string) => ({
  'docusaurus.config.js': `module.exports = {title: 'Site ${name}', tagline: 'Tagline ${name}', url: 'https://${name.toLowerCase()}.example', baseUrl: '/', customFields: {owner: 'owner-${name}'}, presets: [['classic', {}]]};\n`,
  'sidebars.js': `module.exports = {docs: ['intro', '${doc}']};\n`,
  'docs/intro.mdx': [
    "import Translate, {translate} from '@docusaurus/Translate';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    '',
    'export const Owner = () => <span id="owner">{useDocusaurusContext().siteConfig.customFields.owner}</span>;',
    '',
    '# Intro',
    '',
    '<Translate id="greet">Hello</Translate>',
    '',
    "<span id=\"fn\">{translate({id: 'fn', message: 'Function'})}</span>",
    '',
    '<Owner />',
    '',
  ].join('\n'),
  [`docs/${doc}.md`]: `# Page of ${name}\n`,
  // A swizzled DocItem/Footer, rendered with each doc page: the site's `@generated/routes` and global data.
  'src/theme/DocItem/Footer/index.js': [
    "import React from 'react';",
    "import routes from '@generated/routes';",
    "import useGlobalData from '@docusaurus/useGlobalData';",
    'export default function Footer() {',
    "  const docs = useGlobalData()['docusaurus-plugin-content-docs']?.default?.versions?.[0]?.docs ?? [];",
    '  return (',
    '    <footer>',
    "      <span id=\"routes\">{routes.map((r) => r.path).filter((p) => p.startsWith('/docs/')).sort().join(',')}</span>",
    '      <span id="docs">{docs.map((d) => d.id).sort().join(\',\')}</span>',
    '    </footer>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'i18n/en/code.json': JSON.stringify({ greet: { message: `Greeting of ${name}` }, fn: { message: `Function of ${name}` } }),
});

const textOf = (html: string, id: string) => new RegExp(`<span id="${id}">([^<]*)</span>`).exec(html)?.[1];

test('two Docusaurus sites built at the same time in one process see only their own state', async () => {
  const a = await createSite(site('A', 'only-a'));
  const b = await createSite(site('B', 'only-b'));
  const outs = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-concurrent-sites-'));
  try {
    for (let round = 0; round < 3; round++) {
      const [ra, rb] = await Promise.all([
        build({ root: a.root, outDir: path.join(outs, `a${round}`) }),
        build({ root: b.root, outDir: path.join(outs, `b${round}`) }),
      ]);
      assert.equal(ra.ok, true, JSON.stringify(ra.diagnostics));
      assert.equal(rb.ok, true, JSON.stringify(rb.diagnostics));
      for (const [name, own, out] of [
        ['A', 'only-a', `a${round}`],
        ['B', 'only-b', `b${round}`],
      ] as const) {
        const html = await readFile(path.join(outs, out, 'docs/intro/index.html'), 'utf8');
        assert.match(html, new RegExp(`Greeting of ${name}`), `${name}: its own <Translate>`);
        assert.equal(textOf(html, 'fn'), `Function of ${name}`, `${name}: its own translate()`);
        assert.equal(textOf(html, 'owner'), `owner-${name}`, `${name}: its own useDocusaurusContext()`);
        assert.match(html, new RegExp(`href="/docs/${own}"`), `${name}: its own pages`);
        assert.equal(textOf(html, 'routes'), `/docs/intro,/docs/${own}`, `${name}: its own @generated/routes`);
        assert.equal(textOf(html, 'docs'), `intro,${own}`, `${name}: its own docs global data`);
      }
    }
  } finally {
    await rm(outs, { recursive: true, force: true });
    await a.cleanup();
    await b.cleanup();
  }
});
