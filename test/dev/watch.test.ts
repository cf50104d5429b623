import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { SiteWatcher } from '../../src/dev/watch.js';
import { createSite } from '../helpers/site.js';

test('a second save right after the first (inside chokidar’s 50 ms throttle) is still built', async () => {
  const site = await createSite({ 'content/docs/a.md': 'cero' });
  const file = path.join(site.root, 'content/docs/a.md');
  const built: string[] = [];
  let sawSecond!: () => void;
  const second = new Promise<void>((r) => (sawSecond = r));
  const watcher = await SiteWatcher.start([path.join(site.root, 'content')], async () => {
    const text = await readFile(file, 'utf8');
    built.push(text);
    // Saved again while the first change is being built.
    if (built.length === 1) await writeFile(file, 'segunda');
    if (text === 'segunda') sawSecond();
  });
  try {
    await writeFile(file, 'primera');
    await Promise.race([second, new Promise((_, reject) => setTimeout(() => reject(new Error(`never built the second save: ${built.join(', ')}`)), 20_000))]);
    assert.equal(built[0], 'primera');
    assert.equal(built.at(-1), 'segunda');
  } finally {
    await watcher.close();
    await site.cleanup();
  }
});
