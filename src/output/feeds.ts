import type { SiteConfig } from '../config/types.js';
import type { PostEntry } from '../content/types.js';
import { absoluteUrl, blogBase } from '../routes/permalink.js';

/**
 * RSS 2.0 and Atom 1.0 feeds of the blog, the elements Docusaurus' feeds (the `feed` package) have, written here so
 * that every value is escaped where it goes: `feed` wrote an Atom category's label unescaped (a tag with `&` or `<`
 * made atom.xml not well-formed), control characters as they were (not allowed in XML 1.0), and declared plain titles
 * `type="html"` (a title `Usa <b>` lost its `<b>` in a reader). Titles, summaries, names and tags are text; only the
 * post's content is HTML (escaped, with `type="html"` in Atom and as `content:encoded` in RSS).
 */
export function blogFeeds(
  config: SiteConfig,
  posts: PostEntry[],
  urlOf: (p: PostEntry) => string,
  htmlOf: (p: PostEntry) => string,
): { path: string; body: string }[] {
  const blog = config.blog;
  if (!blog || !blog.feeds.length) return [];
  const abs = (u: string) => absoluteUrl(config, u);
  const base = blogBase(blog.routeBasePath);
  const items = posts.slice(0, 20);
  const feed: Feed = {
    title: config.title + (blog.title && blog.title !== config.title ? ` ${blog.title}` : ''),
    description: blog.description,
    link: abs(base),
    language: config.i18n.defaultLocale,
    copyright: (config.footer?.copyright ?? config.title).replace('{year}', String(new Date().getFullYear())),
    // An empty blog has no date of its own: the build's clock would make no two builds equal.
    updated: new Date(items[0] ? items[0].date + 'T00:00:00Z' : 0),
    links: Object.fromEntries(blog.feeds.map((f) => [f, abs(`${base}/${f}.xml`)])),
    items: items.map((p) => ({
      title: p.title,
      link: abs(urlOf(p)),
      date: new Date(p.date + 'T00:00:00Z'),
      description: p.meta.description,
      html: htmlOf(p),
      authors: p.authors.map((a) => ({ name: a.name, url: a.url })),
      tags: p.tags,
    })),
  };
  return blog.feeds.map((f) => ({ path: `${base.slice(1)}/${f}.xml`, body: f === 'rss' ? rss(feed) : atom(feed) }));
}

interface Feed {
  title: string;
  description: string;
  link: string;
  language: string;
  copyright: string;
  updated: Date;
  links: Partial<Record<'rss' | 'atom', string>>;
  items: {
    title: string;
    link: string;
    date: Date;
    description?: string;
    html: string;
    authors: { name: string; url?: string }[];
    tags: string[];
  }[];
}

function rss(feed: Feed): string {
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '    <channel>',
    `        <title>${xml(feed.title)}</title>`,
    `        <link>${xml(feed.link)}</link>`,
    `        <description>${xml(feed.description)}</description>`,
    `        <lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>`,
    '        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    '        <generator>fe-docs</generator>',
    `        <language>${xml(feed.language)}</language>`,
    `        <copyright>${xml(plainText(feed.copyright))}</copyright>`,
  ];
  if (feed.links.rss) out.push(`        <atom:link href="${xmlAttr(feed.links.rss)}" rel="self" type="application/rss+xml"/>`);
  for (const item of feed.items) {
    out.push(
      '        <item>',
      `            <title>${xml(item.title)}</title>`,
      `            <link>${xml(item.link)}</link>`,
      `            <guid isPermaLink="false">${xml(item.link)}</guid>`,
      `            <pubDate>${item.date.toUTCString()}</pubDate>`,
    );
    if (item.description) out.push(`            <description>${xml(item.description)}</description>`);
    out.push(`            <content:encoded>${xml(item.html)}</content:encoded>`);
    // RSS's own <author> holds an e-mail address; a name is Dublin Core's creator.
    for (const a of item.authors) out.push(`            <dc:creator>${xml(a.name)}</dc:creator>`);
    for (const t of item.tags) out.push(`            <category>${xml(t)}</category>`);
    out.push('        </item>');
  }
  out.push('    </channel>', '</rss>', '');
  return out.join('\n');
}

function atom(feed: Feed): string {
  const copyrightIsHtml = HTML_TAG.test(feed.copyright);
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlAttr(feed.language)}">`,
    `    <id>${xml(feed.link)}</id>`,
    `    <title type="text">${xml(feed.title)}</title>`,
    `    <updated>${feed.updated.toISOString()}</updated>`,
    '    <generator>fe-docs</generator>',
    `    <link rel="alternate" href="${xmlAttr(feed.link)}"/>`,
  ];
  if (feed.links.atom) out.push(`    <link rel="self" href="${xmlAttr(feed.links.atom)}"/>`);
  out.push(
    `    <subtitle type="text">${xml(feed.description)}</subtitle>`,
    `    <rights type="${copyrightIsHtml ? 'html' : 'text'}">${xml(feed.copyright)}</rights>`,
    // Atom wants an author for every entry: the site's stands for a post's that has none.
    `    <author>`,
    `        <name>${xml(feed.title)}</name>`,
    `    </author>`,
  );
  for (const item of feed.items) {
    out.push(
      '    <entry>',
      `        <title type="text">${xml(item.title)}</title>`,
      `        <id>${xml(item.link)}</id>`,
      `        <link href="${xmlAttr(item.link)}"/>`,
      `        <updated>${item.date.toISOString()}</updated>`,
    );
    if (item.description) out.push(`        <summary type="text">${xml(item.description)}</summary>`);
    out.push(`        <content type="html">${xml(item.html)}</content>`);
    for (const a of item.authors) {
      out.push('        <author>', `            <name>${xml(a.name)}</name>`);
      if (a.url) out.push(`            <uri>${xml(a.url)}</uri>`);
      out.push('        </author>');
    }
    for (const t of item.tags) out.push(`        <category term="${xmlAttr(t)}" label="${xmlAttr(t)}"/>`);
    out.push('    </entry>');
  }
  out.push('</feed>', '');
  return out.join('\n');
}

const HTML_TAG = /<\/?[A-Za-z][^>]*>/;

/** Text of a copyright that may hold HTML (Docusaurus' footer copyright does): tags dropped, entities kept. */
const plainText = (s: string) => s.replace(/<\/?[A-Za-z][^>]*>/g, '');

/**
 * Text as XML 1.0 carries it: markup characters escaped; the characters it cannot carry at all, even as references
 * (NUL and the other C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF), replaced by U+FFFD as
 * CommonMark does NUL; a carriage return as a reference, which a parser would otherwise read as a line feed.
 */
export function xml(s: string): string {
  return s.replace(NOT_XML, '\uFFFD').replace(IN_TEXT, (c) => ENTITY[c]);
}

/** An attribute value (in double quotes): as text, with tabs and line breaks as references, which a parser would read as spaces. */
export function xmlAttr(s: string): string {
  return s.replace(NOT_XML, '\uFFFD').replace(IN_ATTRIBUTE, (c) => ENTITY[c]);
}

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const IN_TEXT = /[&<>\r]/g;
const IN_ATTRIBUTE = /[&<>"\t\n\r]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
