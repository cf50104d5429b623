import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// kysely's navbar (theme-classic's, rendered because the site swizzles parts of it) lost its active "Docs" item:
// `<Link isNavLink>` is react-router's NavLink, active (activeClassName, aria-current) when the location matches
// or its isActive(match, location) says so.
test('<Link isNavLink> marks itself active where react-router NavLink would; a page knows its location', async () => {
  const page = `import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
export default function Guide() {
  return (
    <main>
      <p id="where">{useLocation().pathname}</p>
      <Link isNavLink to="/guide" id="self">Self</Link>
      <Link isNavLink to="/" exact id="home">Home</Link>
      <Link isNavLink to="/" id="prefix" activeClassName="on">Prefix</Link>
      <Link isNavLink to="/elsewhere" isActive={(_m, location) => location.pathname.startsWith('/gui')} activeClassName="navbar__link--active" className="navbar__link" id="by-function">Function</Link>
      <Link isNavLink to="/elsewhere" id="other">Other</Link>
      <Link to="/guide" id="plain">Plain</Link>
    </main>
  );
}
`;
  const config = `module.exports = { title: 'Nav', url: 'https://nav.example', baseUrl: '/', presets: [['classic', {docs: false, blog: false}]] };\n`;
  const stub = 'export default function P() { return <main>page</main>; }\n';
  await withSite({ 'docusaurus.config.js': config, 'src/pages/guide.jsx': page, 'src/pages/index.jsx': stub, 'src/pages/elsewhere.jsx': stub }, async (root) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-navlink-'));
    try {
      const result = await build({ root, outDir: out });
      assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
      const html = await readFile(path.join(out, 'guide/index.html'), 'utf8');
      const link = (id: string) => new RegExp(`<a [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? `no #${id}`;
      // A page without a Layout renders before any page frame exists: it still knows where it is.
      assert.match(html, /<p id="where">\/guide<\/p>/);
      assert.match(link('self'), /class="active"/);
      assert.match(link('self'), /aria-current="page"/);
      assert.doesNotMatch(link('home'), /active|aria-current/);
      assert.match(link('prefix'), /class="on"/);
      assert.match(link('by-function'), /class="navbar__link navbar__link--active"/);
      assert.doesNotMatch(link('other'), /active|aria-current/);
      assert.doesNotMatch(link('plain'), /active|aria-current/);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
