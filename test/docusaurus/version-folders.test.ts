import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite } from '../helpers/site.js';

/**
 * Issue 33, item 8: versions.json naming a version whose `versioned_docs/version-X` folder is missing built (exit 0)
 * with nothing at that version's URLs, and the older versions' banners linked to a 404. Docusaurus stops on it ("The
 * docs folder does not exist for version"); so does fe-docs, at the version's entry in versions.json.
 */
const CONFIG = `module.exports = {
  title: 'V',
  url: 'https://v.example',
  baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
};
`;

test('a version of versions.json without its versioned_docs folder is an error at its entry (check and build)', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nNext.\n',
    'versions.json': '[\n  "2.0",\n  "1.0"\n]\n',
    'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    'community/index.md': '# Community\n',
    'community_versions.json': '["b", "a"]',
    'community_versioned_docs/version-a/index.md': '# A\n',
  });
  try {
    const checked = await runCli(['check', '.'], { cwd: site.root });
    assert.equal(checked.code, 1, checked.stdout + checked.stderr);
    assert.match(
      checked.stdout,
      /^versions\.json:2:3 error `versions\.json` names the version `2\.0`, but its docs folder `versioned_docs\/version-2\.0\/` does not exist\. \[docs-version-folder\]\n {2}Restore `versioned_docs\/version-2\.0\/` \(`npx docusaurus docs:version 2\.0` copies the docs folder there\), or remove `2\.0` from `versions\.json`\.$/m,
    );
    // Another docs instance: its own file and folders, `<id>_…`.
    assert.match(
      checked.stdout,
      /^community_versions\.json:1:2 error `community_versions\.json` names the version `b`, but its docs folder `community_versioned_docs\/version-b\/` does not exist\./m,
    );
    assert.doesNotMatch(checked.stdout, /version `1\.0`|version `a`/);

    const built = await runCli(['build', '.'], { cwd: site.root });
    assert.equal(built.code, 1, built.stderr);
    assert.match(built.stderr, /versions\.json:2:3 error .*\[docs-version-folder\]/);
    assert.deepEqual(
      (await readdir(site.root)).filter((n) => n.startsWith('build')),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

test('a version left out by onlyIncludeVersions is not built, so its missing folder is no error; a file in its place is', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'V', url: 'https://v.example', baseUrl: '/', presets: [['classic', {blog: false, docs: {onlyIncludeVersions: ['current', '1.0']}}]]};\n`,
    'docs/intro.md': '# Intro\n',
    'versions.json': '["2.0", "1.0"]',
    'versioned_docs/version-1.0': 'a file, not a folder',
  });
  try {
    const checked = await runCli(['check', '.'], { cwd: site.root });
    assert.equal(checked.code, 1, checked.stdout + checked.stderr);
    assert.doesNotMatch(checked.stdout, /version `2\.0`/);
    assert.match(
      checked.stdout,
      /^versions\.json:1:9 error `versions\.json` names the version `1\.0`, but its docs folder `versioned_docs\/version-1\.0\/` is not a folder\./m,
    );
  } finally {
    await site.cleanup();
  }
});
