/**
 * How a site's links, content and code are read: fe-docs' rules, or those of the format its config came from (a
 * Docusaurus project, src/docusaurus/). Set once, at config time: `resolveConfig` gives every config
 * `NATIVE_POLICIES`; the Docusaurus adapter sets its values when it maps a docusaurus.config.* and adopts the
 * conventions of a Docusaurus project folder (src/docusaurus/config/project.ts). Stages read these values, never the dialect.
 * Not in site.config.yaml: a site's format decides them, not its author.
 * (This module imports nothing from config/types.ts, which imports it.)
 */
export interface SitePolicies {
  readonly links: {
    /** A link that starts with the base URL: 'route-first' (a route whose own path starts like it wins), 'strip' (always stripped, as Docusaurus' useBaseUrl). */
    readonly baseUrlPrefix: 'route-first' | 'strip';
    /** Navbar and footer hrefs: 'as-written', or without a leading base URL. */
    readonly configHrefs: 'as-written' | 'strip-base-url';
    /** What a relative link of a folder's index doc/page resolves against: its URL, or its permalink with a trailing slash. */
    readonly relativeBase: 'url' | 'folder-slash';
    /**
     * A `src` in the HTML of a React page (`<img src>`, `<video src>`) naming no route or file: a broken link under
     * `onBrokenLinks` ('on-broken-links'), or a warning ('warning': Docusaurus checks only the hrefs of `<Link>`).
     */
    readonly reactPageSrc: 'on-broken-links' | 'warning';
    /**
     * The `<a href>` links of a React page's HTML that are checked: 'every-link', or 'reported': only those a component
     * reported as the page rendered (Docusaurus checks what its `<Link>` and `useBrokenLinks().collectLink` collect,
     * never a plain `<a>`: it is written as before, unchecked). Anchors a component reports are ids of the page
     * either way.
     */
    readonly reactPageLinks: 'every-link' | 'reported';
  };
  readonly content: {
    /** A post without a date: an error, or dated by the file's creation time with a warning. */
    readonly undatedPost: 'error' | 'file-time';
    /**
     * A post's front matter date naming no day (`2017-02-29`): an error, or 'roll-over': read as the day JavaScript's
     * Date rolls it over to (`2017-03-01`, as Docusaurus reads it through js-yaml), with a warning at the date.
     */
    readonly impossibleDate: 'error' | 'roll-over';
    /** Unknown front matter fields: one warning per file, or one per field for the site. */
    readonly unknownFrontMatter: 'each' | 'once';
    /** Sidebar labels are translated by `i18n/<locale>/<version translationsPath>.json`. */
    readonly sidebarTranslations: boolean;
    /** The blog's authors page (`<blog>/authors`): when an author has a page of their own, or whenever authors.yml lists one. */
    readonly blogAuthorsList: 'with-author-pages' | 'with-authors';
    /**
     * Fenced code blocks the browser draws (a Docusaurus site's ```mermaid with theme-mermaid): language → the class of
     * the `<div>` written in the block's place, holding its source as text (no highlighting) for the site format's
     * browser feature to draw. Pages holding one allow inline styles (the drawings carry their own, output/csp.ts).
     */
    readonly diagramFences: Readonly<Record<string, string>>;
    /**
     * The heading above a doc: 'title' (its title: front matter `title`, else a leading `# Heading`), or
     * 'content-title' (theme-classic's: the content's own title, the first `#` heading where it is, and the front
     * matter `title` only when the content has none). A Markdown page then shows only its content's title, and a blog
     * post's content title further down is removed (the blog plugin's `removeContentTitle`).
     */
    readonly docHeading: 'title' | 'content-title';
    /** Admonitions' markup: fe-docs' own classes, or theme-classic 3's (Infima alerts; markdown/types.ts AdmonitionMarkup). */
    readonly admonitionMarkup: 'fe-docs' | 'theme-classic';
  };
  readonly siteCode: {
    /** Theme overrides: fe-docs' (compiled strictly) or 'swizzle' (Docusaurus' src/theme: lenient, the site's runtime serves its hooks). */
    readonly overrides: 'fe-docs' | 'swizzle';
    /** A CodeBlock override renders every fenced block of MDX content. */
    readonly codeBlockRendersFences: boolean;
    /** MDX content may read its page (docs hooks, location, `<Head>`): it is rendered again with the page. */
    readonly contentReadsPage: boolean;
    /** Folders of site code besides the overrides and customCss, relative to the root (dev reloads all code on a change there). */
    readonly codeDirs: readonly string[];
  };
  readonly chrome: {
    /** Navbar links: fe-docs' markup, or theme-classic's (className on the `<a>`, no icon on an unlabelled external link). */
    readonly navbarLinks: 'fe-docs' | 'theme-classic';
    /** Category cards (`<DocCardList>`, generated index pages): fe-docs' markup, or theme-classic's (an `h2` title per card, its icon). */
    readonly docCards: 'fe-docs' | 'theme-classic';
    /**
     * When a navbar item of type `doc` or `docSidebar` is active: under its own path, or (theme-classic's rule) on every
     * doc of its sidebar, and on its own doc.
     */
    readonly navbarDocItems: 'path' | 'sidebar';
    /**
     * The chrome also carries Infima's class names where theme-classic's markup has them (`footer--dark`,
     * `footer__title`…), so the site's Infima variables and its custom.css reach it.
     */
    readonly infimaClasses: boolean;
    /** Docusaurus' `themeConfig.docs.sidebar` switches. */
    readonly docsSidebar: { readonly hideable: boolean; readonly autoCollapseCategories: boolean };
    /** The blog's recent posts under a heading per year (Docusaurus' `themeConfig.blog.sidebar.groupByYear`). */
    readonly blogSidebarByYear: boolean;
    /** A TOC entry: the heading's text, or its inline markup too (`<code>`, `<em>`…), as theme-classic's TOC shows it. */
    readonly tocEntries: 'text' | 'markup';
  };
  readonly output: {
    /** Pages may come from the page cache (output/page-cache.ts). */
    readonly pageCache: boolean;
    /**
     * The image the app icons are made from (`pwa.icon`, else the logo or favicon) missing from the static folder: an
     * error, or a warning and a manifest without icons (a Docusaurus site links its favicon whether it exists or not).
     */
    readonly missingAppIcon: 'error' | 'warning';
  };
  readonly watch: {
    /** Absolute paths besides the config file that the configuration is made of (dev reloads the config on a change). */
    readonly configInputs: readonly string[];
  };
}

