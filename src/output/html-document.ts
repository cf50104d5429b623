import type { SiteConfig } from '../config/types.js';
import { absoluteUrl, blogBase, withBase } from '../routes/permalink.js';
import { isExternalUrl } from '../shared/base-url.js';
import type { RenderedPage } from '../stages/page.js';
import type { HeadTag } from '../stages/hooks.js';
import { SITE_DATA_ID, STORAGE_KEYS, type ClientSiteData } from '../shared/constants.js';
import type { AssetManifest } from './assets.js';
import { searchMetaTags } from '../search/facets.js';
import { pwaClientData, pwaHeadTags } from './pwa/head.js';
import { jsonForScript } from '../core/json-for-script.js';
import { esc } from '../core/html-escape.js';
import { siteHeadTags } from './head-tags.js';
import { contentSecurityPolicy, frameOriginsOf, inlineScriptsOf, inlineStylesOf, originOf, styleAttributesOf, type CspInput } from './csp.js';

/** Per-build parts of every page's <head>, computed once. */
export interface DocumentShell {
  headStart: string;
  headEnd: string;
  /** The Content-Security-Policy sources every page shares: the head's inline script, the search host. */
  csp: { headScripts: string[]; extra: CspInput['extra'] };
  /** The island loader's script, for pages with islands only. */
  islandsScript: string;
  /** `twitter:card`, and the site's social card image (`image`) when it has one. */
  socialCard: string;
  /** Names of the config's own `<meta>` tags (`themeConfig.metadata`, head tags), which are in `headEnd`. */
  siteMetaKeys: string[];
}

export function createDocumentShell(
  config: SiteConfig,
  assets: AssetManifest,
  opts: {
    dev: boolean;
    searchIndexUrl: string;
    /** The site format's own head tags (the loaded site's `hooks.output.headTags()`). */
    headTags?: readonly HeadTag[];
  },
): DocumentShell {
  const url = (u: string) => esc(withBase(config.baseUrl, u));
  const cm = config.theme.colorMode;
  const bar = config.announcementBar;
  // Runs before first paint: applies the stored colour mode and a dismissed announcement bar, so neither flashes.
  const init = `(()=>{var d=document.documentElement,t=null;try{t=localStorage.getItem(${jsonForScript(STORAGE_KEYS.theme)})}catch(e){}if(t!=="light"&&t!=="dark")t=${cm.respectPrefersColorScheme ? `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"` : jsonForScript(cm.defaultMode)};d.dataset.theme=t;${
    bar
      ? `try{if(localStorage.getItem(${jsonForScript(STORAGE_KEYS.announcementDismissed)})==="true"&&localStorage.getItem(${jsonForScript(STORAGE_KEYS.announcementId)})===${jsonForScript(bar.id)})d.dataset.announcementDismissed="true"}catch(e){}`
      : ''
  }})()`;
  const data: ClientSiteData = {
    baseUrl: config.baseUrl,
    defaultLocale: config.i18n.defaultLocale,
    currentLocale: config.currentLocale,
    locales: config.i18n.locales,
    colorMode: { defaultMode: cm.defaultMode, respectPrefersColorScheme: cm.respectPrefersColorScheme },
    docs: config.docs
      .filter((a) => a.versions.length > 1)
      .map((a) => ({ id: a.id, versions: a.versions.map((v) => ({ name: v.name, routeBase: v.routeBase, isLast: v.isLast })) })),
    search: { indexUrl: opts.searchIndexUrl, reportUrl: config.search.reportUrl, algolia: config.search.algolia },
    pwa: pwaClientData(config, opts),
    dev: opts.dev,
    islands: assets.islands && url(assets.islands.loaderUrl),
    chunks: assets.chunks && Object.fromEntries(Object.entries(assets.chunks).map(([name, u]) => [name, withBase(config.baseUrl, u)])),
  };
  const feeds = config.blog
    ? config.blog.feeds
        .map(
          (f) =>
            `<link rel="alternate" type="application/${f}+xml" title="${esc(config.title)} ${f === 'rss' ? 'RSS' : 'Atom'}" href="${url(`${blogBase(config.blog!.routeBasePath)}/${f}.xml`)}">`,
        )
        .join('')
    : '';
  const algoliaHost = config.search.algolia ? (config.search.algolia.host ?? `https://${config.search.algolia.appId}-dsn.algolia.net`) : undefined;
  const headStart = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';
  const own = siteHeadTags(config, opts.headTags);
  const headEnd = [
    `<meta name="theme-color" content="${esc(config.pwa.themeColor ?? config.theme.primaryColor)}">`,
    // A favicon given as a URL (Docusaurus' `favicon: 'https://…'`) is linked as it is, not below the base URL.
    config.favicon ? `<link rel="icon" href="${isExternalUrl(config.favicon) ? esc(config.favicon) : url('/' + config.favicon.replace(/^\//, ''))}">` : '',
    pwaHeadTags(config),
    algoliaHost ? `<link rel="preconnect" href="${esc(algoliaHost)}" crossorigin>` : '',
    feeds,
    own.html,
    `<script>${init}</script>`,
    `<link rel="stylesheet" href="${url(assets.css.url)}">`,
    `<script type="module" src="${url(assets.js.url)}"></script>`,
    `<script id="${SITE_DATA_ID}" type="application/json">${jsonForScript(data)}</script>`,
  ].join('');
  const islandsScript = assets.islands ? `<script type="module" src="${url(assets.islands.loaderUrl)}"></script>` : '';
  const extra: CspInput['extra'] = { ...own.csp, ...(algoliaHost && { 'connect-src': [...(own.csp['connect-src'] ?? []), ...originOf(algoliaHost)] }) };
  // The card's URL must be absolute for the services that read it.
  const image =
    config.image &&
    (/^https?:\/\//.test(config.image) ? config.image : config.url.replace(/\/$/, '') + withBase(config.baseUrl, '/' + config.image.replace(/^\//, '')));
  const socialCard = image
    ? `<meta name="twitter:card" content="summary_large_image"><meta property="og:image" content="${esc(image)}"><meta name="twitter:image" content="${esc(image)}">`
    : '<meta name="twitter:card" content="summary">';
  const siteMetaKeys = [...own.html.matchAll(META_TAG)].map((m) => unescapeAttr(m[1]));
  return { headStart, headEnd, islandsScript, socialCard, siteMetaKeys, csp: { headScripts: [init, ...own.inlineScripts], extra } };
}

