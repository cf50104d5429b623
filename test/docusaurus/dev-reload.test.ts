import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DevBuilder } from '../../src/dev/builder.js';
import { watchedPaths } from '../../src/dev/watch.js';
import { createSite } from '../helpers/site.js';

/** `fe-docs dev` in a Docusaurus site: the config file is watched, and an edit to it is loaded fresh (no module cache). */
test('fe-docs dev watches docusaurus.config.* and rebuilds with its new values', async () => {
  const config = (title: string) => `module.exports = {title: '${title}', url: 'https://a.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n`;
  const site = await createSite({ 'docusaurus.config.js': config('First'), 'docs/a.md': '# A\n\nText.\n' });
  try {
    const builder = new DevBuilder(site.root);
    const first = await builder.build('all');
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    const file = path.join(site.root, 'docusaurus.config.js');
    assert.equal(first.current?.site.config.configFile, file);
    assert.ok(watchedPaths(site.root, first.current?.site.config).includes(file));
    assert.ok(watchedPaths(site.root, undefined).includes(file), 'also before a first good build');

    await writeFile(file, config('Second'));
    const second = await builder.build([file]);
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    assert.equal(second.current?.site.config.title, 'Second');
  } finally {
    await site.cleanup();
  }
});
