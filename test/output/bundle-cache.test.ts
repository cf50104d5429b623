import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cachedBundle } from '../../src/output/bundle-cache.js';
import { createSite } from '../helpers/site.js';

test('bundle cache: an unchanged bundle comes from the cache; an edited import is bundled again', { timeout: 60_000 }, async () => {
  const site = await createSite({
    'node_modules/.keep': '',
    'src/entry.ts': `import { word } from './word';\nconsole.log(word);\n`,
    'src/word.ts': `export const word = 'primera';\n`,
  });
  try {
    const options = { entryPoints: [path.join(site.root, 'src/entry.ts')], bundle: true, outdir: path.join(site.root, 'out'), format: 'esm' as const };
    const first = await cachedBundle(site.root, 'test', options);
    assert.match(first[0].text, /primera/);
    const dir = path.join(site.root, 'node_modules/.cache/fe-docs/bundles');
    const [entry] = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    // Marked, the stored bundle shows the mark: it is what the next build returns.
    writeFileSync(entry, readFileSync(entry, 'utf8').replaceAll('primera', 'marcada'));
    assert.match((await cachedBundle(site.root, 'test', options))[0].text, /marcada/);
    // The same size, other bytes: bundled again.
    writeFileSync(path.join(site.root, 'src/word.ts'), `export const word = 'segunda';\n`);
    const edited = await cachedBundle(site.root, 'test', options);
    assert.match(edited[0].text, /segunda/);
    assert.doesNotMatch(edited[0].text, /marcada/);
  } finally {
    await site.cleanup();
  }
});
