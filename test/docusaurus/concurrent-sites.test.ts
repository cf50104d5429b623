import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * Per-site state travels with the site (issue 31): two Docusaurus sites built at the same time in one process (the
 * API, `Promise.all` of two builds) each get their own code.json messages (`<Translate>`, `translate()`) and
 * `useDocusaurusContext()` data, wherever their loads and renders interleave.
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
      }
    }
  } finally {
    await rm(outs, { recursive: true, force: true });
    await a.cleanup();
    await b.cleanup();
  }
});
