import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './list-files.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';
import type { SiteConfig } from '../config/types.js';
import { toPosix } from '../config/load.js';
import type { MarkdownLoader } from './markdown-loader.js';
import { frontMatterBody } from './frontmatter.js';
import { authorSlug, normalizeSocials } from './author-socials.js';
import type { PostMeta } from './frontmatter-schemas.js';
import type { MapLimit } from '../core/map-limit.js';
import type { LoadedMarkdown } from './markdown-source.js';
import type { Author, PostEntry } from './types.js';
import { withoutContentTitle } from '../markdown/content-title.js';
import { withRolledOverDate } from './rolled-over-date.js';

/** `2021-01-10-name.md`, `2021-01-10/name.md`, `2021/01/10/name.md` or `2021-01-10-name/index.md`. */
const DATED = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/](.+?)(?:\/index)?\.mdx?$/;
const WORDS_PER_MINUTE = 200;

export async function loadBlog(
  config: SiteConfig,
  loader: MarkdownLoader,
  mapLimit: MapLimit,
): Promise<{ posts: PostEntry[]; authors: Author[]; diagnostics: Diagnostic[] }> {
  const blog = config.blog;
  if (!blog) return { posts: [], authors: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  // A translated blog holds the posts translated so far; the others (and authors.yml, when it has none) come from the
  // default locale's blog folder, as in Docusaurus.
  const folders = [blog.dir, ...(blog.untranslated ? [blog.untranslated] : [])];
  const dirOf = new Map<string, string>();
  for (const dir of [...folders].reverse())
    for (const f of await listFiles(dir, ['**/*.{md,mdx}'], { root: config.root, ignore: ['**/node_modules/**', '**/_*', '**/_*/**'] }, diagnostics)) dirOf.set(f, dir);
  const relOf = (dir: string) => toPosix(path.relative(config.root, dir));
  let authors = new Map<string, Author>();
  for (const dir of folders) {
    authors = await loadAuthors(dir, relOf(dir), diagnostics);
    if (authors.size) break;
  }
  const files = [...dirOf.keys()].sort();
  const loaded = await mapLimit(files, async (f) => {
    const dir = dirOf.get(f)!;
    const rel = toPosix(path.join(relOf(dir), f));
    const loadedPost = (await loader.load({ absPath: path.join(dir, f), relPath: rel, schema: 'post' })) as LoadedMarkdown<PostMeta>;
    // A date naming no day (`2017-02-29`): an error, or read as the day it rolls over to (the site's format decides).
    const r = config.policies.content.impossibleDate === 'roll-over' ? withRolledOverDate(loadedPost, rel) : loadedPost;
    const m = DATED.exec(f);
    const fmDate = r.meta.date instanceof Date ? r.meta.date.toISOString().slice(0, 10) : r.meta.date?.slice(0, 10);
    let date = fmDate ?? (m ? `${m[1]}-${m[2]}-${m[3]}` : undefined);
    const local: Diagnostic[] = [...r.diagnostics];
    // A date that is present but invalid, or front matter that did not parse, is already reported.
    const reported = 'date' in r.data || r.diagnostics.some((d) => d.code === 'frontmatter-syntax');
    if (!date && !reported && config.policies.content.undatedPost === 'file-time') {
      // Docusaurus dates such a post by the file's first commit, else its creation time: the file's time here.
      const st = await stat(path.join(dir, f));
      date = (st.birthtimeMs > 0 ? st.birthtime : st.mtime).toISOString().slice(0, 10);
      local.push(
        diagnostic('frontmatter-invalid', `Post \`${rel}\` has no date: it is dated ${date}, from the file's creation time, as Docusaurus does outside git.`, {
          position: r.frontMatterPosition,
          hint: 'Add `date: YYYY-MM-DD` to its front matter or name the file YYYY-MM-DD-name.md, so the date does not depend on the checkout.',
          severity: 'warning',
        }),
      );
    } else if (!date && !reported) {
      local.push(
        diagnostic('frontmatter-invalid', `Post \`${rel}\` has no date.`, {
          position: r.frontMatterPosition,
          hint: 'Name the file YYYY-MM-DD-name.md, put it in a YYYY-MM-DD folder, or add `date: YYYY-MM-DD` to its front matter.',
        }),
      );
    }
    const name = m ? m[4] : f.replace(/(?:\/index)?\.mdx?$/, '');
    const slugPath = r.meta.slug ? r.meta.slug.replace(/^\/+|\/+$/g, '') : m ? `${m[1]}/${m[2]}/${m[3]}/${name}` : name;
    const post: PostEntry = {
      kind: 'post',
      source: rel,
      meta: r.meta,
      frontMatter: r.data,
      ...(r.excerpt !== undefined && { excerpt: r.excerpt }),
      md: config.policies.content.docHeading === 'content-title' ? withoutContentTitle(r.md) : r.md,
      frontMatterPosition: r.frontMatterPosition,
      title: r.meta.title ?? r.md.h1 ?? name,
      date: date ?? '1970-01-01',
      slugPath,
      authors: resolveAuthors(r.meta, authors, rel, r.frontMatterPosition, local),
      tags: (r.meta.tags ?? []).map((t) => (typeof t === 'string' ? t : t.label)),
      readingMinutes: blog.readingTime
        ? await siteReadingTime(blog.readingTime, path.join(dir, f), rel, r, config.currentLocale, local)
        : Math.max(1, Math.ceil(r.md.proseWords / WORDS_PER_MINUTE)),
      draft: r.meta.draft === true,
    };
    return { post, diagnostics: local };
  });
  const posts: PostEntry[] = [];
  for (const l of loaded) {
    diagnostics.push(...l.diagnostics);
    if (!l.post.draft || config.dev) posts.push(l.post);
  }
  // Newest first; equal dates in path order, so the order is the same on every machine.
  posts.sort((a, b) => (a.date === b.date ? (a.source < b.source ? -1 : 1) : a.date < b.date ? 1 : -1));
  return { posts, authors: [...authors.values()], diagnostics };
}

/** The site's own reading time of a post (Docusaurus counts every word of the Markdown, code included). */
async function siteReadingTime(
  fn: NonNullable<NonNullable<SiteConfig['blog']>['readingTime']>,
  abs: string,
  rel: string,
  r: LoadedMarkdown<PostMeta>,
  locale: string,
  diagnostics: Diagnostic[],
): Promise<number | undefined> {
  try {
    const minutes = fn({ content: frontMatterBody(await readFile(abs, 'utf8')), frontMatter: r.data, locale });
    return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : undefined;
  } catch (e) {
    diagnostics.push(
      diagnostic('config-invalid', `The blog's \`readingTime\` function failed on \`${rel}\`: ${e instanceof Error ? e.message : String(e)}`, {
        position: r.frontMatterPosition,
        hint: 'Fix the function in the config; the post is shown without a reading time.',
        severity: 'warning',
      }),
    );
    return undefined;
  }
}

async function loadAuthors(dir: string, relDir: string, diagnostics: Diagnostic[]): Promise<Map<string, Author>> {
  const map = new Map<string, Author>();
  for (const name of ['authors.yml', 'authors.yaml']) {
    let text: string;
    try {
      text = await readFile(path.join(dir, name), 'utf8');
    } catch {
      continue;
    }
    const src = new YamlSource(`${relDir}/${name}`, text, 0, 'config-syntax');
    diagnostics.push(...src.syntaxErrors);
    for (const [key, raw] of Object.entries((src.data ?? {}) as Record<string, unknown>)) {
      if (!raw || typeof raw !== 'object') continue;
      const v = raw as Record<string, unknown>;
      const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
      const author: Author = { key, name: text('name') ?? key, title: text('title'), url: text('url'), imageUrl: text('image_url') ?? text('imageURL') };
      if (text('email')) author.email = text('email');
      if (text('description')) author.description = text('description');
      if (v.socials && typeof v.socials === 'object') {
        const { socials, problems } = normalizeSocials(v.socials as Record<string, unknown>);
        if (Object.keys(socials).length) author.socials = socials;
        for (const { platform, message } of problems)
          diagnostics.push(
            diagnostic('config-invalid', `Author \`${key}\`: ${message}`, {
              position: src.locate([key, 'socials', platform]),
              hint: 'Write a handle (`github: octocat`) for a known platform, or the profile’s full URL.',
              severity: 'warning',
            }),
          );
      }
      // `page: true` gives the author a page at <blog>/authors/<key as kebab-case>; `page: {permalink}` names it.
      const page = v.page as unknown;
      const permalink = page && typeof page === 'object' ? (page as Record<string, unknown>).permalink : undefined;
      if (page === true) author.pageSlug = authorSlug(key);
      else if (typeof permalink === 'string' && permalink.replace(/^\/+|\/+$/g, '')) author.pageSlug = permalink.replace(/^\/+|\/+$/g, '');
      map.set(key, author);
    }
  }
  return map;
}

function resolveAuthors(meta: PostMeta, authors: Map<string, Author>, file: string, position: PostEntry['frontMatterPosition'], diagnostics: Diagnostic[]): Author[] {
  const list = meta.authors === undefined ? [] : Array.isArray(meta.authors) ? meta.authors : [meta.authors];
  const out: Author[] = [];
  for (const a of list) {
    if (typeof a === 'string' || a.key) {
      const key = typeof a === 'string' ? a : a.key!;
      const found = authors.get(key);
      if (found) out.push(found);
      else
        diagnostics.push(
          diagnostic('unknown-author', `Author \`${key}\` is not in authors.yml.`, { position, hint: `Add \`${key}\` to authors.yml or write the author inline with name, title and url.` }),
        );
    } else {
      out.push({ name: a.name ?? '', title: a.title, url: a.url, imageUrl: a.image_url });
    }
  }
  if (meta.author) out.push({ name: meta.author, title: meta.author_title, url: meta.author_url, imageUrl: meta.author_image_url });
  return out;
}
