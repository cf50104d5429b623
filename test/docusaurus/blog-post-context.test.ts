import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';
import { document } from '../e2e/client/browser-globals.js';
import { newPage } from '../e2e/client/fixtures.js';

/**
 * A Docusaurus site's blog: `useBlogPost()` in a post's content and in a swizzled component of its page, in the items of
 * the list page; an island reading its page; permalinks as Docusaurus' content plugins give them; a description from the
 * content's first line of text when the front matter has none.
 */

const config = (trailingSlash?: boolean) => `module.exports = {
  title: 'Kiln', tagline: 'Fired clay', url: 'https://kiln.example', baseUrl: '/pots/',
  ${trailingSlash === undefined ? '' : `trailingSlash: ${trailingSlash},`}
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: {showReadingTime: true}}]],
};
`;

const FILES = {
  'sidebars.js': "module.exports = {clay: ['glazes/index', 'firing', 'cones']};\n",
  // Reads its post through the blog client (Docusaurus 3.5+) and through theme-common/internal (3.0–3.4).
  'src/components/PostFacts.js': `import React from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useBlogPost as useOlderBlogPost} from '@docusaurus/theme-common/internal';

export default function PostFacts() {
  const {metadata, frontMatter, assets, toc, isBlogPostPage} = useBlogPost();
  const same = useOlderBlogPost().metadata === metadata;
  return (
    <p className="post-facts" data-page={String(isBlogPostPage)} data-same={String(same)}>
      {metadata.title} | {metadata.permalink} | {metadata.description} | {frontMatter.kilnTemp} | {metadata.tags.map((t) => t.permalink).join(',')} | {metadata.readingTime > 0 ? 'timed' : 'untimed'} | {metadata.authors.map((a) => a.name).join(',')} | {String(assets.image)} | {toc.map((t) => t.id).join(',')} | {metadata.prevItem?.title ?? '-'} | {metadata.nextItem?.title ?? '-'}
    </p>
  );
}
`,
  'src/components/DocLink.js': `import React from 'react';
import Link from '@docusaurus/Link';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

export default function DocLink() {
  const {metadata} = useDoc();
  return (
    <>
      <p className="doc-link">{metadata.permalink} | {metadata.next?.permalink ?? '-'} | {metadata.previous?.permalink ?? '-'} | {metadata.tags.map((t) => t.permalink).join(',')}</p>
      <p className="sidebar-hrefs">{useDocsSidebar().items.map((i) => i.href).join(',')}</p>
      <Link className="self-link" to={metadata.permalink}>here</Link>
    </>
  );
}
`,
  // An island (hydrated in the browser) reading its page's location: its server markup must be the page's.
  'src/components/WhereCounter.js': `import React, {useState} from 'react';
import {useLocation} from '@docusaurus/router';

export default function WhereCounter() {
  const [n, setN] = useState(0);
  return <button type="button" className="where-counter" onClick={() => setN(n + 1)}>{useLocation().pathname} {n}</button>;
}
`,
  // A swizzled Layout wrapper: Docusaurus renders a post's whole page (its Layout too) inside the post's provider.
  'src/theme/Layout/index.js': `import React from 'react';
import OriginalLayout from '@theme-original/Layout';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

export default function Layout(props) {
  let title = 'no post';
  try {
    title = useBlogPost().metadata.title;
  } catch (e) {
    if (!/BlogPostProvider/.test(e.message)) throw e;
  }
  return <OriginalLayout {...props}><p className="kiln-layout">{title}</p>{props.children}</OriginalLayout>;
}
`,
  // A swizzled Footer: on a post's page, inside the post's provider too.
  'src/theme/Footer/index.js': `import React from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

export default function Footer() {
  let title = 'no post';
  try {
    title = useBlogPost().metadata.title;
  } catch (e) {
    if (!/BlogPostProvider/.test(e.message)) throw e;
  }
  return <footer className="kiln-footer">{title}</footer>;
}
`,
  'blog/2024-03-01-raku.mdx': `---
title: Raku firing
authors: [{name: Ama}]
tags: [raku, smoke]
kilnTemp: 1000
image: /img/raku.png
---
import PostFacts from '@site/src/components/PostFacts';

Pulled out **red hot** from the kiln.

<PostFacts />

<!-- truncate -->

## Smoke

Then into sawdust.
`,
  'blog/2024-02-01-bisque.mdx': `---
title: Bisque
description: The first firing
slug: bisque/
---
import PostFacts from '@site/src/components/PostFacts';

Low and slow.

<PostFacts />
`,
  'blog/2024-01-01-plain.md': '---\ntitle: Plain post\n---\n\nNothing to read here.\n',
  'docs/glazes/index.mdx': `---
title: Glazes
tags: [color]
---
import DocLink from '@site/src/components/DocLink';

Glass on clay.

<DocLink />
`,
  'docs/firing.mdx': `---
title: Firing
---
import DocLink from '@site/src/components/DocLink';
import WhereCounter from '@site/src/components/WhereCounter';

<WhereCounter client:load />

<DocLink />
`,
  'docs/cones.md': '---\ntitle: Cones\ndescription: Pyrometric cones\n---\n\n# Cones\n\nThey bend.\n',
};

