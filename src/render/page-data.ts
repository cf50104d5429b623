import type { SiteConfig } from '../config/types.js';
import { isUnlistedRoute } from '../routes/unlisted.js';
import { blogBase } from '../routes/permalink.js';
import type { DocEntry, PostEntry } from '../content/types.js';
import { tagSlug } from '../markdown/slug.js';
import type { Heading } from '../markdown/types.js';
import { pageTitle } from '../theme/api-reference/ApiReference.js';
import { apiPageDescription } from '../openapi/summary.js';
import type { NavItem } from '../routes/navbar.js';
import type { DocRouteData, Route } from '../routes/types.js';
import type { DropdownLink, PageData, PageLink, ThemePage, ThemeSite } from '../stages/page.js';
import { format, intlLocale } from '../i18n/strings.js';
import type { LastUpdate } from '../content/git-last-update.js';

/** What page data needs beyond the route: build-wide, made once. */
export interface PageDataContext {
  theme: ThemeSite;
  /** Site URL of a post. */
  urlOf: (post: PostEntry) => string;
}

function docPagination(strings: ThemeSite['strings'], nav: DocRouteData): PageData['pagination'] {
  return {
    label: strings.docsPagination,
    prev: nav.prev && { href: nav.prev.href, title: nav.prev.label, label: strings.previous },
    next: nav.next && { href: nav.next.href, title: nav.next.label, label: strings.next },
  };
}

/**
 * The heading above a doc. `hide_title`: none, only a `# Title` written in its content (as written). theme-classic's
 * `useSyntheticTitle`: the content's title where it is, the doc's title when the content has none.
 */
function docHeading(config: SiteConfig, doc: DocEntry): string | undefined {
  if (config.policies.content.docHeading === 'content-title') {
    return doc.md.h1 ?? (doc.meta.hide_title || doc.md.titleInContent !== undefined ? undefined : doc.title);
  }
  return doc.meta.hide_title ? doc.md.h1 : doc.title;
}

