import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite, writeSite } from '../../src/api/site.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * What a build's site code collects (imported stylesheets, images) lives in that build's session (stages/site.ts),
 * not in maps keyed by the site root: a later build of the same folder in the same process starts clean, so a
 * stylesheet the content no longer imports is not in its output.
 */
async function stylesheetOf(out: string): Promise<string> {
  const name = (await readdir(path.join(out, 'assets'))).find((f) => /^style-.*\.css$/.test(f));
  assert.ok(name, 'the build writes a stylesheet');
  return readFile(path.join(out, 'assets', name), 'utf8');
}

test('a build in the same process does not keep the stylesheets an earlier build imported', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/a.mdx': "import './marker.css';\n\n# A\n\nTexto.\n",
    'content/docs/marker.css': '.stale-marker-7f3a { color: rebeccapurple; }\n',
  });
  try {
    const first = await loadSite(site.root);
    assert.ok(first.site, JSON.stringify(first.diagnostics));
    assert.deepEqual([...first.site.session.siteCode.styles.keys()], [path.join(site.root, 'content/docs/marker.css')]);
    const out1 = path.join(site.root, 'build1');
    await writeSite(first.site, out1);
    assert.match(await stylesheetOf(out1), /stale-marker-7f3a/);

    await writeFile(path.join(site.root, 'content/docs/a.mdx'), '# A\n\nTexto.\n');
    const second = await loadSite(site.root);
    assert.ok(second.site, JSON.stringify(second.diagnostics));
    assert.equal(second.site.session.siteCode.styles.size, 0);
    const out2 = path.join(site.root, 'build2');
    await writeSite(second.site, out2);
    assert.doesNotMatch(await stylesheetOf(out2), /stale-marker-7f3a/);
  } finally {
    await site.cleanup();
  }
});
