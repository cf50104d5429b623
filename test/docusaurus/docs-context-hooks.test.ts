import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPages } from '../helpers/built-pages.js';

const CONFIG = `module.exports = {
  title: 'Lanterns', url: 'https://lanterns.example', baseUrl: '/guide/',
  themeConfig: {metadata: [{name: 'description', content: 'Every lantern, explained.'}, {name: 'keywords', content: 'oil, wick'}]},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js', editUrl: 'https://git.example/lanterns/edit/main/'}}]],
};
`;
const SIDEBARS = `module.exports = {
  lamps: ['wicks', {type: 'category', label: 'Oil and glass', items: ['glass']}],
};
`;
const DOCS = {
  'sidebars.js': SIDEBARS,
  'docs/wicks.md':
    '---\ntitle: Trimming wicks\ndescription: Keep the flame short.\ntags: [care]\n---\n\nA short wick burns clean.\n\n## Cotton\n\nBraided cotton lasts.\n',
  'docs/glass.md': '# Cleaning the glass\n\nSoot wipes off with vinegar.\n',
  'src/pages/index.md': '# Lanterns\n\nA guide.\n',
};

async function built(files: Record<string, string>, page = 'docs/wicks') {
  const { result, html } = await buildPages({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files }, [page]);
  return { result, html: html[page] ?? '' };
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** A footer part reading the doc, its sidebar and its version through the docs client hooks. */
const HOOKS_FOOTER = `import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc, useDocsSidebar, useDocsVersion, useActivePlugin, useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';

export default function FooterWrapper(props) {
  const {metadata, frontMatter, toc} = useDoc();
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const plugin = useActivePlugin();
  const {activeDoc} = useActiveDocContext(plugin?.pluginId);
  const home = useHomePageRoute();
  const labels = [];
  const walk = (items) => items.forEach((i) => { labels.push(i.type + ':' + i.label + (i.href ? '@' + i.href : '')); if (i.items) walk(i.items); });
  walk(sidebar?.items ?? []);
  return (
    <>
      <Footer {...props} />
      <dl className="doc-facts">
        <dt>title</dt><dd data-fact="title">{metadata.title}</dd>
        <dt>permalink</dt><dd data-fact="permalink">{metadata.permalink}</dd>
        <dt>description</dt><dd data-fact="description">{frontMatter.description}</dd>
        <dt>edit</dt><dd data-fact="edit">{metadata.editUrl}</dd>
        <dt>tags</dt><dd data-fact="tags">{metadata.tags.map((t) => t.label + '@' + t.permalink).join(',')}</dd>
        <dt>next</dt><dd data-fact="next">{metadata.next?.title}@{metadata.next?.permalink}</dd>
        <dt>toc</dt><dd data-fact="toc">{toc.map((t) => t.id + '/' + t.level).join(',')}</dd>
        <dt>sidebar</dt><dd data-fact="sidebar">{sidebar?.name}: {labels.join(' | ')}</dd>
        <dt>version</dt><dd data-fact="version">{version.version} {String(version.isLast)} {Object.keys(version.docs).sort().join(',')}</dd>
        <dt>home</dt><dd data-fact="home">{home ? home.path : 'none'}</dd>
        <dt>plugin</dt><dd data-fact="plugin">{plugin?.pluginId} {activeDoc?.id}</dd>
      </dl>
    </>
  );
}
`;

const fact = (html: string, name: string) => new RegExp(`<dd data-fact="${name}">(.*?)</dd>`).exec(html)?.[1];

test('a swizzled DocItem/Footer reads useDoc, useDocsSidebar, useDocsVersion and the active plugin of the page being rendered', async () => {
  const { result, html } = await built({ 'src/theme/DocItem/Footer/index.js': HOOKS_FOOTER });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  assert.deepEqual(
    result.diagnostics.filter((d) => d.code.startsWith('theme-override')).map((d) => d.message),
    [],
  );
  assert.equal(fact(html, 'title'), 'Trimming wicks');
  assert.equal(fact(html, 'permalink'), '/guide/docs/wicks');
  assert.equal(fact(html, 'description'), 'Keep the flame short.');
  assert.equal(fact(html, 'edit'), 'https://git.example/lanterns/edit/main/docs/wicks.md');
  assert.equal(fact(html, 'tags'), 'care@/guide/docs/tags/care');
  assert.equal(fact(html, 'next'), 'Cleaning the glass@/guide/docs/glass');
  assert.equal(fact(html, 'toc'), 'cotton/2');
  assert.equal(fact(html, 'sidebar'), 'lamps: link:Trimming wicks@/guide/docs/wicks | category:Oil and glass | link:Cleaning the glass@/guide/docs/glass');
  assert.equal(fact(html, 'version'), 'current true glass,wicks');
  assert.equal(fact(html, 'plugin'), 'default wicks');
  assert.equal(fact(html, 'home'), '/guide/');
  // The original footer (fe-docs' edit link) is still there, once.
  assert.equal(count(html, 'href="https://git.example/lanterns/edit/main/docs/wicks.md"'), 1);
});

/** A DocItem that wraps the original, as sites add a banner above every doc. */
const WRAPPED_DOC_ITEM = `import React from 'react';
import Link from '@docusaurus/Link';
import DocItem from '@theme-original/DocItem';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemWrapper(props) {
  const {metadata} = useDoc();
  return (
    <>
      <aside className="lantern-banner">Before reading {metadata.title}: {props.content.metadata.permalink}</aside>
      {metadata.next && <Link className="lantern-next" to={metadata.next.permalink}>Next</Link>}
      {props.content.toc[0] && <Link className="lantern-toc" to={"#" + props.content.toc[0].id} dangerouslySetInnerHTML={{__html: props.content.toc[0].value}} />}
      <DocItem {...props} />
    </>
  );
}
`;

test("a DocItem wrapping @theme-original/DocItem renders its markup and fe-docs' doc once", async () => {
  const { result, html } = await built({ 'src/theme/DocItem/index.js': WRAPPED_DOC_ITEM });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  assert.match(html, /<aside class="lantern-banner">Before reading Trimming wicks: \/guide\/docs\/wicks<\/aside>/);
  assert.equal(count(html, 'A short wick burns clean.'), 1);
  assert.equal(count(html, '<h1>Trimming wicks</h1>'), 1);
  // Permalinks carry the base URL already: a Link to one does not add it again; a Link's HTML text is kept.
  assert.match(html, /<a href="\/guide\/docs\/glass" class="lantern-next">Next<\/a>/);
  assert.match(html, /<a href="#cotton" class="lantern-toc">Cotton<\/a>/);
  assert.equal(count(html, 'class="doc-toc"'), 1);
  // The marker the content replaces never reaches the page.
  assert.doesNotMatch(html, /fe-docs-doc-content/);
});

/** A whole DocItem of the site's own (Docusaurus 2's shape: `props.content` with its metadata), placing the content. */
const OWN_DOC_ITEM = `import React from 'react';
import Head from '@docusaurus/Head';
import MDXContent from '@theme/MDXContent';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocItem(props) {
  const {content: DocContent} = props;
  const {metadata, frontMatter, contentTitle} = DocContent;
  const version = useDocsVersion();
  return (
    <div className="row lantern-doc">
      <Head>
        <html className="lantern-html" />
        <title>{metadata.title}</title>
        <meta name="description" content={'About ' + metadata.title} />
        <script type="application/ld+json">{JSON.stringify({'@type': 'Article', headline: metadata.title})}</script>
      </Head>
      <article>
        {contentTitle === undefined && <header><h1 className="lantern-title">{metadata.title}</h1></header>}
        <p className="lantern-meta">{frontMatter.description ?? 'no description'} · {version.version}</p>
        <div className="markdown"><MDXContent><DocContent /></MDXContent></div>
      </article>
    </div>
  );
}
`;

test("a site's own DocItem runs around the doc content: its title when the content has none, the content's own # Title otherwise", async () => {
  const wicks = await built({ 'src/theme/DocItem/index.js': OWN_DOC_ITEM });
  assert.equal(wicks.result.ok, true, JSON.stringify(wicks.result.diagnostics));
  assert.match(wicks.html, /<h1 class="lantern-title">Trimming wicks<\/h1>/);
  assert.match(wicks.html, /<p class="lantern-meta">Keep the flame short\. · current<\/p>/);
  assert.equal(count(wicks.html, 'A short wick burns clean.'), 1);
  assert.match(wicks.html, /<div class="markdown"><p>A short wick burns clean\.<\/p>/);
  // fe-docs' own DocItem (its TOC, its breadcrumbs) is not rendered: the site's replaces it.
  assert.doesNotMatch(wicks.html, /class="doc-toc"|class="doc-container"/);
  // Its <Head>: the title as written, its description instead of the page's, the JSON-LD, all in the head.
  const head = wicks.html.slice(0, wicks.html.indexOf('</head>'));
  assert.equal(count(wicks.html, '<title>'), 1);
  assert.equal(count(wicks.html, '<html'), 1, 'helmet-style <html> attributes are not a second <html>');
  assert.match(head, /<title>Trimming wicks<\/title>/);
  assert.equal(count(wicks.html, '<meta name="description"'), 1, "the page's description replaces the theme's and the config's");
  assert.match(head, /<meta name="keywords" content="oil, wick">/);
  assert.match(head, /<meta name="description" content="About Trimming wicks"\/>/);
  assert.match(head, /<script type="application\/ld\+json">\{"@type":"Article","headline":"Trimming wicks"\}<\/script>/);

  const glass = await built({ 'src/theme/DocItem/index.js': OWN_DOC_ITEM }, 'docs/glass');
  assert.equal(glass.result.ok, true);
  assert.doesNotMatch(glass.html, /lantern-title/);
  assert.equal(count(glass.html, '<h1>Cleaning the glass</h1>'), 1);
  // Once in the body (the head's description is that first line too, as in Docusaurus).
  assert.equal(count(glass.html.slice(glass.html.indexOf('<body')), 'Soot wipes off with vinegar.'), 1);
});

test('an export the docs client does not have is named at its import, file:line, and the override is left out', async () => {
  const footer =
    "import React from 'react';\nimport {useDoc,\n  useDocTranslations} from '@docusaurus/plugin-content-docs/client';\n\nexport default function F() {\n  return <p className=\"unused-footer\">{useDoc().metadata.title}{useDocTranslations()}</p>;\n}\n";
  const { result, html } = await built({ 'src/theme/DocItem/Footer/index.js': footer });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const said = result.diagnostics.find((d) => d.code === 'theme-override-unsupported' && d.message.includes('useDocTranslations'));
  assert.ok(said, JSON.stringify(result.diagnostics.map((d) => d.message)));
  assert.equal(said.position?.file, 'src/theme/DocItem/Footer/index.js');
  assert.equal(said.position?.line, 3);
  assert.match(said.message, /@docusaurus\/plugin-content-docs\/client/);
  assert.doesNotMatch(html, /unused-footer/);
  assert.match(html, /A short wick burns clean\./);
});
