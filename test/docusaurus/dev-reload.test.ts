import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DevBuilder } from '../../src/dev/builder.js';
import { watchedPaths } from '../../src/dev/watch.js';
import { dialect } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

/** `fe-docs dev` in a Docusaurus site: the config file is watched, and an edit to it is loaded fresh (no module cache). */
test('fe-docs dev watches docusaurus.config.* and rebuilds with its new values', async () => {
  const config = (title: string) => `module.exports = {title: '${title}', url: 'https://a.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n`;
  const site = await createSite({ 'docusaurus.config.js': config('First'), 'docs/a.md': '# A\n\nText.\n' });
  try {
    const builder = new DevBuilder(site.root, { dialect });
    const first = await builder.build('all');
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    const file = path.join(site.root, 'docusaurus.config.js');
    assert.equal(first.current?.site.config.configFile, file);
    assert.ok(watchedPaths(site.root, first.current?.site.config, dialect).includes(file));
    assert.ok(watchedPaths(site.root, undefined, dialect).includes(file), 'also before a first good build');

    await writeFile(file, config('Second'));
    const second = await builder.build([file]);
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    assert.equal(second.current?.site.config.title, 'Second');

    // A new version in versions.json is a change of configuration: the docs are loaded again with it.
    await mkdir(path.join(site.root, 'versioned_docs/version-1.0'), { recursive: true });
    await writeFile(path.join(site.root, 'versioned_docs/version-1.0/a.md'), '# A one\n\nOld text.\n');
    const versions = path.join(site.root, 'versions.json');
    assert.ok(watchedPaths(site.root, second.current?.site.config, dialect).includes(versions));
    await writeFile(versions, '["1.0"]');
    const third = await builder.build([versions]);
    assert.equal(third.ok, true, JSON.stringify(third.diagnostics));
    assert.deepEqual(
      third.current?.site.config.docs[0].versions.map((v) => v.name),
      ['current', '1.0'],
    );
    assert.ok(third.current?.site.graph.docs.some((d) => d.version === '1.0' && d.title === 'A one'));
  } finally {
    await site.cleanup();
  }
});
