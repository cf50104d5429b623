import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check } from '../../src/index.js';
import { MINIMAL_CONFIG, withSite } from '../helpers/site.js';

const DOCUSAURUS_CONFIG = `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`;
const YAML_CONFIG = MINIMAL_CONFIG.replace('    routeBasePath: docs\n', '    routeBasePath: docs\n    sidebars: sidebars.js\n');

const CYCLE = `const loop = { type: 'category', label: 'Loop', items: ['intro'] };
loop.items.push(loop);
module.exports = { main: [loop] };
`;
const SHORTHAND_CYCLE = `const guides = { Guides: ['intro'] };
guides.Guides.push(guides);
module.exports = { 'my side': guides };
`;
const DEEP = `let items = ['intro'];
for (let i = 0; i < 20000; i++) items = [{ type: 'category', label: 'Level ' + i, items }];
module.exports = { main: items };
`;

/** What `check` reports, as `file:line code message`. */
async function problems(root: string): Promise<string[]> {
  const r = await check({ root });
  assert.equal(r.ok, false);
  return r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`);
}

// Issue 33, low: a cyclic or 20,000-deep sidebars.js was an `internal-error` ("Maximum call stack size exceeded")
// blamed on a site.config.yaml that a Docusaurus site does not even have.
test('a sidebars.js whose category contains itself: an error at sidebars.js naming the path of keys of the cycle', async () => {
  for (const [files, docs] of [
    [{ 'docusaurus.config.js': DOCUSAURUS_CONFIG }, 'docs'],
    [{ 'site.config.yaml': YAML_CONFIG }, 'content/docs'],
  ] as const)
    await withSite({ ...files, 'sidebars.js': CYCLE, [`${docs}/intro.md`]: '# Intro\n' }, async (root) => {
      assert.deepEqual(await problems(root), [
        'sidebars.js:1 config-sidebars-file In `sidebars.js`: the sidebar contains itself: `main[0].items[1]` is `main[0]` again, so reading it would never end.',
      ]);
    });
  await withSite({ 'docusaurus.config.js': DOCUSAURUS_CONFIG, 'sidebars.js': SHORTHAND_CYCLE, 'docs/intro.md': '# Intro\n' }, async (root) => {
    assert.deepEqual(await problems(root), [
      'sidebars.js:1 config-sidebars-file In `sidebars.js`: the sidebar contains itself: `"my side".Guides[1]` is `"my side"` again, so reading it would never end.',
    ]);
  });
});

test('a sidebars.js nesting 20,000 categories: an error at sidebars.js giving the depth limit, and the check ends', async () => {
  for (const [files, docs] of [
    [{ 'docusaurus.config.js': DOCUSAURUS_CONFIG }, 'docs'],
    [{ 'site.config.yaml': YAML_CONFIG }, 'content/docs'],
  ] as const)
    await withSite({ ...files, 'sidebars.js': DEEP, [`${docs}/intro.md`]: '# Intro\n' }, async (root) => {
      const found = await problems(root);
      assert.equal(found.length, 1, found.join('\n'));
      assert.match(
        found[0],
        /^sidebars\.js:1 config-sidebars-file In `sidebars\.js`: sidebar items nest more than 100 levels deep \(at `main\[0\]\.items\[0\]/,
      );
      const r = await check({ root });
      assert.match(r.diagnostics[0].hint ?? '', /at most 100 levels/);
    });
});