/** fe-docs' own rules: what a site.config.yaml outside a Docusaurus project gets. */
export const NATIVE_POLICIES: SitePolicies = Object.freeze({
  links: Object.freeze({
    baseUrlPrefix: 'route-first',
    configHrefs: 'as-written',
    relativeBase: 'url',
    reactPageSrc: 'on-broken-links',
    reactPageLinks: 'every-link',
  }),
  content: Object.freeze({
    undatedPost: 'error',
    impossibleDate: 'error',
    unknownFrontMatter: 'each',
    sidebarTranslations: false,
    blogAuthorsList: 'with-author-pages',
    diagramFences: Object.freeze({}),
    docHeading: 'title',
    admonitionMarkup: 'fe-docs',
  }),
  siteCode: Object.freeze({ overrides: 'fe-docs', codeBlockRendersFences: false, contentReadsPage: false, codeDirs: Object.freeze([]) }),
  chrome: Object.freeze({
    navbarLinks: 'fe-docs',
    docCards: 'fe-docs',
    navbarDocItems: 'path',
    infimaClasses: false,
    docsSidebar: Object.freeze({ hideable: false, autoCollapseCategories: false }),
    blogSidebarByYear: false,
    tocEntries: 'text',
  }),
  output: Object.freeze({ pageCache: true, missingAppIcon: 'error' }),
  watch: Object.freeze({ configInputs: Object.freeze([]) }),
} as const);

/** Some groups' values to change, each group merged over the current one. */
export type PoliciesPatch = { readonly [K in keyof SitePolicies]?: Partial<SitePolicies[K]> };

/** `policies` with `patch` applied (a new frozen object; `policies` itself when the patch changes nothing). */
export function patchPolicies(policies: SitePolicies, patch: PoliciesPatch): SitePolicies {
  const groups = Object.keys(patch) as (keyof SitePolicies)[];
  if (!groups.some((g) => patch[g] && Object.keys(patch[g]!).length)) return policies;
  const next = { ...policies } as Record<keyof SitePolicies, unknown>;
  for (const g of groups) if (patch[g]) next[g] = Object.freeze({ ...policies[g], ...patch[g] });
  return Object.freeze(next) as SitePolicies;
}
