import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// babel's REPL page imports core-js, installed outside the site folder (a workspace root's node_modules), whose
// `full/index.js` requires `../modules/es.iterator.zip`: the module es.iterator.zip.js, not a .zip archive to publish.
test('an import named like an archive that resolves to a JavaScript module is bundled as code, wherever it is', async () => {
  const site = await createSite({
    'website/docusaurus.config.js': "module.exports = {title: 'Kites', url: 'https://kites.example', baseUrl: '/'};\n",
    'website/src/pages/index.js':
      "import Layout from '@theme/Layout';\nimport zip from '../../../lib/iterator.zip';\nimport {tail} from '../components/tail.rar';\n" +
      'export default function Home() { return <Layout><p className="zip">{zip([1, 2], [3, 4]).join(";")} {tail}</p></Layout>; }\n',
    'website/src/components/tail.rar.js': "export const tail = 'rar';\n",
    'lib/iterator.zip.js': 'module.exports = (a, b) => a.map((x, i) => `${x},${b[i]}`);\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-zip-'));
  try {
    const result = await build({ root: path.join(site.root, 'website'), outDir: out });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
    const html = (await readFile(path.join(out, 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    assert.match(html, /<p class="zip">1,3;2,4 rar<\/p>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
