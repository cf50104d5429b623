import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// Docusaurus validates front matter with `allowUnknown`: sites keep their own fields (`featured`, `category`) for
// their components. Read through a Docusaurus config, such a field is the site's, not a typo.
const POST = '---\ntitle: Launch\nfeatured: true\ncategory: news\n---\n\nText.\n';

test('a Docusaurus site’s own front matter fields are accepted without a warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]]};\n`,
    'docs/intro.md': '---\ntitle: Intro\nowner: docs-team\n---\n\nText.\n',
    'blog/2024-01-02-launch.md': POST,
  });
  try {
    const r = await check({ root: site.root });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code === 'frontmatter-invalid').map((d) => d.message),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

test('in a site.config.yaml site an unknown field is still a warning (a likely typo)', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '---\ntitle: Intro\nsidebar_postion: 2\n---\n\nText.\n' });
  try {
    const r = await check({ root: site.root });
    const d = r.diagnostics.find((x) => x.code === 'frontmatter-invalid');
    assert.match(d?.message ?? '', /Unknown front matter field `sidebar_postion`/);
    assert.equal(d?.severity, 'warning');
  } finally {
    await site.cleanup();
  }
});
