import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// A Docusaurus site without src/theme whose JSX page uses theme components fe-docs does not implement: one of the
// installed theme-classic (`@theme/Icon/ExternalLink`, jellyfin's download pages) and one of a third-party theme the
// config names (`@theme/Fancy`, as redocusaurus' `@theme/Redoc`), plus fe-docs' own `<CodeBlock>` and `<Admonition>`,
// which Docusaurus lets any component use (sequelize's home page), not only MDX content. node_modules holds small
// stand-ins of those packages with the shapes of the real ones (compiled ESM, a CSS module, `@docusaurus/*` imports).
const CONFIG = `module.exports = {
  title: 'Installed', url: 'https://installed.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {sidebarPath: false}}]],
  themes: ['fancy'],
};
`;

const PAGE = `import Layout from '@theme/Layout';
import IconExternalLink from '@theme/Icon/ExternalLink';
import Fancy from '@theme/Fancy';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';

export default function Downloads() {
  return (
    <Layout title="Downloads">
      <main>
        <a className="external" href="https://example.com">Elsewhere <IconExternalLink /></a>
        <Fancy label="from the fancy theme" />
        <CodeBlock language="js">{'const answer = 42;'}</CodeBlock>
        <Admonition type="tip" title="Good to know"><p>Inside a page.</p></Admonition>
      </main>
    </Layout>
  );
}
`;

const CLASSIC: Record<string, string> = {
  'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic', version: '3.9.2', main: 'lib/index.js' }),
  'node_modules/@docusaurus/theme-classic/lib/index.js': "module.exports = function themeClassic() { return {name: 'docusaurus-theme-classic'}; };\n",
  'node_modules/@docusaurus/theme-classic/lib/theme/Icon/ExternalLink/index.js': `import React from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
export default function IconExternalLink({width = 13.5, height = 13.5}) {
  return (
    <svg width={width} height={height} aria-label={translate({id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)'})} className={styles.iconExternalLink}>
      <use href="#theme-svg-external-link" />
    </svg>
  );
}
`,
  'node_modules/@docusaurus/theme-classic/lib/theme/Icon/ExternalLink/styles.module.css': '.iconExternalLink { margin-left: 0.3rem; }\n',
};

const FANCY_THEME: Record<string, string> = {
  'node_modules/docusaurus-theme-fancy/package.json': JSON.stringify({ name: 'docusaurus-theme-fancy', version: '1.0.0', main: 'dist/index.js' }),
  'node_modules/docusaurus-theme-fancy/dist/index.js': `const path = require('path');
module.exports = function fancyTheme(context, options) {
  return {name: 'docusaurus-theme-fancy', getThemePath() { return path.join(__dirname, '..', 'dist-jsx', 'theme'); }};
};
`,
  // JSX in a .js file, as redocusaurus ships its theme.
  'node_modules/docusaurus-theme-fancy/dist-jsx/theme/Fancy/index.js': `import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
export default function Fancy({label}) {
  return <p className="fancy" data-base={useBaseUrl('/')}>{label}</p>;
}
`,
};

/** The pattern is in the page (the page itself is not printed: it is long). */
function has(html: string, pattern: RegExp) {
  const main = html.indexOf('<main');
  assert.ok(pattern.test(html), `${pattern} is not in the page: ${html.slice(main, main + 1500)}`);
}

