import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { parseLoaderRequest, unknownLoaders, withoutLoaders } from '../../src/mdx/webpack-loaders.js';
import { createSite } from '../helpers/site.js';

test('webpack inline-loader requests: prefixes, chains, queries; ordinary imports are not requests', () => {
  assert.deepEqual(parseLoaderRequest('!!raw-loader!./x.ts'), { loaders: [{ name: 'raw-loader', query: '' }], resource: './x.ts' });
  assert.deepEqual(parseLoaderRequest('-!yaml-loader!../a.yaml'), { loaders: [{ name: 'yaml-loader', query: '' }], resource: '../a.yaml' });
  assert.deepEqual(parseLoaderRequest('!file-loader?name=[name].[ext]!@site/static/a.pdf'), {
    loaders: [{ name: 'file-loader', query: 'name=[name].[ext]' }],
    resource: '@site/static/a.pdf',
  });
  const chain = parseLoaderRequest('raw-loader?esModule=false!@svgr/webpack!./icon.svg')!;
  assert.deepEqual(
    chain.loaders.map((l) => l.name),
    ['raw-loader', '@svgr/webpack'],
  );
  assert.deepEqual(unknownLoaders(chain), ['@svgr/webpack']);
  assert.equal(withoutLoaders('!!url-loader?limit=1!./a.png'), './a.png');
  for (const plain of ['./x.ts', 'react', '@site/src/a.js', './x.ts?raw', './odd!name.js', '/data/team.json']) {
    assert.equal(parseLoaderRequest(plain), undefined, plain);
    assert.equal(withoutLoaders(plain), plain);
  }
});

test('invalid YAML through yaml-loader is an error at its line in the YAML file', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Y', url: 'https://y.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'data/bad.yaml': 'crew:\n  - Ottoline\n  bad: [\n',
    'src/pages/crew.jsx': "import crew from '!!yaml-loader!../../data/bad.yaml';\nexport default function Crew() {\n  return <p>{String(crew)}</p>;\n}\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-yaml-loader-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, false);
    const error = result.diagnostics.find((d) => /not valid YAML/.test(d.message));
    assert.ok(error, JSON.stringify(result.diagnostics));
    assert.equal(error.position?.file, 'data/bad.yaml');
    assert.equal(error.position?.line, 3);
    assert.match(error.hint ?? '', /without `yaml-loader`/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
