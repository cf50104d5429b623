import { SHIPPED_DOCS } from '../core/shipped-docs.js';

/**
 * The files `fe-docs init` writes: the smallest site that uses each kind of content (a doc, a blog post, a page)
 * and builds and checks without a warning. In English, since fe-docs is a generic tool.
 */
export function scaffoldFiles(opts: { title: string; today: Date }): Record<string, string> {
  const date = opts.today.toISOString().slice(0, 10);
  return {
    'site.config.yaml': `# Every key: ${SHIPPED_DOCS.configuration} (shipped with fe-docs)
title: ${JSON.stringify(opts.title)}
tagline: Documentation built with fe-docs
url: https://example.com
baseUrl: /
favicon: img/logo.svg

i18n:
  defaultLocale: en
  locales: [en]

navbar:
  title: ${JSON.stringify(opts.title)}
  logo:
    src: img/logo.svg
    alt: Logo
  items:
    - type: doc
      docId: intro
      label: Docs
    - type: link
      to: /blog
      label: Blog

footer:
  style: dark
  copyright: Built with fe-docs.

docs:
  - path: content/docs
    routeBasePath: docs
    sidebars: auto

blog:
  path: content/blog
  title: Blog
  description: News and releases
`,
    'content/docs/intro.md': `---
sidebar_position: 1
---

# Introduction

Welcome! This page is \`content/docs/intro.md\`. Every Markdown file under \`content/docs/\` becomes a page, and the
sidebar is built from the folder tree.

Read on in [Writing docs](./writing-docs.md).
`,
    'content/docs/writing-docs.md': `---
sidebar_position: 2
---

# Writing docs

Docs are Markdown with front matter, GitHub tables and admonitions:

:::tip
Run \`npx fe-docs dev\` and this page reloads as you save.
:::

\`\`\`bash title="Check the site"
npx fe-docs check
\`\`\`

## Next steps

- Build the static site with \`npx fe-docs build\`.
- Write a [blog post](/blog).
`,
    [`content/blog/${date}-welcome.md`]: `---
title: Welcome
tags: [news]
---

The first post of the blog. Posts live in \`content/blog/\`, named \`YYYY-MM-DD-slug.md\`.

<!-- truncate -->

Everything after the truncate marker only shows on the post's own page.
`,
    'content/pages/index.md': `---
title: Home
---

# ${opts.title}

Documentation built with fe-docs. Start with the [introduction](/docs/intro).
`,
    'static/img/logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2e8555"/><path d="M20 16h24v6H27v8h14v6H27v12h-7z" fill="#fff"/></svg>\n',
    '.gitignore': 'node_modules/\nbuild/\n.fe-docs-cache/\n',
  };
}