export function htmlDocument(config: SiteConfig, shell: DocumentShell, page: RenderedPage): string {
  const locale = config.currentLocale;
  const localeConfig = config.i18n.localeConfigs[locale];
  // A `<title>` from the page's `@docusaurus/Head` is the document title as written (Docusaurus adds no site title to it).
  const title = page.head?.title ?? (page.route.kind === 'page' && page.route.url === '/' ? page.title : `${page.title} | ${config.title}`);
  const canonical = absoluteUrl(config, page.route.url);
  const desc = page.description ?? config.tagline;
  // Hashes of the inline scripts (and style attributes) this page carries: the head's, then the body's (the baseUrl
  // banner, the API navigation, any an author wrote), so a strict policy lets exactly these run.
  const policy = contentSecurityPolicy({
    // A page's `@docusaurus/Head` tags (a site's analytics snippet in a swizzled Layout) are in its head.
    inlineScripts: [...shell.csp.headScripts, ...inlineScriptsOf(page.head?.html ?? ''), ...inlineScriptsOf(page.bodyHtml)],
    styleAttributes: styleAttributesOf(page.bodyHtml),
    inlineStyles: [...inlineStylesOf(page.head?.html ?? ''), ...inlineStylesOf(page.bodyHtml)],
    // A diagram the browser draws (`policies.content.diagramFences`) brings its own inline styles.
    drawnStyles: Object.values(config.policies.content.diagramFences).some((cls) => page.bodyHtml.includes(`<div class="${cls}">`)),
    frameSources: frameOriginsOf(page.bodyHtml),
    extra: shell.csp.extra,
  });
  const own = [
    shell.headStart,
    `<meta http-equiv="Content-Security-Policy" content="${esc(policy)}">`,
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(desc)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${esc(canonical)}">`,
    searchMetaTags(config, page.route),
    `<meta property="og:title" content="${esc(title)}"><meta property="og:description" content="${esc(desc)}"><meta property="og:url" content="${esc(canonical)}"><meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"><meta property="og:site_name" content="${esc(config.title)}"><meta property="og:locale" content="${esc(locale)}">`,
    shell.socialCard,
  ].join('');
  // The page's own tags win over the theme's and the config's (`themeConfig.metadata`) of the same name, as the last
  // one does in Docusaurus' helmet.
  // A canonical link of the page's own (a site's `head` front matter) replaces the theme's.
  // Docusaurus' order is the theme's defaults, then the config's `metadata`, then the page's own description: the
  // config's tags replace fe-docs' defaults of the same name (`twitter:card`, the tagline as description), and a page
  // with a description of its own keeps it over the config's.
  const pageKeys = page.description !== undefined ? ['description', 'og:description'] : [];
  const ownTags = withoutMeta(
    page.head?.canonical ? own.replace(/<link rel="canonical" href="[^"]*">/, '') : own,
    shell.siteMetaKeys.filter((k) => !pageKeys.includes(k)),
  );
  const headEnd = withoutMeta(
    shell.headEnd,
    pageKeys.filter((k) => shell.siteMetaKeys.includes(k)),
  );
  const tags = page.head ? withoutMeta(ownTags, page.head.metaKeys) + withoutMeta(headEnd, page.head.metaKeys) + page.head.html : ownTags + headEnd;
  const head = tags + (page.islands ? shell.islandsScript : '');
  return noNul(
    `<!doctype html><html lang="${esc(localeConfig?.htmlLang ?? locale)}" dir="${localeConfig?.direction ?? 'ltr'}" data-theme="${config.theme.colorMode.defaultMode}" data-base="${esc(config.baseUrl)}" data-kind="${page.kind}"${page.htmlClassName ? ` class="${esc(page.htmlClassName)}"` : ''}><head>${head}</head><body>${page.bodyHtml}</body></html>`,
  );
}

/**
 * Text with NUL as U+FFFD. A Markdown file's NULs are replaced (and reported) when it is read; this is for the ones a
 * YAML escape (`title: "a\0b"`) or a plugin puts in a value: NUL is never published (not in an inline script either,
 * whose JSON escapes it, so the policy's hashes still hold).
 */
export function noNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
}

export { esc };

/** The head without its `<meta name|property="key">` tags of these keys (a page's `@docusaurus/Head` sets them). */
const META_TAG = /<meta (?:name|property)="([^"]*)" content="[^"]*">/g;

function withoutMeta(head: string, keys: readonly string[]): string {
  if (!keys.length) return head;
  const drop = new Set(keys);
  return head.replace(META_TAG, (tag, key: string) => (drop.has(unescapeAttr(key)) ? '' : tag));
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
