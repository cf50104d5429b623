import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * Docusaurus resolves a relative URL link against the page's permalink, and a folder's index doc or page has one
 * ending with `/`: `./wiring` in `guides/index.md` is `/docs/guides/wiring`.
 */
test('a relative URL link in a folder index of a Docusaurus site resolves inside that folder', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Rel', url: 'https://rel.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/guides/index.md': '# Guides\n\nRead [wiring](./wiring) then [power](power).\n',
    'docs/guides/wiring.md': '# Wiring\n\nBack to [the start](../start) or [power](./power).\n',
    'docs/guides/power.md': '# Power\n\nUse a fuse.\n',
    'docs/start.md': '# Start\n\nFirst steps.\n',
    'docs/lamps/lamps.md': '# Lamps\n\nSee [bulbs](./bulbs).\n',
    'docs/lamps/bulbs.md': '# Bulbs\n\nWarm ones.\n',
    'docs/shades.md': '---\nslug: /shades/\n---\n\n# Shades\n\nSee [fabric](./fabric).\n',
    'docs/fabric.md': '---\nslug: /shades/fabric\n---\n\n# Fabric\n\nLinen.\n',
    'src/pages/team/index.md': '# Team\n\nMeet [the makers](./makers).\n',
    'src/pages/team/makers.md': '# Makers\n\nThey solder.\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-rel-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.message),
      [],
    );
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const page = (url: string) => readFile(path.join(tmp, url, 'index.html'), 'utf8');
    const guides = await page('docs/guides');
    assert.match(guides, /href="\/docs\/guides\/wiring"/);
    assert.match(guides, /href="\/docs\/guides\/power"/);
    // A page that is not an index resolves against its parent folder, as a browser does.
    const wiring = await page('docs/guides/wiring');
    assert.match(wiring, /href="\/docs\/start"/);
    assert.match(wiring, /href="\/docs\/guides\/power"/);
    assert.match(await page('docs/lamps'), /href="\/docs\/lamps\/bulbs"/);
    assert.match(await page('docs/shades'), /href="\/docs\/shades\/fabric"/);
    assert.match(await page('team'), /href="\/team\/makers"/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
