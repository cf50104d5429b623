import { Feed } from 'feed';
import type { SiteConfig } from '../config/types.js';
import type { PostEntry } from '../content/types.js';
import { absoluteUrl } from '../routes/permalink.js';

/** RSS 2.0 and Atom 1.0 feeds of the blog (the `feed` package, as Docusaurus does). */
export function blogFeeds(
  config: SiteConfig,
  posts: PostEntry[],
  urlOf: (p: PostEntry) => string,
  htmlOf: (p: PostEntry) => string,
): { path: string; body: string }[] {
  const blog = config.blog;
  if (!blog || !blog.feeds.length) return [];
  const abs = (u: string) => absoluteUrl(config, u);
  const base = '/' + blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  const feed = new Feed({
    title: config.title + (blog.title && blog.title !== config.title ? ` ${blog.title}` : ''),
    description: blog.description,
    id: abs(base),
    link: abs(base),
    language: config.i18n.defaultLocale,
    copyright: (config.footer?.copyright ?? config.title).replace('{year}', String(new Date().getFullYear())),
    // An empty blog has no date of its own; `feed` would take the build's clock and no two builds would be equal.
    updated: new Date(posts[0] ? posts[0].date + 'T00:00:00Z' : 0),
    feedLinks: Object.fromEntries(blog.feeds.map((f) => [f, abs(`${base}/${f}.xml`)])),
  });
  for (const p of posts.slice(0, 20)) {
    feed.addItem({
      title: p.title,
      id: abs(urlOf(p)),
      link: abs(urlOf(p)),
      date: new Date(p.date + 'T00:00:00Z'),
      description: p.meta.description,
      content: htmlOf(p),
      author: p.authors.map((a) => ({ name: a.name, link: a.url })),
      category: p.tags.map((t) => ({ name: t })),
    });
  }
  return blog.feeds.map((f) => ({ path: `${base.slice(1)}/${f}.xml`, body: f === 'rss' ? feed.rss2() : feed.atom1() }));
}
