import { createContext } from 'react';
import type { DzDocPageData } from './doc-data.js';
import type { DzBlogPostContent } from './blog-data.js';

/**
 * MDX content is rendered while content loads, before its page exists (mdx/render-mdx.ts). What it reads there of the
 * page it will be in — the doc's data (`useDoc`, `useDocsSidebar`, `useDocsVersion`), the location (`useLocation`,
 * so `useActivePlugin`), the document head (`@docusaurus/Head`) — is noted here, and such content is rendered again
 * with its page, inside the page's providers (render/render-page.ts). Content that reads none of it keeps its one
 * render.
 */
export interface PageReads {
  /** Something of the page was read: render the content again with its page. */
  read: boolean;
}

/** Set by the content render at load time only; null while a page renders (the page is there). */
export const ContentPageReads = createContext<PageReads | null>(null);

/** Thrown by the stand-in doc data below when content reads it: the content is rendered again with its page. */
export class PageDataRead extends Error {
  constructor() {
    super('MDX content read its doc page before the page exists (fe-docs renders it again with its page).');
    this.name = 'PageDataRead';
  }
}

/**
 * Stand-in data for the doc providers while content loads: reading any of it notes the read and stops the render (the
 * content is then rendered again with the page's data). The providers themselves only pass it on (theme-common's
 * `DocProvider` takes `metadata.frontMatter`, which is a stand-in too), so content that calls no docs hook is not
 * affected.
 */
export function standInDocData(reads: PageReads): DzDocPageData {
  const trip = tripper(reads);
  const frontMatter = trip({});
  return {
    content: { metadata: trip({} as DzDocPageData['content']['metadata'], { frontMatter }), frontMatter, assets: trip({}), toc: trip([]) },
    sidebar: { name: 'fe-docs-stand-in', items: trip([]) },
    version: trip({} as DzDocPageData['version']),
  };
}

/** The same for a blog post's providers (`useBlogPost`): a post's content, and a doc's, which then fails with its page as in Docusaurus. */
export function standInBlogData(reads: PageReads): DzBlogPostContent {
  const trip = tripper(reads);
  const frontMatter = trip({});
  return { metadata: trip({} as DzBlogPostContent['metadata'], { frontMatter }), frontMatter, assets: trip({} as DzBlogPostContent['assets']), toc: trip([]) };
}

/** Wraps an object so that reading it (but for the `pass` keys) notes the read and stops the render. */
function tripper(reads: PageReads) {
  return <T extends object>(target: T, pass: Record<string, unknown> = {}): T =>
    new Proxy(target, {
      get(t, key) {
        if (typeof key === 'string' && Object.hasOwn(pass, key)) return pass[key];
        reads.read = true;
        throw new PageDataRead();
      },
      has() {
        reads.read = true;
        throw new PageDataRead();
      },
      ownKeys() {
        reads.read = true;
        throw new PageDataRead();
      },
    });
}
