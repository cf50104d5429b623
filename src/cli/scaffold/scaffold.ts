import { SHIPPED_DOCS } from '../../core/shipped-docs.js';
import { en } from './en.js';
import { es } from './es.js';
import type { ScaffoldLanguage } from './types.js';

/** The languages `fe-docs init --lang` writes a site in; the first is the default (fe-docs is a generic tool). */
export const SCAFFOLD_LANGUAGES: Record<string, ScaffoldLanguage> = { en, es };
export const DEFAULT_SCAFFOLD_LANGUAGE = 'en';

/**
 * The files `fe-docs init` writes: a site to keep, in `lang`. A home page made of the theme's `Hero` and `Features`,
 * a short tutorial in two doc categories (admonitions, tabs, a titled code block), two blog posts with an author and
 * tags, a navbar and a footer. It builds and checks without a warning (test/cli/init.test.ts).
 */
export function scaffoldFiles(opts: { title?: string; lang: string; today: Date }): Record<string, string> {
  const text = SCAFFOLD_LANGUAGES[opts.lang];
  if (!text) throw new Error(`no scaffold in ${opts.lang}`);
  const title = opts.title ?? text.defaultTitle;
  // Two posts on two days: the newer one first in the blog.
  const day = (offset: number) => new Date(opts.today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const q = (s: string) => JSON.stringify(s);
  const links = (items: [string, string][]) => items.map(([label, to]) => `        - label: ${q(label)}\n          to: ${to}\n`).join('');
  return {
    'site.config.yaml': `# The site's settings; every key: ${SHIPPED_DOCS.configuration} (shipped with fe-docs)
title: ${q(title)}
tagline: ${q(text.tagline)}
# The address the site is published at (canonical links, sitemap, feeds), and its path there.
url: https://example.com
baseUrl: /
favicon: img/logo.svg

i18n:
  defaultLocale: ${opts.lang}
  locales: [${opts.lang}]

navbar:
  title: ${q(title)}
  logo:
    src: img/logo.svg
    alt: ${q(text.logoAlt)}
  items:
    - type: doc
      docId: intro
      label: ${q(text.docsLabel)}
    - type: link
      to: /blog
      label: ${q(text.blogLabel)}

footer:
  style: dark
  links:
    - title: ${q(text.footer.docsTitle)}
      items:
${links(text.footer.docs)}    - title: ${q(text.footer.moreTitle)}
      items:
${links(text.footer.more)}  copyright: ${q(text.footer.copyright(title))}

docs:
  - path: content/docs
    routeBasePath: docs
    sidebars: auto

blog:
  path: content/blog
  title: ${q(text.blogLabel)}
  description: ${q(text.blogDescription)}

theme:
  # Buttons, links and highlights; text shades are derived from it to keep contrast in light and dark mode.
  primaryColor: '#2e8555'
`,
    ...text.files({ title, dates: { first: day(-1), second: day(0) } }),
    'static/img/logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2e8555"/><path d="M20 16h24v6H27v8h14v6H27v12h-7z" fill="#fff"/></svg>\n',
    '.gitignore': 'node_modules/\nbuild/\n.fe-docs-cache/\n',
  };
}
