import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCorpus } from '../../bench/docusaurus-corpus/corpus.js';
import { headings } from '../../bench/docusaurus-corpus/run.js';
import { missingPackage, rewriteLockUrls } from '../../bench/docusaurus-corpus/install.js';

test('the Docusaurus corpus lists 20 sites, 13 beyond the seven known ones, each pinned to a commit', () => {
  const sites = loadCorpus();
  assert.equal(sites.length, 20);
  assert.equal(sites.filter((s) => s.known).length, 7);
  assert.equal(new Set(sites.map((s) => s.name)).size, sites.length, 'names are folder names: unique');
  for (const s of sites) {
    assert.match(s.repo, /^[\w.-]+\/[\w.-]+$/, s.name);
    assert.match(s.commit, s.known ? /^[0-9a-f]{7,40}$/ : /^[0-9a-f]{40}$/, s.name);
    assert.ok(!s.site.startsWith('/') && !s.site.includes('..'), `${s.name}: site is a folder inside the repository`);
    assert.ok(s.shape.length > 0, s.name);
    assert.ok(s.install.skip || /^(npm|pnpm@\d+\.\d+\.\d+(-[\w.]+)?)$/.test(s.install.with ?? 'npm'), `${s.name}: install with npm or a pinned pnpm`);
  }
});

test('structural parity compares the h1–h3 headings of the content, whatever the anchor markup', () => {
  const docusaurus =
    '<nav><h2>Menu</h2></nav><article><header><h1>Install</h1></header><h2 class="anchor anchorWithStickyNavbar" id="npm">' +
    'With <code>npm</code><a href="#npm" class="hash-link" aria-label="Direct link" title="Direct link">&#8203;</a></h2>' +
    '<h4 id="x">Deep</h4></article>';
  const feDocs =
    '<article><header><h1>Install</h1></header><div class="markdown"><h2 id="npm">With <code>npm</code>' +
    '<a class="hash-link" href="#npm" aria-label="Direct link to this section">#</a></h2></div></article>';
  assert.deepEqual(headings(docusaurus), ['h1 Install', 'h2 With npm']);
  assert.deepEqual(headings(feDocs), headings(docusaurus));
  assert.notDeepEqual(headings(feDocs.replace('With', 'Using')), headings(docusaurus));
});

test('corpus installs read a lock file of a mirror from this registry and name the package a registry lacks', () => {
  const reg = 'https://registry.npmjs.org/';
  const lock =
    '"resolved": "https://repo.huaweicloud.com/repository/npm/semver/-/semver-7.6.0.tgz",\n' +
    '"resolved": "https://repo.huaweicloud.com/repository/npm/@types/node/-/node-20.1.0.tgz",\n' +
    'resolution: {tarball: https://node-registry.bit.cloud/postcss/-/postcss-8.4.1.tgz}\n' +
    '"resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz"';
  assert.equal(
    rewriteLockUrls(lock, reg),
    '"resolved": "https://registry.npmjs.org/semver/-/semver-7.6.0.tgz",\n' +
      '"resolved": "https://registry.npmjs.org/@types/node/-/node-20.1.0.tgz",\n' +
      'resolution: {tarball: https://registry.npmjs.org/postcss/-/postcss-8.4.1.tgz}\n' +
      '"resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz"',
  );
  assert.equal(
    missingPackage('npm error notarget No matching version found for @nullbot/docusaurus-plugin-changelog@^3.8.0.', reg),
    '@nullbot/docusaurus-plugin-changelog',
  );
  assert.equal(missingPackage(' ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/-/-/--0.0.1.tgz: Not Found - 404', reg), '-');
  assert.equal(missingPackage(' ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/@a/b/-/b-1.0.0.tgz: Not Found - 404', reg), '@a/b');
  assert.equal(missingPackage('npm error code ERESOLVE', reg), undefined);
});