test("a JSX page renders the installed theme's components fe-docs does not implement, and fe-docs' CodeBlock and Admonition", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'src/pages/downloads.js': PAGE,
    // MDX content imports them too (redocusaurus' docs import `@theme/Redoc`).
    'docs/intro.mdx':
      "import Fancy from '@theme/Fancy';\nimport IconExternalLink from '@theme/Icon/ExternalLink';\n\n# Intro\n\n<Fancy label=\"in a doc\" /> <IconExternalLink />\n",
    ...CLASSIC,
    ...FANCY_THEME,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'downloads/index.html'), 'utf8');
    // theme-classic's component, its CSS module's class scoped, its text through fe-docs' Translate.
    has(html, /<a class="external" href="https:\/\/example.com">Elsewhere <svg [^>]*aria-label="\(opens in new tab\)" class="iconExternalLink_[^"]+"/);
    // The third-party theme's component, with fe-docs' `@docusaurus/useBaseUrl`.
    has(html, /<p class="fancy" data-base="\/">from the fancy theme<\/p>/);
    // fe-docs' CodeBlock: a fenced block's markup, highlighted (token spans carry colour classes).
    has(html, /<div class="code-block" data-lang="javascript"><pre class="shiki[^"]*"[^>]*><code><span class="line"><span class="t-keyword">const<\/span>/);
    const doc = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    has(doc, /<p class="fancy" data-base="\/">in a doc<\/p>\s*<svg [^>]*class="iconExternalLink_[^"]+"/);
    // fe-docs' Admonition with the title given.
    has(
      html,
      /<div role="note" class="theme-admonition theme-admonition-tip alert alert--success" aria-label="Good to know"><div class="fd-admonition-heading">Good to know<\/div>/,
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// jellyfin's home page: a hydrated page (state) whose components `require('/static/…svg')` and import a Sass module;
// the browser bundle of its island resolves them as the server render did.
test('a hydrated JSX page importing a root-relative `/static/…` image bundles for the browser', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'static/img/star.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    'src/pages/index.js': `import {useState} from 'react';
import Layout from '@theme/Layout';
const Star = require('/static/img/star.svg').default;
export default function Home() {
  const [n, setN] = useState(0);
  return <Layout title="Home"><main><Star className="star" /><button onClick={() => setN(n + 1)}>{n}</button></main></Layout>;
}
`,
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    has(html, /<svg [^>]*class="star"/);
    has(html, /<fe-island data-component="[^"]+"/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// sequelize's swizzled TOC: Docusaurus calls the slot `TOC` (fe-docs' theme `Toc`); the site's component renders the
// TOC of every doc, with Docusaurus' props, and imports theme-classic's `TOCItems`.
test("a swizzled `src/theme/TOC` renders every doc's table of contents with Docusaurus' props", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n\n## First part\n\ntext\n\n### A detail\n\ntext\n\n## Second &lt;part&gt;\n\ntext\n',
    'src/theme/TOC/index.js': `import React from 'react';
import TOCItems from '@theme/TOCItems';
import styles from './styles.module.css';
export default function TOC({className, ...props}) {
  return (
    <div className={[styles.tableOfContents, 'thin-scrollbar', className].join(' ')}>
      <div className="ads-container desktop" />
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" />
    </div>
  );
}
`,
    'src/theme/TOC/styles.module.css': '.tableOfContents { position: sticky; }\n',
    'node_modules/@docusaurus/theme-classic/lib/theme/TOCItems/index.js': `import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
export default function TOCItems({toc, minHeadingLevel, maxHeadingLevel, linkClassName}) {
  const {tableOfContents} = useThemeConfig();
  const min = minHeadingLevel ?? tableOfContents?.minHeadingLevel ?? 2;
  const max = maxHeadingLevel ?? tableOfContents?.maxHeadingLevel ?? 3;
  return (
    <ul className="table-of-contents table-of-contents__left-border" data-levels={min + '-' + max}>
      {toc.map((t) => <li key={t.id} data-level={t.level}><a href={'#' + t.id} className={linkClassName} dangerouslySetInnerHTML={{__html: t.value}} /></li>)}
    </ul>
  );
}
`,
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics
        .filter((d) => d.severity === 'error' || d.code === 'theme-override-unsupported')
        .map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    has(
      html,
      /<div class="tableOfContents_[^"]+ thin-scrollbar theme-doc-toc-desktop"><div class="ads-container desktop"><\/div><ul class="table-of-contents table-of-contents__left-border" data-levels="2-3">/,
    );
    has(
      html,
      /<li data-level="2"><a href="#first-part" class="table-of-contents__link toc-highlight">First part<\/a><\/li><li data-level="3"><a href="#a-detail" class="table-of-contents__link toc-highlight">A detail<\/a><\/li><li data-level="2"><a href="#second-part" class="table-of-contents__link toc-highlight">Second &lt;part&gt;<\/a><\/li>/,
    );
    // fe-docs' own TOC is replaced, not shown beside it.
    assert.doesNotMatch(html, /class="toc-link"/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a `@theme/*` that neither fe-docs nor an installed theme has is an error at the import', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.mdx': "# Intro\n\nimport Nope from '@theme/Nope';\n\n<Nope />\n",
    ...CLASSIC,
    ...FANCY_THEME,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.code, d.position?.file, d.position?.line]),
      [['mdx-import', 'docs/intro.mdx', 3]],
    );
    assert.match(errors[0].message, /`@theme\/Nope`/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// react-redux's swizzled NotFound: the 404 page is the site's, with its own `<Layout>`.
test('a swizzled `src/theme/NotFound` is the 404 page', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'src/theme/NotFound.js': `import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function NotFound() {
  const {siteConfig} = useDocusaurusContext();
  return <Layout title="Page Not Found"><main className="container"><h1 className="lost">Lost in {siteConfig.title}</h1></main></Layout>;
}
`,
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics
        .filter((d) => d.severity === 'error' || d.code === 'theme-override-unsupported')
        .map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, '404.html'), 'utf8');
    has(html, /<main class="container"><h1 class="lost">Lost in (<!-- -->)?Installed<\/h1><\/main>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// kysely's swizzled ColorModeToggle and open-webui's Icon/Menu: parts of the Navbar, which fe-docs draws itself. The
// installed theme's Navbar, which imports them, then fills the Navbar slot, so the site's parts show where Docusaurus
// shows them.
test("a swizzled part of the Navbar (`src/theme/ColorModeToggle`) is rendered inside the installed theme's Navbar", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'src/theme/ColorModeToggle/index.js': `import React from 'react';
export default function ColorModeToggle({className}) {
  return <button type="button" className={'site-toggle ' + (className ?? '')}>Mode</button>;
}
`,
    'node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js': `import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
export default function Navbar() {
  const {navbar} = useThemeConfig();
  return <nav className="navbar navbar--fixed-top"><div className="navbar__inner"><b className="navbar__title">{navbar?.title ?? 'untitled'}</b><ColorModeToggle className="navbar-toggle-slot" /></div></nav>;
}
`,
    'node_modules/@docusaurus/theme-classic/lib/theme/ColorModeToggle/index.js': 'export default function ColorModeToggle() { return null; }\n',
    // The installed Navbar renders Infima markup: the site's Infima is then in its stylesheet.
    'node_modules/infima/package.json': JSON.stringify({ name: 'infima', version: '0.2.0-alpha.45' }),
    'node_modules/infima/dist/css/default/default.css': '.navbar__inner { display: flex; }\n.tabs { display: flex; }\n',
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics
        .filter((d) => d.severity === 'error' || d.code === 'theme-override-unsupported')
        .map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    has(
      html,
      /<nav class="navbar navbar--fixed-top"><div class="navbar__inner"><b class="navbar__title">[^<]*<\/b><button type="button" class="site-toggle navbar-toggle-slot">Mode<\/button><\/div><\/nav>/,
    );
    // Infima's `.tabs` (theme-classic's row of tab buttons) stays off fe-docs' own Tabs, whose container is `.tabs` too.
    const css = await readFile(path.join(out, html.match(/<link rel="stylesheet" href="\/([^"]+)"/)![1]), 'utf8');
    assert.match(css, /\.navbar__inner:not\(:where\(/);
    assert.match(css, /\.tabs:not\(:where\([^{]*\.tabs\.tabs-container[, )]/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// dragonflydb/documentation swizzles `src/theme/Footer/LinkItem.tsx` (a file, not a folder) and the parts it imports;
// theme-classic's Footer, which imports it, is `export default React.memo(Footer)`: an exotic component object, which
// the installed slot took for "no component" (the parts were reported unused and fe-docs' footer drawn).
test("a swizzled part of the Footer, as a file, is rendered inside the installed theme's memo Footer", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'src/theme/Footer/LinkItem.js': `import React from 'react';
import Badge from './Badge';
export default function LinkItem({item}) {
  return <a className="site-link" href={item.href}>{item.label} <Badge /></a>;
}
`,
    'src/theme/Footer/Badge.js': 'export default function Badge() { return <em className="site-badge">new</em>; }\n',
    'node_modules/@docusaurus/theme-classic/lib/theme/Footer/index.js': `import React from 'react';
import LinkItem from '@theme/Footer/LinkItem';
function Footer() {
  return <footer className="footer"><LinkItem item={{href: '/docs/intro', label: 'Intro'}} /></footer>;
}
export default React.memo(Footer);
`,
    'node_modules/@docusaurus/theme-classic/lib/theme/Footer/LinkItem/index.js': 'export default function LinkItem() { return null; }\n',
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics
        .filter((d) => d.severity === 'error' || d.code === 'theme-override-unsupported')
        .map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    has(html, /<footer class="footer"><a class="site-link" href="\/docs\/intro">Intro <em class="site-badge">new<\/em><\/a><\/footer>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// A swizzled component copied from theme-classic keeps its `export default React.memo(Footer)`; a React page may be
// memoized too: both are components, not "no default export".
test('a swizzled component and a JSX page exported as React.memo(…) render', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'src/theme/Footer/index.js': `import React from 'react';
function Footer() {
  return <footer className="memo-footer">Memo footer</footer>;
}
export default React.memo(Footer);
`,
    'src/pages/memo.js': `import React from 'react';
import Layout from '@theme/Layout';
export default React.memo(function MemoPage() {
  return <Layout title="Memo"><main className="memo-page">Memo page</main></Layout>;
});
`,
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics
        .filter((d) => d.severity === 'error' || d.code === 'theme-override')
        .map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    has(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'), /<footer class="memo-footer">Memo footer<\/footer>/);
    has(await readFile(path.join(out, 'memo/index.html'), 'utf8'), /<main class="memo-page">Memo page<\/main>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// kysely's DemoVideo: an interactive page whose component reads `@docusaurus/theme-common` (the site's runtime, bundled
// in Node) is published as rendered, with a warning, instead of failing the browser bundle of the islands.
test('an interactive JSX page that imports @docusaurus/theme-common is published as rendered, with a page-hydration warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("themes: ['fancy'],", ''),
    'docs/intro.md': '# Intro\n',
    'src/pages/demo.js': `import {useState} from 'react';
import Layout from '@theme/Layout';
import {useColorMode} from '@docusaurus/theme-common';
export default function Demo() {
  const [n, setN] = useState(0);
  const {colorMode} = useColorMode();
  return <Layout title="Demo"><main><button className="demo" onClick={() => setN(n + 1)}>{colorMode} {n}</button></main></Layout>;
}
`,
    ...CLASSIC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-installed-theme-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    assert.ok(
      result.diagnostics.some(
        (d) => d.code === 'page-hydration' && d.position?.file === 'src/pages/demo.js' && d.message.includes('`@docusaurus/theme-common`'),
      ),
      result.diagnostics.map((d) => d.message).join('\n'),
    );
    const html = await readFile(path.join(out, 'demo/index.html'), 'utf8');
    has(html, /<button class="demo">light(<!-- -->)? (<!-- -->)?0<\/button>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
