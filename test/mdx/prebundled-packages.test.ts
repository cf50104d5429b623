import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { LARGE_PACKAGE_FILES } from '../../src/mdx/prebundled-packages.js';
import { MINIMAL_CONFIG, withSite } from '../helpers/site.js';

/** A package of more module files than LARGE_PACKAGE_FILES: an icon set, each icon a module, counting its evaluations. */
function iconPackage(name: string, format: 'esm' | 'cjs', imports?: string): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = `node_modules/${name}`;
  const count = LARGE_PACKAGE_FILES + 1;
  const key = `__feDocsLoads_${name.replace(/\W/g, '_')}`;
  files[`${dir}/package.json`] = JSON.stringify({ name, version: '1.0.0', ...(format === 'esm' ? { type: 'module' } : {}), main: 'index.js' });
  for (let i = 0; i < count; i++)
    files[`${dir}/icons/icon${i}.js`] =
      format === 'esm' ? `export default function Icon${i}() { return 'icon-${i}'; }\n` : `module.exports = function Icon${i}() { return 'icon-${i}'; };\n`;
  const loads = `globalThis.${key} = (globalThis.${key} ?? 0) + 1;\n`;
  files[`${dir}/index.js`] =
    format === 'esm'
      ? `import './icons.css';\n${imports ? `import '${imports}';\n` : ''}${loads}` +
        Array.from({ length: count }, (_, i) => `export { default as Icon${i} } from './icons/icon${i}.js';`).join('\n')
      : loads + Array.from({ length: count }, (_, i) => `exports.Icon${i} = require('./icons/icon${i}.js');`).join('\n');
  if (format === 'esm') files[`${dir}/icons.css`] = '.big-icon-from-package { color: rgb(1, 2, 3); }\n';
  return files;
}

const loads = (name: string) => (globalThis as Record<string, unknown>)[`__feDocsLoads_${name}`];

test('a large ES-module package is bundled once for every page that imports it; a CommonJS one, one importing another package or one that cannot run at build time stays in each page', async () => {
  const pages: Record<string, string> = {};
  for (const n of [1, 2, 3])
    pages[`content/docs/page${n}.mdx`] =
      `---\ntitle: Page ${n}\n---\nimport { Icon7 } from 'big_esm_icons';\nimport { Icon9 } from 'big_cjs_icons';\nimport { Icon3 } from 'big_open_icons';\n\n<p>esm <span>{Icon7()}</span> cjs <span>{Icon9()}</span> open <span>{Icon3()}</span></p>\n`;
  await withSite(
    {
      'site.config.yaml': MINIMAL_CONFIG,
      ...iconPackage('big_esm_icons', 'esm'),
      ...iconPackage('big_cjs_icons', 'cjs'),
      // Imports another package: shared, that package would be one instance in it and another in the pages.
      ...iconPackage('big_open_icons', 'esm', 'tiny_helper'),
      'node_modules/tiny_helper/package.json': JSON.stringify({ name: 'tiny_helper', version: '1.0.0', type: 'module', main: 'index.js' }),
      'node_modules/tiny_helper/index.js': 'export const helper = 1;\n',
      // A large package that cannot run at build time, reached only through a lazy import: it must not run.
      ...iconPackage('big_browser_icons', 'esm', './browser.js'),
      'node_modules/big_browser_icons/browser.js': 'window.location;\n',
      'content/docs/lazy.mdx':
        "---\ntitle: Lazy\n---\nexport const Editor = () => { const load = () => import('./editor.js'); return <p>lazy {typeof load}</p>; };\n\n<Editor />\n",
      'content/docs/editor.js': "import { Icon1 } from 'big_browser_icons';\nexport default Icon1;\n",
      ...pages,
    },
    async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      for (const n of [1, 2, 3]) {
        const html = await readFile(path.join(out, `docs/page${n}/index.html`), 'utf8');
        assert.match(html, /esm <span>icon-7<\/span> cjs <span>icon-9<\/span> open <span>icon-3<\/span>/);
      }
      // One shared module for the three pages; the CommonJS package is in each page's bundle.
      assert.equal(loads('big_esm_icons'), 1);
      assert.equal(loads('big_cjs_icons'), 3);
      assert.equal(loads('big_open_icons'), 3);
      assert.match(await readFile(path.join(out, 'docs/lazy/index.html'), 'utf8'), /lazy function/);
      // The shared module's stylesheet is the site's, as any imported CSS.
      const stylesheet = (await readdir(path.join(out, 'assets'))).find((f) => /^style.*\.css$/.test(f));
      assert.ok(stylesheet);
      const css = await readFile(path.join(out, 'assets', stylesheet), 'utf8');
      assert.match(css, /\.big-icon-from-package/);
    },
  );
});