const bodyOf = (html: string) => html.slice(html.indexOf('<body')).replaceAll('<!-- -->', '');
const metas = (html: string, attr: string, name: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe("a Docusaurus site's blog posts, islands and permalinks", () => {
  let out: string;
  let site: Awaited<ReturnType<typeof createSite>>;
  const page = async (p: string) => readFile(path.join(out, p, 'index.html'), 'utf8');
  before(async () => {
    site = await createSite({ 'docusaurus.config.js': config(true), ...FILES });
    out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-blog-post-'));
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  });
  after(async () => {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  });

  test("useBlogPost() in a post's content: the post's metadata, front matter, assets and TOC, on its page", async () => {
    const raku = bodyOf(await page('blog/2024/03/01/raku'));
    assert.match(
      raku,
      /<p class="post-facts" data-page="true" data-same="true">Raku firing \| \/pots\/blog\/2024\/03\/01\/raku \| Pulled out red hot from the kiln\. \| 1000 \| \/pots\/blog\/tags\/raku,\/pots\/blog\/tags\/smoke \| timed \| Ama \| \/img\/raku.png \| smoke \| - \| Bisque<\/p>/,
    );
    // A slug written with a final slash keeps it (Docusaurus' permalink is the slug as written); the newer post is prevItem.
    assert.match(
      bodyOf(await page('blog/bisque')),
      /data-page="true" data-same="true">Bisque \| \/pots\/blog\/bisque\/ \| The first firing \| {2}\| {2}\| timed \| {2}\| undefined \| {2}\| Raku firing \| Plain post<\/p>/,
    );
  });

  test("a swizzled component of a post's page reads the post, as Docusaurus' BlogPostPage wraps the whole page", async () => {
    assert.match(bodyOf(await page('blog/2024/03/01/raku')), /<p class="kiln-layout">Raku firing<\/p>/);
    assert.match(bodyOf(await page('blog/2024/03/01/raku')), /<footer class="kiln-footer">Raku firing<\/footer>/);
    assert.match(bodyOf(await page('blog/bisque')), /<footer class="kiln-footer">Bisque<\/footer>/);
    assert.match(bodyOf(await page('docs/cones')), /<footer class="kiln-footer">no post<\/footer>/);
    assert.match(bodyOf(await page('blog')), /<footer class="kiln-footer">no post<\/footer>/);
    assert.match(bodyOf(await page('docs/cones')), /<p class="kiln-layout">no post<\/p>/);
    assert.match(bodyOf(await page('blog')), /<p class="kiln-layout">no post<\/p>/);
  });

  test("each item of the blog list renders its excerpt inside its own post's provider, not as a post page", async () => {
    const list = bodyOf(await page('blog'));
    const facts = [...list.matchAll(/<p class="post-facts" data-page="(\w+)" data-same="true">([^|]*) \|/g)].map((m) => `${m[1]} ${m[2]}`);
    assert.deepEqual(facts, ['false Raku firing', 'false Bisque']);
    // The truncated excerpt: the part after the marker is not in the list.
    assert.doesNotMatch(list, /Then into sawdust/);
    // A tag page lists it too, with the same data.
    assert.match(bodyOf(await page('blog/tags/raku')), /data-page="false" data-same="true">Raku firing \| \/pots\/blog\/2024\/03\/01\/raku \|/);
  });

  test('permalinks as Docusaurus gives them with trailingSlash: true: none but for an index doc, tags none', async () => {
    assert.match(bodyOf(await page('docs/firing')), /<p class="doc-link">\/pots\/docs\/firing \| \/pots\/docs\/cones \| \/pots\/docs\/glazes\/ \| <\/p>/);
    assert.match(
      bodyOf(await page('docs/glazes')),
      /<p class="doc-link">\/pots\/docs\/glazes\/ \| \/pots\/docs\/firing \| - \| \/pots\/docs\/tags\/color<\/p>/,
    );
    // The sidebar's doc links are permalinks too (keploy's breadcrumb JSON-LD writes them as they are).
    assert.match(bodyOf(await page('docs/firing')), /<p class="sidebar-hrefs">\/pots\/docs\/glazes\/,\/pots\/docs\/firing,\/pots\/docs\/cones<\/p>/);
    // The written links still follow the site's policy: fe-docs' own, and a Link to a permalink in content.
    assert.match(bodyOf(await page('docs/firing')), /href="\/pots\/docs\/cones\/"/);
    assert.match(bodyOf(await page('docs/firing')), /<a href="\/pots\/docs\/firing\/" class="self-link">here<\/a>/);
  });

  test("an island's server markup is rendered with its page's providers (its path), and hydrates without a mismatch", async () => {
    const html = bodyOf(await page('docs/firing'));
    assert.match(html, /<fe-island[^>]*><button type="button" class="where-counter">\/pots\/docs\/firing\/? 0<\/button><\/fe-island>/);
    const browser: Browser = await launchBrowser();
    const server = await serveDir(out, { base: '/pots/' });
    try {
      const { page: tab, errors, warnings } = await newPage(browser);
      await tab.goto(server.url + 'docs/firing/');
      const button = tab.locator('button.where-counter');
      await tab.waitForFunction(() => document.querySelectorAll('script[src*="/assets/islands-"]').length === 1);
      await button.click();
      await tab.waitForFunction(() => /\s1$/.test(document.querySelector('button.where-counter')?.textContent ?? ''));
      assert.match((await button.textContent()) ?? '', /^\/pots\/docs\/firing\/? 1$/);
      assert.deepEqual(errors, []);
      assert.deepEqual(
        warnings.filter((w) => /hydrat|did not match/i.test(w)),
        [],
      );
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test("a page without a front matter description has its content's first line of text as description, as Docusaurus", async () => {
    const raku = await page('blog/2024/03/01/raku');
    assert.deepEqual(metas(raku, 'name', 'description'), ['Pulled out red hot from the kiln.']);
    assert.deepEqual(metas(raku, 'property', 'og:description'), ['Pulled out red hot from the kiln.']);
    assert.deepEqual(metas(await page('blog/bisque'), 'name', 'description'), ['The first firing']);
    assert.deepEqual(metas(await page('blog/2024/01/01/plain'), 'name', 'description'), ['Nothing to read here.']);
    assert.deepEqual(metas(await page('docs/glazes'), 'name', 'description'), ['Glass on clay.']);
    // The `# Title` is not the excerpt; a front matter description wins.
    assert.deepEqual(metas(await page('docs/cones'), 'name', 'description'), ['Pyrometric cones']);
  });
});

test('permalinks without trailingSlash and with trailingSlash: false are the same as with true', async () => {
  for (const slash of [undefined, false]) {
    const site = await createSite({ 'docusaurus.config.js': config(slash), ...FILES });
    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-blog-permalink-'));
    try {
      const result = await build({ root: site.root, outDir: out });
      assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
      const html = bodyOf(await readFile(path.join(out, 'docs/firing/index.html'), 'utf8'));
      assert.match(html, /<p class="doc-link">\/pots\/docs\/firing \| \/pots\/docs\/cones \| \/pots\/docs\/glazes\/ \| <\/p>/, String(slash));
      // Docusaurus' Link applies `trailingSlash: false` (an index doc's permalink loses its slash), and nothing when unset.
      const glazes = bodyOf(await readFile(path.join(out, 'docs/glazes/index.html'), 'utf8'));
      assert.match(glazes, new RegExp(`<a href="/pots/docs/glazes${slash === false ? '' : '/'}" class="self-link">here</a>`), String(slash));
      assert.match(html, /<a href="\/pots\/docs\/firing" class="self-link">here<\/a>/, String(slash));
      const bisque = bodyOf(await readFile(path.join(out, 'blog/bisque/index.html'), 'utf8'));
      assert.match(bisque, /Bisque \| \/pots\/blog\/bisque\/ \|/, String(slash));
    } finally {
      await rm(out, { recursive: true, force: true });
      await site.cleanup();
    }
  }
});

test("a fe-docs (YAML) site's doc and post without a description take their first line of text", async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '---\ntitle: Introducción\n---\n\n# Introducción\n\nUn *primer* párrafo con [un enlace](./otro.md).\n\nOtro.\n',
    'content/docs/otro.md': '---\ntitle: Otro\ndescription: Descrito\n---\n\nTexto.\n',
    'content/blog/2024-01-01-hola.md': '---\ntitle: Hola\n---\n\n`Código` al inicio.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-yaml-excerpt-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const read = (p: string) => readFile(path.join(out, p, 'index.html'), 'utf8');
    const intro = await read('docs/intro');
    assert.deepEqual(metas(intro, 'name', 'description'), ['Un primer párrafo con un enlace.']);
    assert.deepEqual(metas(intro, 'property', 'og:description'), ['Un primer párrafo con un enlace.']);
    assert.deepEqual(metas(await read('docs/otro'), 'name', 'description'), ['Descrito']);
    assert.deepEqual(metas(await read('blog/2024/01/01/hola'), 'name', 'description'), ['Código al inicio.']);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
