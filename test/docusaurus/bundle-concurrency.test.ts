import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { siteBundleConcurrency } from '../../src/mdx/bundle-site-code.js';
import { createSite } from '../helpers/site.js';

/**
 * The content loads many files at once; the esbuild bundles of their site code (each holding every module it parsed,
 * a whole icon library on homarr's pages) run at most one per core (and at least two) at a time.
 */
test('MDX pages importing site code are bundled a bounded number at a time', async () => {
  const files: Record<string, string> = {
    'docusaurus.config.js': "module.exports = {title: 'Many', url: 'https://m.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'src/components/Badge.tsx': 'export function Badge(props: { n: number }) {\n  return <span className="badge">{props.n}</span>;\n}\n',
  };
  for (let i = 0; i < 24; i++) files[`docs/page-${i}.mdx`] = `# Page ${i}\n\nimport { Badge } from '@site/src/components/Badge';\n\n<Badge n={${i}} />\n`;
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-many-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics.filter((d) => d.severity === 'error')));
    const { peak, slots } = siteBundleConcurrency();
    assert.ok(peak >= 1, 'the pages were bundled in this process');
    // A bundle waiting more than a few seconds runs anyway (nested bundles must not wait on their caller): on a
    // loaded machine a few more than the slots may run, never the 24 of an unbounded load.
    assert.equal(slots, Math.max(2, os.availableParallelism()));
    assert.ok(peak <= slots + 4, `${peak} bundles at once, bound ${slots}`);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
