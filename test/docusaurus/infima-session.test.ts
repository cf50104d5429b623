import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * Whether a site's stylesheet gets its Infima because a swizzled component renders Infima markup is noted in the
 * build's adapter session (docusaurus/session.ts), not in a map keyed by the site root: a later build of the
 * same folder in the same process that has no such override any more does not ship Infima. (A site.config.yaml with
 * its overrides in `src/theme`, which reads them as swizzled components: config/policies.ts `siteCode.overrides`.)
 */
const FILES = {
  'site.config.yaml': `${MINIMAL_CONFIG}theme:\n  overridesPath: src/theme\n`,
  'node_modules/infima/dist/css/default/default.css': '.navbar__link { color: rgb(1, 2, 3); }\n',
  'content/docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'src/theme/Navbar/index.js':
    'export default function Navbar() {\n  return <nav className="navbar"><a className="navbar__item navbar__link" href="/docs/intro">Docs</a></nav>;\n}\n',
};

/** The site's Infima rule as the stylesheet carries it: kept off fe-docs' chrome (docusaurus/site-code/infima.ts), its colour minified. */
const INFIMA_RULE = /\.navbar__link:not\(:where\(header\.navbar[^{]*\{color:#010203\}/;

async function stylesheets(out: string): Promise<string> {
  const css = (await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.css'));
  assert.ok(css.length > 0, 'the build writes a stylesheet');
  return (await Promise.all(css.map((f) => readFile(path.join(out, 'assets', f), 'utf8')))).join('');
}

test('a later build of the same folder without the Infima-rendering override does not keep its Infima', async () => {
  const site = await createSite(FILES);
  const outs = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-infima-session-'));
  try {
    const first = await build({ root: site.root, outDir: path.join(outs, 'first') });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    assert.ok(INFIMA_RULE.test(await stylesheets(path.join(outs, 'first'))), "the first build ships the site's Infima");

    await rm(path.join(site.root, 'src/theme'), { recursive: true });
    const second = await build({ root: site.root, outDir: path.join(outs, 'second') });
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    assert.ok(!INFIMA_RULE.test(await stylesheets(path.join(outs, 'second'))), "the second build does not ship the first build's Infima");
  } finally {
    await rm(outs, { recursive: true, force: true });
    await site.cleanup();
  }
});
