import { tocItems } from '../../mdx/toc-export.js';
import type { SiteConfig } from '../../config/types.js';
import type { PostEntry } from '../../content/types.js';
import { tagSlug } from '../../markdown/slug.js';
import { authorPageUrl, blogBase } from '../../routes/permalink.js';
import { docusaurusPermalink, type DzTocItem } from './doc-data.js';

/**
 * The data Docusaurus' blog plugin gives a post's components through `BlogPostProvider` (`useBlogPost()`: `metadata`,
 * `frontMatter`, `assets`, `toc`, `isBlogPostPage`), made from what fe-docs knows of the post: the shape of
 * `@docusaurus/plugin-content-blog`'s `PropBlogPostContent` (3.x), permalinks with the base URL as Docusaurus writes them.
 * No React here: render/render-page.ts makes it, docusaurus/runtime/blog-client.tsx provides it.
 */

type Obj = Record<string, unknown>;

/** `BlogPostMetadata`. */
export interface DzBlogPostMetadata {
  permalink: string;
  source: string;
  title: string;
  description: string;
  /** ISO date, as the client receives Docusaurus' `Date` (JSON). */
  date: string;
  tags: { label: string; permalink: string }[];
  readingTime?: number;
  hasTruncateMarker: boolean;
  authors: {
    name?: string;
    title?: string;
    url?: string;
    imageURL?: string;
    key?: string;
    email?: string;
    socials?: Record<string, string>;
    page: { permalink: string } | null;
  }[];
  frontMatter: Obj;
  unlisted: boolean;
  editUrl?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** `PropBlogPostContent` without the component: what `BlogPostProvider` takes as `content`. */
export interface DzBlogPostContent {
  metadata: DzBlogPostMetadata;
  frontMatter: Obj;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: DzTocItem[];
}

/**
 * A post's Docusaurus data. `url` is the post's site URL (no base), `newer`/`older` its neighbours with theirs
 * (Docusaurus' `prevItem` is the newer post, `nextItem` the older), `editUrl` the page's edit link.
 */
export function docusaurusBlogPostData(
  config: SiteConfig,
  post: PostEntry,
  url: string,
  opts: { editUrl?: string; newer?: { post: PostEntry; url: string }; older?: { post: PostEntry; url: string } } = {},
): DzBlogPostContent {
  const blog = config.blog;
  const base = blogBase(blog?.routeBasePath ?? 'blog');
  const slug = typeof post.frontMatter.slug === 'string' ? post.frontMatter.slug : undefined;
  const frontMatter = { ...post.frontMatter, ...post.meta } as Obj;
  const item = (n?: { post: PostEntry; url: string }) =>
    n && {
      title: n.post.title,
      permalink: docusaurusPermalink(config, n.url, typeof n.post.frontMatter.slug === 'string' && n.post.frontMatter.slug.endsWith('/')),
    };
  const prevItem = item(opts.newer);
  const nextItem = item(opts.older);
  const metadata: DzBlogPostMetadata = {
    permalink: docusaurusPermalink(config, url, !!slug?.endsWith('/')),
    source: `@site/${post.source}`,
    title: post.title,
    // Docusaurus: the front matter's, else the content's first line of text.
    description: post.meta.description ?? post.excerpt ?? '',
    date: new Date(post.date).toISOString(),
    tags: post.tags.map((t) => ({ label: t, permalink: docusaurusPermalink(config, `${base}/tags/${tagSlug(t)}`, false) })),
    ...(blog?.showReadingTime !== false && { readingTime: post.readingMinutes }),
    hasTruncateMarker: post.md.excerptHtml !== undefined,
    authors: post.authors.map((a) => ({
      name: a.name,
      ...(a.title !== undefined && { title: a.title }),
      ...(a.url !== undefined && { url: a.url }),
      ...(a.imageUrl !== undefined && { imageURL: a.imageUrl }),
      ...(a.key !== undefined && { key: a.key }),
      ...(a.email !== undefined && { email: a.email }),
      ...(a.socials !== undefined && { socials: a.socials }),
      // Docusaurus' author page permalink (with the base URL, as every permalink of the metadata).
      page: a.pageSlug ? { permalink: docusaurusPermalink(config, authorPageUrl(blog?.routeBasePath ?? 'blog', a.pageSlug), false) } : null,
    })),
    frontMatter,
    unlisted: post.frontMatter.unlisted === true,
    ...(opts.editUrl !== undefined && { editUrl: opts.editUrl }),
    ...(prevItem && { prevItem }),
    ...(nextItem && { nextItem }),
  };
  const toc = tocItems(post.md.headings);
  return {
    metadata,
    frontMatter,
    assets: { ...(post.meta.image !== undefined && { image: post.meta.image }), authorsImageUrls: post.authors.map((a) => a.imageUrl) },
    toc,
  };
}
