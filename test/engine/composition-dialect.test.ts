import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/api/build.js';
import { check } from '../../src/api/check.js';
import { loadConfig } from '../../src/api/config.js';
import { dialect, loadSite as loadWithDialect, writeSite } from '../../src/api/site.js';
import { buildSite } from '../../src/build/build-site.js';
import { checkSite } from '../../src/build/check-site.js';
import { loadSiteConfig } from '../../src/build/config.js';
import { loadSite } from '../../src/build/load.js';
import { openSession } from '../../src/build/session.js';
import { DevBuilder } from '../../src/dev/builder.js';
import { createSite } from '../helpers/site.js';

/**
 * The orchestrator (src/build/) picks no site format: it reads site.config.yaml, and a Docusaurus project only with the
 * dialect the composition (api/, cli/) gives it. The session carries that dialect, so the other locales of a build,
 * loaded by the locale loop, read the same config file as the first load.
 */
const DOCUSAURUS_SITE = {
  'docusaurus.config.js':
    "module.exports = { title: 'Two', url: 'https://a.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nEnglish text.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nTexte français.\n',
};

const cannotRead = (diagnostics: readonly { code: string }[]) => diagnostics.some((d) => d.code === 'config-invalid');

test('without a dialect the orchestrator reads site.config.yaml only; with the composition’s it reads a Docusaurus project', async () => {
  const site = await createSite(DOCUSAURUS_SITE);
  try {
    const bare = await loadSite(site.root);
    assert.equal(bare.site, undefined);
    assert.ok(cannotRead(bare.diagnostics), JSON.stringify(bare.diagnostics));
    assert.ok(cannotRead((await loadSiteConfig(site.root)).diagnostics));
    assert.equal((await checkSite({ root: site.root })).ok, false);
    assert.equal((await buildSite({ root: site.root })).ok, false);
    assert.equal(existsSync(path.join(site.root, 'build')), false, 'a failed build writes nothing');
    const dev = await new DevBuilder(site.root).build('all');
    assert.ok(!dev.ok && cannotRead(dev.diagnostics), JSON.stringify(dev.diagnostics));

    const file = path.join(site.root, 'docusaurus.config.js');
    const withDialect = await loadSite(site.root, { dialect });
    assert.ok(withDialect.site, JSON.stringify(withDialect.diagnostics));
    assert.equal(withDialect.site.config.configFile, file);
    assert.equal(withDialect.site.session.dialect, dialect);
    assert.equal((await loadWithDialect(site.root)).site?.config.configFile, file);
    assert.equal((await loadConfig(site.root)).config?.configFile, file);
    assert.equal((await check({ root: site.root })).ok, true);
    const devWithDialect = await new DevBuilder(site.root, { dialect }).build('all');
    assert.equal(devWithDialect.ok, true, JSON.stringify(devWithDialect.diagnostics));
    const built = await build({ root: site.root });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
    assert.ok(existsSync(path.join(site.root, 'build/fr/docs/intro/index.html')));
  } finally {
    await site.cleanup();
  }
});

test('the locale loop loads the other locales in the build’s session, with its dialect', async () => {
  const site = await createSite(DOCUSAURUS_SITE);
  try {
    const session = openSession(site.root, dialect);
    assert.equal(session.dialect, dialect);
    const loaded = await loadSite(site.root, { session });
    assert.ok(loaded.site, JSON.stringify(loaded.diagnostics));
    assert.equal(loaded.site.session, session);
    // writeSite's load of `fr` is given the session only: it finds docusaurus.config.js through the session's dialect.
    const out = path.join(site.root, 'out');
    const written = await writeSite(loaded.site, out);
    assert.deepEqual(
      written.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.ok(existsSync(path.join(out, 'docs/intro/index.html')));
    assert.ok(existsSync(path.join(out, 'fr/docs/intro/index.html')));
  } finally {
    await site.cleanup();
  }
});
