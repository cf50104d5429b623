import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';
import { routePropsConformance } from '../helpers/docusaurus-conformance-routes.js';

// Issue 32 item 2, the route props part of the conformance list: the props the installed docs, blog and pages plugins
// give each route component (their own loadContent + contentLoaded, run on a small site with a recording addRoute),
// against those fe-docs gives the same component swizzled in src/theme (or a JSX page): the same names, or a warning
// at the override. Packages: test/docusaurus-packages, or $FE_DOCS_DOCUSAURUS_DIR. Tests run from the repository's root.
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));

test("a swizzled route component of the docs, blog and pages plugins gets Docusaurus' props, or a warning at the override", async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  const all = await routePropsConformance(found.nodeModules);
  const of = (component: string) => all.find((e) => e.component === component);
  // The installed plugins gave the routes a Docusaurus 3 site has (not an empty recording).
  for (const [component, props] of [
    ['@theme/DocItem', ['content', 'route']],
    ['@theme/BlogListPage', ['metadata', 'items', 'sidebar']],
    ['@theme/BlogPostPage', ['content', 'sidebar']],
    ['@theme/MDXPage', ['content']],
    ['JSX page', ['config']],
  ] as const)
    for (const p of props) assert.ok(of(component)?.docusaurus.includes(p), `${component}: Docusaurus' \`${p}\` not found: ${JSON.stringify(of(component))}`);
  assert.ok(all.length >= 14, `only ${all.length} route components found`);
  // The two fe-docs renders a swizzled copy of: every prop.
  assert.equal(of('@theme/DocItem')?.status, 'works', JSON.stringify(of('@theme/DocItem')));
  assert.equal(of('JSX page')?.status, 'works', JSON.stringify(of('JSX page')));
  const failing = all.filter((e) => e.status === 'fails').map((e) => `${e.plugin} ${e.component}: ${e.note}`);
  assert.deepEqual(failing, [], `Docusaurus ${found.version}: route components that get fewer props than in Docusaurus, with no warning`);
});
