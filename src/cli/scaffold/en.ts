import type { ScaffoldLanguage } from './types.js';

/** The English site `fe-docs init` writes (the default). */
export const en: ScaffoldLanguage = {
  defaultTitle: 'My Docs',
  tagline: 'Guides, reference and news, in one place',
  logoAlt: 'Logo',
  docsLabel: 'Docs',
  blogLabel: 'Blog',
  blogDescription: 'News about this site',
  footer: {
    docsTitle: 'Docs',
    docs: [
      ['Introduction', '/docs/intro'],
      ['Create a doc', '/docs/basics/create-a-doc'],
      ['Check and build', '/docs/publish/check-and-build'],
    ],
    moreTitle: 'More',
    more: [
      ['Blog', '/blog'],
      ['Search', '/search'],
    ],
    copyright: (title) => `Copyright © {year} ${title}. Built with fe-docs.`,
  },
  files: ({ title, dates }) => ({
    'content/pages/index.tsx': `import Features from '@theme/Features';
import Hero from '@theme/Hero';

// The home page: a React component rendered once, when the site is built (none of its code is sent to the browser).
// \`site\` holds the title and tagline of site.config.yaml; the title is also the page's title in the browser tab.
// \`export const meta = { title: '…', description: '…' }\` would set others.

const features = [
  {
    title: 'Docs',
    text: 'Markdown files in content/docs/ become pages, with a sidebar made from the folders, a table of contents and links to the previous and next page.',
    to: '/docs/intro',
  },
  {
    title: 'Blog',
    text: 'Posts in content/blog/ with authors and tags, a page per tag, an archive and RSS and Atom feeds.',
    to: '/blog',
  },
  {
    title: 'Search and offline reading',
    text: 'A search index is built with the site and searched in the browser. Readers can install the site as an app and read it without network.',
    to: '/docs/publish/search-and-offline',
  },
];

export default function Home({ site }: { site: { title: string; tagline: string } }) {
  return (
    <>
      <Hero
        title={site.title}
        tagline={site.tagline}
        actions={[
          { label: 'Start the tutorial', to: '/docs/intro' },
          { label: 'Read the blog', to: '/blog', secondary: true },
        ]}
      >
        <p>
          This site was made by <code>fe-docs init</code>. Edit <code>content/pages/index.tsx</code> to change this page.
        </p>
      </Hero>
      <Features items={features} />
    </>
  );
}
`,
    'content/docs/intro.md': `---
sidebar_position: 1
description: What this site is made of and where each part lives.
---

# Introduction

This site was made by \`fe-docs init\`: a home page, these docs, a blog, search and an offline mode. Replace the text
with your own as you go; the tutorial shows where each part lives.

## Run it

\`\`\`bash title="In the site's folder"
npx fe-docs dev
\`\`\`

\`fe-docs dev\` serves the site on http://localhost:3000 and reloads the page you are reading when you save a file.

## What is where

| Path | What |
| --- | --- |
| \`site.config.yaml\` | The site's title, navbar, footer, colours and content folders. |
| \`content/docs/\` | These docs: every Markdown file is a page. |
| \`content/blog/\` | Blog posts, and their authors in \`authors.yml\`. |
| \`content/pages/\` | Other pages; \`index.tsx\` is the home page. |
| \`static/\` | Files copied as they are, such as the logo, \`static/img/logo.svg\`. |

## Tutorial

1. [Create a doc](./basics/create-a-doc.md)
2. [Markdown features](./basics/markdown-features.md)
3. [Create a page](./basics/create-a-page.md)
4. [Write a blog post](./basics/write-a-blog-post.md)
5. [Check and build](./publish/check-and-build.md)
6. [Search and offline reading](./publish/search-and-offline.md)
`,
    'content/docs/basics/_category_.yml': `label: Basics
position: 2
`,
    'content/docs/basics/create-a-doc.md': `---
sidebar_position: 1
description: Add a Markdown file to content/docs and it is a page with a place in the sidebar.
---

# Create a doc

A doc is a Markdown file in \`content/docs/\`. Create \`content/docs/hello.md\`:

\`\`\`md title="content/docs/hello.md"
---
title: Hello
sidebar_position: 2
---

This is my first doc.
\`\`\`

It is served at \`/docs/hello\`, and the sidebar lists it among the docs of the top level.

## The sidebar

The sidebar is made from the folder tree: each folder is a category. Docs are ordered by \`sidebar_position\` in
their front matter, and folders by \`position\` in their \`_category_.yml\`, then by name. \`label\` in
\`_category_.yml\` names a category, and \`sidebar_label\` gives a doc a shorter name in the sidebar.

## Links

Link to another doc by its file, \`[Markdown features](./markdown-features.md)\`, or by its URL,
\`[the blog](/blog)\`: [Markdown features](./markdown-features.md), [the blog](/blog). A link to a page or a heading
that does not exist is an error of \`npx fe-docs check\` and \`npx fe-docs build\`, with its file, line and column.
`,
    'content/docs/basics/markdown-features.md': `---
sidebar_position: 2
description: Admonitions, code blocks with titles, tabs and headings.
---

# Markdown features

Docs are Markdown with GitHub's additions (tables, task lists, footnotes) and the features below. Open
\`content/docs/basics/markdown-features.md\` to see how each one is written.

## Admonitions

:::tip
A tip. There are also \`:::note\`, \`:::info\`, \`:::warning\` and \`:::danger\`.
:::

:::warning[Closing fence]
An admonition starts with \`:::type\`, optionally followed by a title in brackets, and ends with \`:::\` on a line of
its own.
:::

## Code blocks

A code block with a language is highlighted. \`title="…"\` names it, \`{2}\` highlights lines, and each block has a
copy button.

\`\`\`js title="greet.js" {2}
function greet(name) {
  return 'Hello, ' + name + '!';
}
\`\`\`

## Tabs

::::tabs{groupId="package-manager"}
:::tab{label="npm"}

\`\`\`bash
npx fe-docs build
\`\`\`

:::
:::tab{label="Yarn"}

\`\`\`bash
yarn fe-docs build
\`\`\`

:::
:::tab{label="pnpm"}

\`\`\`bash
pnpm exec fe-docs build
\`\`\`

:::
::::

Tabs with the same \`groupId\` switch together on every page, and the reader's choice is remembered.

## Headings

\`##\` and \`###\` headings make the table of contents beside the page. A heading's id comes from its text;
\`## Setup {#setup}\` gives it an id of your own.
`,
    'content/docs/basics/create-a-page.md': `---
sidebar_position: 3
description: Pages in content/pages, in Markdown or as React components.
---

# Create a page

Pages are the files in \`content/pages/\`: no sidebar, no date. A file's path is its URL:
\`content/pages/about.md\` is served at \`/about\`, \`content/pages/team/index.md\` at \`/team/\`.

\`\`\`md title="content/pages/about.md"
---
title: About
description: Who writes this site.
---

We write this site.
\`\`\`

## React pages

A \`.tsx\` page exports a React component. It is rendered once, when the site is built; unless it uses state or
effects, none of its code is sent to the browser. The home page, \`content/pages/index.tsx\`, is one; it uses two components of the theme:

\`\`\`tsx title="content/pages/index.tsx (part of it)"
import Hero from '@theme/Hero';

<Hero title={site.title} tagline={site.tagline} actions={[{ label: 'Start the tutorial', to: '/docs/intro' }]} />
\`\`\`

\`Hero\` takes a \`title\`, a \`tagline\`, \`actions\` (buttons: \`label\`, \`to\`, \`secondary\`) and text as children.
\`Features\` takes \`items\`, each with a \`title\`, a \`text\` and a \`to\` link.
`,
    'content/docs/basics/write-a-blog-post.md': `---
sidebar_position: 4
description: Posts in content/blog, with authors, tags and a summary.
---

# Write a blog post

A post is a Markdown file in \`content/blog/\` whose name starts with its date:
\`content/blog/2030-01-31-hello.md\` is served at \`/blog/2030/01/31/hello\`.

\`\`\`md title="content/blog/2030-01-31-hello.md"
---
title: Hello
authors: [maintainer]
tags: [news]
---

The first paragraphs are the post's summary in the blog's list.

<!-- truncate -->

The rest is on the post's own page.
\`\`\`

- \`authors\` names keys of \`content/blog/authors.yml\` (\`name\`, \`title\`, \`url\`, \`image_url\`); a key missing
  there is an error.
- Each tag has a page listing its posts, under \`/blog/tags/\`.
- The blog also has an [archive](/blog/archive), and RSS and Atom feeds (\`/blog/rss.xml\`, \`/blog/atom.xml\`).
`,
    'content/docs/publish/_category_.yml': `label: Publish
position: 3
`,
    'content/docs/publish/check-and-build.md': `---
sidebar_position: 1
description: fe-docs check finds problems, fe-docs build writes the static site.
---

# Check and build

\`\`\`bash
npx fe-docs check
\`\`\`

\`check\` reads the whole site without writing anything: the config, front matter, sidebars, every link and anchor.
Each problem is printed with its file, line and column, what is wrong and how to fix it. It exits with 0 when there
is no error, 1 when the content has errors, and 2 when the command itself is wrong.

\`\`\`bash
npx fe-docs build
\`\`\`

\`build\` writes the static site into \`build/\` (\`--out DIR\` for another folder); the previous \`build/\` is replaced
only once the new one is complete. \`npx fe-docs serve\` serves \`build/\` to look at it before you publish it.

## Put it online

\`build/\` is plain files: HTML pages, scripts and stylesheets, the sitemap, the feeds, the search index and the
service worker. Copy it to a static host. Set \`url\` in \`site.config.yaml\` first, and \`baseUrl\` when the site is
not at the root of its domain: canonical links, the sitemap and the feeds use them.
`,
    'content/docs/publish/search-and-offline.md': `---
sidebar_position: 2
description: The local search index and the offline mode readers can turn on.
---

# Search and offline reading

## Search

The search box in the navbar (or the \`/\` key, or Ctrl+K) searches the docs, the blog and the pages; the
[search page](/search) lists the results. The index is written by \`fe-docs build\` and searched in the browser, so
there is no search service to sign up for.

## Offline mode

Readers can keep the site to read it without network. Offline mode comes on when they install the site as an app
(the browser's install button), or open any page with \`?offlineMode=true\`. It then stays on, in every tab, until
they open a page with \`?offlineMode=false\`, or uninstall the app when the app turned it on.

\`pwa\` in \`site.config.yaml\` chooses what turns it on (\`offlineModeActivationStrategies\`), or leaves the site
without it (\`enabled: false\`).
`,
    'content/blog/authors.yml': `# The blog's authors, by key: a post names them in its front matter (\`authors: [maintainer]\`).
maintainer:
  name: Your Name
  title: ${JSON.stringify(`Maintainer of ${title}`)}
`,
    [`content/blog/${dates.first}-welcome.md`]: `---
title: Welcome
authors: [maintainer]
tags: [news]
---

This is the blog of this site: news, releases and stories that do not fit in the docs.

<!-- truncate -->

Posts are Markdown files in \`content/blog/\`. Write the next one as [Write a blog post](/docs/basics/write-a-blog-post)
shows, and delete this one.
`,
    [`content/blog/${dates.second}-tags-and-feeds.md`]: `---
title: Tags and feeds
authors: [maintainer]
tags: [news, blog]
---

This post has two tags, \`news\` and \`blog\`: each tag below the post leads to a page of the posts that have it.

<!-- truncate -->

Readers who want to know when a new post is out can follow the blog with a feed reader, in RSS
(\`/blog/rss.xml\`) or Atom (\`/blog/atom.xml\`). \`fe-docs build\` writes both, with the last 20 posts in
full.
`,
  }),
};
