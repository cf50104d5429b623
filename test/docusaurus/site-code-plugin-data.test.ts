import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Gear', url: 'https://gear.example', baseUrl: '/',
  customFields: { shelves: [{ name: 'Top' }, { name: 'Bottom' }] },
  presets: [['classic', { docs: { versions: { current: { label: 'v9' } } } }]],
};
`;
const PNG = Buffer.from('89504e470d0a1a0a', 'hex').toString('latin1');

/** What feature-sliced's pages use: `@theme/IdealImage`, the docs plugin's versions, `customFields`. */
test('React pages get @theme/IdealImage, the docs plugin global data and the config customFields', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/img/cog.png': PNG,
    'src/pages/gear.tsx': `import Image from '@theme/IdealImage';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function Gear() {
  const { shelves } = useDocusaurusContext().siteConfig.customFields as { shelves: { name: string }[] };
  const docs = usePluginData('docusaurus-plugin-content-docs') as { versions: { label: string; path: string; isLast: boolean }[] };
  const last = docs.versions.find((v) => v.isLast)!;
  return (
    <Layout title="Gear">
      <Image img={require('./img/cog.png')} alt="A cog" width={40} />
      <ul>{shelves.map((s) => <li key={s.name} className="shelf">{s.name}</li>)}</ul>
      <p id="latest">{last.label} at {last.path}</p>
    </Layout>
  );
}
`,
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-plugin-data-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(tmp, 'gear', 'index.html'), 'utf8');
    assert.match(html, /<img loading="lazy" decoding="async" width="40" src="\/assets\/images\/cog-[0-9a-f]{8}\.png" alt="A cog"\/?>/, html);
    assert.deepEqual(
      [...html.matchAll(/<li class="shelf">([^<]+)<\/li>/g)].map((m) => m[1]),
      ['Top', 'Bottom'],
    );
    assert.match(html, /<p id="latest">v9<!-- --> at <!-- -->\/docs<\/p>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

/** answer's pages title themselves `${title} ${siteConfig.titleDelimiter} ${siteTitle}` without setting the key. */
test("siteConfig carries Docusaurus' defaults for the keys a config leaves out", async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = { title: 'Gear', url: 'https://gear.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/defaults.jsx': `import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Defaults() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Defaults">
      <p id="delimiter">[{siteConfig.titleDelimiter}]</p>
      <p id="lists">{siteConfig.staticDirectories.join(',')} {String(siteConfig.noIndex)} {siteConfig.onBrokenAnchors}</p>
    </Layout>
  );
}
`,
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-config-defaults-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(tmp, 'defaults', 'index.html'), 'utf8');
    assert.match(html, /<p id="delimiter">\[<!-- -->\|<!-- -->\]<\/p>/);
    assert.match(html, /<p id="lists">static<!-- --> <!-- -->false<!-- --> <!-- -->warn<\/p>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
