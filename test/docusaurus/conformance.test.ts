import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { conformanceList, docusaurusPackagesIn, type Entry } from '../helpers/docusaurus-conformance.js';

// Issue 32 item 2: the list of every `@theme/*` module the installed theme-classic ships, every `@docusaurus/*` client
// module (with its exports, hooks included) and every `@generated/*` module, enumerated from the installed Docusaurus
// 3 packages: each must work or give a positioned warning. The packages are those a Docusaurus 3.10.2 site installs
// (`@docusaurus/core`, `@docusaurus/preset-classic`, `@docusaurus/module-type-aliases`), in test/docusaurus-packages
// (installed by the repository's postinstall, scripts/install-test-packages.mjs), or those installed in
// $FE_DOCS_DOCUSAURUS_DIR (a Docusaurus site folder) when set.
// Tests run from the repository's root (scripts/test.mjs), bundled: not from this file's folder.
const repo = process.cwd();
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(repo, 'test/docusaurus-packages'));
const packages = () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  return found;
};

let entries: Entry[] | undefined;
const list = async () => (entries ??= await conformanceList(packages().nodeModules));

test(`every @theme/*, @docusaurus/* and @generated/* module of the installed Docusaurus works or warns at the import`, async () => {
  const all = await list();
  // The enumeration found what a Docusaurus 3 install has (not an empty folder or a moved layout).
  const count = (kind: Entry['kind']) => all.filter((e) => e.kind === kind).length;
  assert.ok(count('theme') >= 150, `only ${count('theme')} @theme/* modules found`);
  assert.ok(count('client') >= 20, `only ${count('client')} @docusaurus/* modules found`);
  assert.ok(count('generated') >= 8, `only ${count('generated')} @generated/* modules found`);
  for (const spec of [
    '@theme/Admonition',
    '@theme/Icon/ExternalLink',
    '@theme/TOCItems',
    '@docusaurus/Link',
    '@docusaurus/theme-common',
    '@generated/docusaurus.config',
  ])
    assert.ok(
      all.some((e) => e.spec === spec),
      `${spec} is not in the list`,
    );
  const failing = all.filter((e) => e.status === 'fails').map((e) => `${e.spec}: ${e.note}`);
  assert.deepEqual(failing, [], `Docusaurus ${packages().version}: modules that neither work nor warn at the import`);
});

test('each module imports in MDX content, a JSX page and a swizzled override: no error, every warning at a file and line', async () => {
  const all = await list();
  const imports = all.map((e, i) => `import * as m${i} from ${JSON.stringify(e.spec)};`).join('\n');
  const used = `export const modules = [${all.map((_, i) => `m${i}`).join(', ')}];`;
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'All', url: 'https://all.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: false}, blog: false}]]};\n`,
    'package.json': '{"name": "all", "private": true}\n',
    'docs/intro.mdx': `${imports}\n\n# Intro\n\n${used}\n\n{modules.length} modules.\n`,
    'src/pages/all.js': `${imports}\nimport Layout from '@theme/Layout';\n${used}\nexport default function All() { return <Layout title="All"><main>{modules.length} modules</main></Layout>; }\n`,
    'src/theme/Footer/index.js': `${imports}\nimport Footer from '@theme-original/Footer';\n${used}\nexport default function FooterWrapper(props) { return <><Footer {...props} /><p className="count">{modules.length} modules</p></>; }\n`,
  });
  await symlink(packages().nodeModules, path.join(site.root, 'node_modules'), 'dir');
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const shown = (d: (typeof result.diagnostics)[number]) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`;
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error').map(shown), []);
    // Each context's bundle reported its warnings at a place (the import, or the line of the installed file).
    const warnings = result.diagnostics.filter((d) => d.code === 'docusaurus-build-time' || d.code === 'theme-override-unsupported');
    assert.deepEqual(warnings.filter((d) => !d.position?.file || !d.position.line).map(shown), []);
    for (const file of ['docs/intro.mdx', 'src/pages/all.js', 'src/theme/Footer/index.js'])
      assert.ok(
        warnings.some((d) => d.position?.file === file && /@generated\/registry/.test(d.message)),
        `${file}: no warning for @generated/registry: ${warnings.map(shown).join('\n')}`,
      );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