/** The data of one route's page: head, heading, edit link, TOC, breadcrumbs, prev/next, tag, locale and version links. */
export function createPageData(ctx: PageDataContext, route: Route): PageData {
  const { theme } = ctx;
  const { config, strings } = theme;
  const where: ThemePage =
    route.kind === 'doc'
      ? {
          url: route.url,
          docsArea: route.doc.area,
          docsVersion: route.doc.version,
          docId: route.doc.id,
          ...(route.nav.sidebar && { docSidebar: route.nav.sidebar.id }),
        }
      : route.kind === 'doc-index'
        ? { url: route.url, docsArea: route.index.area, docsVersion: route.index.version }
        : { url: route.url };
  const data: PageData = {
    ...where,
    title: '',
    localeLinks: localeLinksOf(theme, where),
    versionLinks: versionLinksOf(theme, where),
    ...(isUnlistedRoute(config, route) ? { noindex: true, unlisted: { title: strings.unlistedTitle, message: strings.unlistedMessage } } : {}),
  };
  switch (route.kind) {
    case 'doc': {
      const doc = route.doc;
      const area = config.docs.find((a) => a.id === doc.area);
      const { nav } = route;
      return {
        ...data,
        title: doc.title,
        // Docusaurus: the front matter's, else the content's first line of text (content/excerpt.ts).
        description: doc.meta.description ?? doc.excerpt,
        heading: docHeading(config, doc),
        // Front matter `custom_edit_url` wins (`null`: no edit link), as in Docusaurus.
        editUrl:
          doc.meta.custom_edit_url !== undefined
            ? (doc.meta.custom_edit_url ?? undefined)
            : area?.editUrl
              ? docEditUrl(config, area, doc.version, doc.source, route.url)
              : undefined,
        lastUpdate: area && doc.lastUpdate ? lastUpdateOf(config, area, doc.lastUpdate) : undefined,
        toc:
          doc.meta.hide_table_of_contents === true
            ? undefined
            : tocOf(
                doc.md.headings,
                doc.meta.toc_min_heading_level ?? config.toc.minHeadingLevel,
                doc.meta.toc_max_heading_level ?? config.toc.maxHeadingLevel,
              ),
        breadcrumbs: area?.breadcrumbs !== false && nav.breadcrumbs.length > 0 ? { items: nav.breadcrumbs, current: doc.sidebarLabel } : undefined,
        pagination: docPagination(strings, nav),
        version: versionNoticeOf(theme, where, data.versionLinks),
      };
    }
    case 'doc-index': {
      const { index, nav } = route;
      const area = config.docs.find((a) => a.id === index.area);
      return {
        ...data,
        title: index.title,
        description: index.description,
        heading: index.title,
        breadcrumbs: area?.breadcrumbs !== false && nav.breadcrumbs.length > 0 ? { items: nav.breadcrumbs, current: index.label } : undefined,
        pagination: docPagination(strings, nav),
        version: versionNoticeOf(theme, where, data.versionLinks),
      };
    }
    case 'post': {
      const post = route.post;
      return {
        ...data,
        title: post.title,
        description: post.meta.description ?? post.excerpt,
        heading: post.title,
        editUrl: config.blog?.editUrl ? blogEditUrl(config, config.blog.editUrl, post.source, route.url) : undefined,
        toc: tocOf(post.md.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
        tags: postTagLinks(config, post),
        // Posts are listed newest first: the newer post is the "previous" link.
        pagination: {
          label: strings.postPagination,
          prev: route.next && { href: ctx.urlOf(route.next), title: route.next.title, label: strings.newerPost },
          next: route.prev && { href: ctx.urlOf(route.prev), title: route.prev.title, label: strings.olderPost },
        },
      };
    }
    case 'page': {
      const p = route.page;
      if (p.format !== 'md') return { ...data, title: p.title ?? config.title, description: p.description };
      return {
        ...data,
        title: p.title,
        description: p.meta.description ?? p.excerpt,
        // theme-classic's MDXPage shows no title of its own: only the content's.
        heading: config.policies.content.docHeading === 'content-title' ? p.md.h1 : p.title,
        toc: p.meta.hide_table_of_contents === true ? undefined : tocOf(p.md.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
      };
    }
    case 'api': {
      const { page, api } = route;
      const title = `${api.document.info.title} ${api.document.info.version}`;
      if (page.kind === 'single' || page.kind === 'overview') return { ...data, title, description: apiPageDescription(api.document) };
      const description = apiPageDescription(
        api.document,
        page.kind === 'tag' ? (page.tag.description ?? api.document.info.description) : api.document.info.description,
      );
      return { ...data, title: `${pageTitle(page, theme.strings)} · ${title}`, description };
    }
    case 'blog-list': {
      const pageUrl = (n: number) => (n === 1 ? route.firstPageUrl : `${route.firstPageUrl}/page/${n}`);
      const { tag, author } = route;
      const posts = author && format(author.count === 1 ? strings.postCountOne : strings.postCount, { count: author.count });
      return {
        ...data,
        title: tag
          ? `${strings.tags}: ${tag.label}`
          : author
            ? format(strings.authorPageTitle, { author: author.author.name, posts: posts! })
            : (config.blog?.title ?? 'Blog') + (route.page > 1 ? ` · ${route.page}` : ''),
        description: author?.author.description ?? config.blog?.description,
        heading: tag
          ? format(tag.count === 1 ? strings.taggedWithOne : strings.taggedWith, { count: tag.count, tag: tag.label })
          : author
            ? author.author.name
            : config.blog!.title,
        allTagsUrl: tag ? `${blogBase(config.blog!.routeBasePath)}/tags` : undefined,
        allAuthorsUrl: author ? `${blogBase(config.blog!.routeBasePath)}/authors` : undefined,
        pageCount: route.pageCount > 1 ? format(strings.pageOf, { page: route.page, count: route.pageCount }) : undefined,
        pagination: {
          label: strings.blogPagination,
          prev: route.page > 1 ? { href: pageUrl(route.page - 1), label: strings.newerPosts } : undefined,
          next: route.page < route.pageCount ? { href: pageUrl(route.page + 1), label: strings.olderPosts } : undefined,
        },
      };
    }
    case 'blog-tags':
      return { ...data, title: strings.tagsTitle };
    case 'blog-authors':
      return { ...data, title: strings.authorsTitle, heading: strings.authorsTitle };
    case 'blog-archive':
      return { ...data, title: strings.archive, description: strings.archiveDescription };
    case 'search':
      return { ...data, title: strings.searchTitle, noindex: true };
    case 'not-found':
      return { ...data, title: strings.notFoundTitle, noindex: true };
  }
}

/** A post's tags linked to their tag pages (also used for every post of a list page). */
export function postTagLinks(config: SiteConfig, post: PostEntry): PageLink[] {
  if (!config.blog) return [];
  const base = blogBase(config.blog.routeBasePath);
  return post.tags.map((t) => ({ label: t, href: `${base}/tags/${tagSlug(t)}` }));
}

function editUrlOf(editUrl: string, source: string): string {
  return editUrl.replace(/\/?$/, '/') + source;
}

/** A docs area's `editUrl`: a base URL, or (from a Docusaurus config) a function called as Docusaurus calls it. */
function docEditUrl(config: SiteConfig, area: SiteConfig['docs'][number], versionName: string, source: string, url: string): string | undefined {
  const editUrl = area.editUrl!;
  if (typeof editUrl === 'string') return editUrlOf(editUrl, source);
  const version = area.versions.find((v) => v.name === versionName);
  const dir = version?.relDir ?? '';
  const docPath = dir && source.startsWith(dir + '/') ? source.slice(dir.length + 1) : source;
  return editUrl({ version: versionName, versionDocsDirPath: dir, docPath, permalink: permalinkOf(config, url), locale: config.currentLocale }) || undefined;
}

function blogEditUrl(config: SiteConfig, editUrl: NonNullable<NonNullable<SiteConfig['blog']>['editUrl']>, source: string, url: string): string | undefined {
  if (typeof editUrl === 'string') return editUrlOf(editUrl, source);
  const dir = config.blog?.path.replace(/\/+$/, '') ?? '';
  const blogPath = dir && source.startsWith(dir + '/') ? source.slice(dir.length + 1) : source;
  return editUrl({ blogDirPath: dir, blogPath, permalink: permalinkOf(config, url), locale: config.currentLocale }) || undefined;
}

/** A site URL with the base URL in front, as Docusaurus' `permalink`. */
function permalinkOf(config: SiteConfig, url: string): string {
  return config.baseUrl.replace(/\/$/, '') + url;
}

/** A versioned doc's badge and notice, as Docusaurus shows them (DocVersionBadge, DocVersionBanner). */
function versionNoticeOf(theme: ThemeSite, page: ThemePage, menus: PageData['versionLinks']): PageData['version'] {
  const area = theme.config.docs.find((a) => a.id === page.docsArea);
  const version = area?.versions.find((v) => v.name === page.docsVersion);
  const last = area?.versions.find((v) => v.isLast);
  if (!area || !version) return undefined;
  const { strings } = theme;
  const badge = version.badge ? format(strings.versionBadge, { version: version.label }) : undefined;
  if (version.banner === 'none' || !last) return badge ? { badge } : undefined;
  // The same doc in the last version when it has one, else that version's main doc (the version menu's choice).
  // The navbar's version menu has computed these links already when it lists this area.
  const href = (menus[area.id] ?? theme.versionLinks(page, area.id)).find((l) => l.value === last.name)?.href;
  if (!href) return badge ? { badge } : undefined;
  const text = format(version.banner === 'unreleased' ? strings.versionUnreleased : strings.versionUnmaintained, {
    site: theme.config.title,
    version: version.label,
  });
  const [before, after = ''] = format(strings.versionLatestSuggestion, { version: last.label }).split('{link}');
  return { badge, banner: { kind: version.banner, text, latest: { href, label: strings.versionLatestLink }, suggestion: [before, after] } };
}

function tocOf(headings: Heading[], min: number, max: number): PageData['toc'] {
  return { headings: headings.filter((h) => h.depth >= min && h.depth <= max), min };
}

// Only the dropdowns the navbar shows are computed; a site without them pays nothing per page.
function localeLinksOf(theme: ThemeSite, page: ThemePage): DropdownLink[] {
  return navItems(theme).some((i) => i.type === 'localeDropdown') ? theme.localeLinks(page.url) : [];
}

function versionLinksOf(theme: ThemeSite, page: ThemePage): Record<string, DropdownLink[]> {
  const out: Record<string, DropdownLink[]> = {};
  for (const item of navItems(theme)) {
    if (item.type !== 'docsVersionDropdown') continue;
    const area = item.docsArea ?? page.docsArea ?? theme.config.docs[0]?.id;
    if (area !== undefined && !(area in out)) out[area] = theme.versionLinks(page, item.docsArea);
  }
  return out;
}

/** Every navbar item, those inside dropdowns too (the drawer shows them). */
function navItems(theme: ThemeSite): NavItem[] {
  const all: NavItem[] = [];
  const walk = (items: NavItem[]) => {
    for (const i of items) {
      all.push(i);
      if (i.type === 'dropdown') walk(i.items);
    }
  };
  walk([...theme.navbar.left, ...theme.navbar.right]);
  return all;
}

/** What of a doc's last update its area shows, dated as Docusaurus writes it (`Jan 2, 2024`, in UTC) in the locale. */
function lastUpdateOf(config: SiteConfig, area: SiteConfig['docs'][number], u: LastUpdate): PageData['lastUpdate'] {
  const when = area.showLastUpdateTime && u.time !== undefined ? new Date(u.time) : undefined;
  const author = area.showLastUpdateAuthor ? u.author : undefined;
  if (!when && !author) return undefined;
  const date = when && new Intl.DateTimeFormat(intlLocale(config), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(when);
  return { ...(when && { iso: when.toISOString(), date }), ...(author && { author }) };
}
