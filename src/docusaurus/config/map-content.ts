import { docItemWithoutEditLink } from './doc-item-override.js';
import { sidebarItemsGeneratorHook } from './sidebar-items-generator.js';
import { docusaurusReadingTime } from './blog-reading-time.js';
import { docusaurusThemeStrings } from './theme-strings.js';
import path from 'node:path';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { DocusaurusPath } from './config-source.js';
import { CURRENT_VERSION, missingVersionFolders, readVersionNames, translationsFolder, versionFiles } from './versions.js';
import { existsSync } from 'node:fs';
import { SHIPPED_DOCS } from '../../core/shipped-docs.js';
import { asArray, type ContentPlugin, type Obj, type Unsupported, type SetValue } from './map-types.js';
import { namesThemeMermaid, THEME_MERMAID, themeMermaidDir } from './mermaid.js';

// The Docusaurus config adapter (map-config.ts): i18n, static folders, the docs, blog and pages plugins, Markdown and the sitemap.

export function mapI18n(dz: Obj, set: SetValue, unsupported: Unsupported, root: string) {
  const i18n = dz.i18n as Obj | undefined;
  // Docusaurus' default language is English; fe-docs' own default (for site.config.yaml) is Spanish.
  const defaultLocale = String(i18n?.defaultLocale ?? 'en');
  set(['i18n', 'defaultLocale'], defaultLocale, ['i18n', 'defaultLocale']);
  const locales = asArray(i18n?.locales).length ? i18n!.locales : [defaultLocale];
  set(['i18n', 'locales'], locales, ['i18n', 'locales']);
  // The interface text each locale shows in Docusaurus (theme-translations, then the site's code.json).
  for (const locale of new Set([defaultLocale, ...asArray(locales).map(String)])) {
    const strings = docusaurusThemeStrings(root, locale);
    if (Object.keys(strings).length) set(['i18n', 'strings', locale], strings, ['i18n', 'locales']);
  }
  if (!i18n) return;
  const configs = (i18n.localeConfigs ?? {}) as Record<string, Obj>;
  for (const [locale, c] of Object.entries(configs)) {
    const at = ['i18n', 'localeConfigs', locale];
    for (const key of ['label', 'htmlLang', 'direction']) if (c[key] !== undefined) set(['i18n', 'localeConfigs', locale, key], c[key], [...at, key]);
    for (const key of Object.keys(c))
      if (!['label', 'htmlLang', 'direction', 'calendar', 'translate'].includes(key) && !(key === 'path' && c.path === locale))
        unsupported(
          [...at, key],
          `\`i18n.localeConfigs.${locale}.${key}\` is not supported and is ignored.`,
          `fe-docs serves a locale under \`/${locale}/\` and reads its translations from \`i18n/${locale}/\`.`,
        );
  }
  for (const key of Object.keys(i18n))
    if (!['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key) || (key === 'path' && i18n.path !== 'i18n'))
      unsupported(['i18n', key], `\`i18n.${key}\` is not supported and is ignored.`, 'fe-docs reads translations from the `i18n/` folder.');
}

export function mapStatic(dz: Obj, set: SetValue, unsupported: Unsupported, rel: (p: string) => string) {
  const dirs = asArray(dz.staticDirectories ?? ['static']).map(String);
  if (dirs[0]) set(['static', 'path'], rel(dirs[0]), ['staticDirectories', 0]);
  for (const [i, d] of dirs.slice(1).entries())
    unsupported(
      ['staticDirectories', i + 1],
      `The static folder \`${d}\` is not published: fe-docs publishes one static folder (\`${dirs[0]}\`).`,
      `Move its files into \`${dirs[0]}\`.`,
    );
}

/** Options of the docs plugin: handled here, or harmless at their Docusaurus default. */
export const DOCS_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  sidebarPath: 'handled',
  editUrl: 'handled',
  include: 'handled',
  exclude: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  versions: 'handled',
  lastVersion: 'handled',
  onlyIncludeVersions: 'handled',
  includeCurrentVersion: 'handled',
  disableVersioning: 'handled',
  breadcrumbs: 'handled',
  sidebarCollapsible: true,
  sidebarCollapsed: 'handled',
  showLastUpdateTime: 'handled',
  showLastUpdateAuthor: 'handled',
  editLocalizedFiles: false,
  editCurrentVersion: false,
  sidebarItemsGenerator: 'handled',
  // Components: Docusaurus' defaults are fe-docs' own layouts.
  docLayoutComponent: '@theme/DocRoot',
  // Another DocItem (docusaurus-theme-openapi-docs' `@theme/ApiItem`) renders the instance's docs: origin.ts `docItemComponents`.
  docItemComponent: 'handled',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  tagsBasePath: 'tags',
};

export const BLOG_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  blogTitle: 'handled',
  blogDescription: 'handled',
  postsPerPage: 'handled',
  showReadingTime: 'handled',
  readingTime: 'handled',
  feedOptions: 'handled',
  editUrl: 'handled',
  blogSidebarCount: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  authorsMapPath: 'authors.yml',
  // Checks Docusaurus makes on the posts; fe-docs does not make them, which changes no page.
  onInlineTags: 'not-checked',
  onInlineAuthors: 'not-checked',
  onUntruncatedBlogPosts: 'not-checked',
  blogSidebarTitle: 'Recent posts',
  tagsBasePath: 'tags',
  archiveBasePath: 'archive',
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  editLocalizedFiles: false,
};

export const PAGES_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  // Docusaurus' defaults, which fe-docs' pages follow (content/load-pages.ts); karmada writes them out.
  include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
  mdxPageComponent: '@theme/MDXPage',
};

/** One warning per option the plugin sets that fe-docs does not honour (a known option at its default is fine). */
export function warnOptions(options: Obj, at: DocusaurusPath, plugin: string, known: Record<string, unknown>, unsupported: Unsupported) {
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const expected = known[key];
    if (expected === 'handled' || (expected === 'not-checked' && value !== 'throw') || value === expected) continue;
    // A list written out as the default is (`exclude: [...]`).
    if (Array.isArray(value) && JSON.stringify(value) === JSON.stringify(expected)) continue;
    unsupported(
      [...at, key],
      `The ${plugin} option \`${key}\`${typeof value === 'function' ? '' : `: ${JSON.stringify(value)}`} is not supported by fe-docs and is ignored.`,
      expected === undefined
        ? `Remove it; see ${SHIPPED_DOCS.usage} for the options fe-docs reads.`
        : expected === 'not-checked'
          ? `fe-docs does not make this check: it behaves as with \`${key}: 'ignore'\`.`
          : `fe-docs behaves as with \`${key}: ${JSON.stringify(expected)}\`.`,
    );
  }
}

/** Maps one docs instance; returns the errors of its versions (a version in versions.json without its folder). */
export function mapDocsInstance(
  d: ContentPlugin,
  index: number,
  root: string,
  set: SetValue,
  unsupported: Unsupported,
  rel: (p: string) => string,
): Diagnostic[] {
  const o = d.options;
  const id = String(o.id ?? 'default');
  const base = ['docs', index];
  const at = (key: string) => [...d.at, key];
  set([...base, 'id'], id, d.at);
  const contentPath = rel(String(o.path ?? 'docs'));
  set([...base, 'path'], contentPath, at('path'));
  set([...base, 'routeBasePath'], String(o.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, ''), at('routeBasePath'));
  // No sidebarPath: Docusaurus generates one sidebar from the folder tree, named `defaultSidebar`.
  const sidebars = sidebarsOf(o.sidebarPath, rel, () =>
    unsupported(
      at('sidebarPath'),
      '`sidebarPath: false` (no sidebar) is not supported: fe-docs builds one from the folder tree.',
      'Remove the key to get the same generated sidebar as Docusaurus.',
    ),
  );
  set([...base, 'sidebars'], sidebars, at('sidebarPath'));
  const noEditLink = o.editUrl !== undefined ? docItemWithoutEditLink(root) : undefined;
  if (noEditLink)
    unsupported(
      at('editUrl'),
      `\`editUrl\` is not used: the site's own doc page \`${noEditLink}\` renders no "Edit this page" link, so fe-docs' pages have none either.`,
      `Render \`@theme/EditThisPage\` in \`${noEditLink}\` (or remove the override) to show the link.`,
    );
  else if (o.editUrl !== undefined) set([...base, 'editUrl'], o.editUrl, at('editUrl'));
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'sidebarCollapsed'] as const)
    if (typeof o[key] === 'boolean') set([...base, key], o[key], at(key));
  if (Array.isArray(o.include)) set([...base, 'include'], o.include, at('include'));
  if (Array.isArray(o.exclude)) set([...base, 'exclude'], o.exclude, at('exclude'));
  warnOptions(o, d.at, 'docs', DOCS_OPTIONS, unsupported);
  if (typeof o.sidebarItemsGenerator === 'function')
    set([...base, 'autogeneratedItems'], sidebarItemsGeneratorHook(o.sidebarItemsGenerator as (args: Obj) => unknown), at('sidebarItemsGenerator'));

  // Versions, in Docusaurus' layout (versions.json, versioned_docs/, versioned_sidebars/).
  const read = readVersionNames(root, id);
  if (read.error) unsupported(d.at, read.error, 'Fix the file: a JSON list of version names, newest first.');
  const released = o.disableVersioning === true ? [] : read.names;
  const includeCurrent = o.includeCurrentVersion !== false;
  let names = [...(includeCurrent ? [CURRENT_VERSION] : []), ...released];
  const only = asArray(o.onlyIncludeVersions).map(String);
  if (only.length) names = names.filter((n) => only.includes(n));
  const versionOptions = (o.versions ?? {}) as Record<string, Obj>;
  for (const name of Object.keys(versionOptions))
    if (!names.includes(name))
      unsupported(
        [...at('versions'), name],
        `\`versions.${name}\`: there is no version \`${name}\` (versions.json and includeCurrentVersion).`,
        'Remove it, or add the version.',
      );
  const errors = missingVersionFolders(root, id, read, names);
  const folder = translationsFolder('docs', id);
  if (names.length === 1 && names[0] === CURRENT_VERSION && !versionOptions.current) {
    set([...base, 'translationsPath'], `${folder}/current`, d.at);
    return errors;
  }
  const lastVersion = String(o.lastVersion ?? released[0] ?? CURRENT_VERSION);
  if (!names.includes(lastVersion))
    unsupported(
      at('lastVersion'),
      `\`lastVersion: ${lastVersion}\` is not one of the versions built (${names.join(', ')}).`,
      'Name a version of versions.json, or `current`.',
    );
  names.forEach((name, vi) => {
    const vo = versionOptions[name] ?? {};
    const isLast = name === lastVersion;
    const files = name === CURRENT_VERSION ? undefined : versionFiles(id, name);
    const segment = typeof vo.path === 'string' ? vo.path.replace(/^\/+|\/+$/g, '') : isLast ? '' : name === CURRENT_VERSION ? 'next' : name;
    const v: Obj = {
      name,
      label: String(vo.label ?? (name === CURRENT_VERSION ? 'Next' : name)),
      path: files ? files.docs : contentPath,
      isLast,
      routeSegment: segment,
      translationsPath: `${folder}/${name === CURRENT_VERSION ? 'current' : `version-${name}`}`,
    };
    if (vo.banner === 'none' || vo.banner === 'unreleased' || vo.banner === 'unmaintained') v.banner = vo.banner;
    if (typeof vo.badge === 'boolean') v.badge = vo.badge;
    if (files) v.sidebars = existsSync(path.join(root, files.sidebars)) ? files.sidebars : { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
    set([...base, 'versions', vi], v, name === CURRENT_VERSION ? d.at : vo === versionOptions[name] ? [...at('versions'), name] : d.at);
    for (const key of Object.keys(vo))
      if (!['label', 'path', 'banner', 'badge'].includes(key))
        unsupported(
          [...at('versions'), name, key],
          `The version option \`versions.${name}.${key}\` is not supported and is ignored.`,
          'fe-docs supports `label`, `path`, `banner` and `badge` per version.',
        );
  });
  return errors;
}

/** Docusaurus' `sidebarPath`: a file, `undefined` (generated from the folder tree) or `false` (none). */
export function sidebarsOf(sidebarPath: unknown, rel: (p: string) => string, onFalse: () => void): unknown {
  if (typeof sidebarPath === 'string') return rel(sidebarPath).replace(/^(?!\.{1,2}\/)/, './');
  if (sidebarPath === false) onFalse();
  return { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
}

export function mapBlog(b: ContentPlugin, configFile: string, set: SetValue, unsupported: Unsupported) {
  const o = b.options;
  const at = (key: string) => [...b.at, key];
  set(['blog', 'path'], String(o.path ?? 'blog').replace(/^\.\//, ''), at('path'));
  set(['blog', 'routeBasePath'], String(o.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, ''), at('routeBasePath'));
  if (typeof o.blogTitle === 'string') set(['blog', 'title'], o.blogTitle, at('blogTitle'));
  if (typeof o.blogDescription === 'string') set(['blog', 'description'], o.blogDescription, at('blogDescription'));
  if (typeof o.postsPerPage === 'number') set(['blog', 'postsPerPage'], o.postsPerPage, at('postsPerPage'));
  else if (o.postsPerPage === 'ALL') set(['blog', 'postsPerPage'], 1_000_000, at('postsPerPage'));
  if (typeof o.showReadingTime === 'boolean') set(['blog', 'showReadingTime'], o.showReadingTime, at('showReadingTime'));
  const readingTime = docusaurusReadingTime(configFile, o.readingTime);
  if (readingTime) set(['blog', 'readingTime'], readingTime, at('readingTime'));
  if (typeof o.blogSidebarCount === 'number') set(['blog', 'recentPostsCount'], o.blogSidebarCount, at('blogSidebarCount'));
  else if (o.blogSidebarCount === 'ALL') set(['blog', 'recentPostsCount'], 1_000_000, at('blogSidebarCount'));
  if (o.editUrl !== undefined) set(['blog', 'editUrl'], o.editUrl, at('editUrl'));
  set(['blog', 'translationsPath'], translationsFolder('blog', String(o.id ?? 'default')), b.at);
  const feed = (o.feedOptions ?? {}) as Obj;
  if ('type' in feed) {
    const types = feed.type === null ? [] : feed.type === 'all' ? ['rss', 'atom', 'json'] : asArray(feed.type).length ? asArray(feed.type) : [feed.type];
    const kept = types.filter((t) => t === 'rss' || t === 'atom');
    if (types.includes('json'))
      unsupported([...at('feedOptions'), 'type'], 'The JSON feed is not supported; fe-docs writes RSS and Atom feeds.', 'Use `rss` or `atom`.');
    set(['blog', 'feeds'], kept, [...at('feedOptions'), 'type']);
  }
  for (const key of Object.keys(feed))
    if (key !== 'type')
      unsupported(
        [...at('feedOptions'), key],
        `The feed option \`feedOptions.${key}\` is not supported and is ignored.`,
        'fe-docs writes feeds with the blog title and description.',
      );
  warnOptions(o, b.at, 'blog', BLOG_OPTIONS, unsupported);
}

/**
 * fe-docs applies one list of remark and rehype plugins to every Markdown file of the site; Docusaurus has one per
 * content plugin. The lists are joined (each plugin once, `beforeDefault…` ones first); a warning says so when the
 * instances do not all list the same plugins.
 */
export function mapMarkdownPlugins(content: ContentPlugin[], set: SetValue, unsupported: Unsupported) {
  for (const [kind, before] of [
    ['remarkPlugins', 'beforeDefaultRemarkPlugins'],
    ['rehypePlugins', 'beforeDefaultRehypePlugins'],
  ] as const) {
    const all: unknown[] = [];
    const seen = new Set<unknown>();
    const signatures = new Set<string>();
    let firstAt: DocusaurusPath | undefined;
    for (const c of content) {
      const list = [...asArray(c.options[before]), ...asArray(c.options[kind])];
      signatures.add(list.map((p) => String(Array.isArray(p) ? p[0] : p)).join('\n'));
      for (const p of list) {
        const fn = Array.isArray(p) ? p[0] : p;
        if (seen.has(fn)) continue;
        seen.add(fn);
        all.push(p);
        firstAt ??= [...c.at, asArray(c.options[before]).includes(p) ? before : kind];
      }
    }
    if (all.length) set(['markdown', kind], all, firstAt!);
    if (signatures.size > 1)
      unsupported(
        firstAt!,
        `The content plugins list different ${kind}: fe-docs applies every one of them (${all.length}) to every Markdown file of the site.`,
        'Check that each plugin leaves the files it was not meant for unchanged.',
      );
  }
}

export function mapSitemap(s: { options: Obj; at: DocusaurusPath }, set: SetValue, unsupported: Unsupported) {
  if (typeof s.options.changefreq === 'string') set(['sitemap', 'changefreq'], s.options.changefreq, [...s.at, 'changefreq']);
  if (typeof s.options.priority === 'number') set(['sitemap', 'priority'], s.options.priority, [...s.at, 'priority']);
  for (const [key, value] of Object.entries(s.options))
    if (value !== undefined && key !== 'changefreq' && key !== 'priority' && key !== 'id')
      unsupported(
        [...s.at, key],
        `The sitemap option \`${key}\` is not supported by fe-docs and is ignored.`,
        'fe-docs writes `sitemap.xml` with every published page, each with `changefreq` and `priority`.',
      );
}

export function mapMarkdown(dz: Obj, set: SetValue, unsupported: Unsupported, root: string) {
  const md = (dz.markdown ?? {}) as Obj;
  set(['markdown', 'format'], md.format ?? 'mdx', ['markdown', 'format']);
  // With theme-mermaid installed and named, diagrams are drawn as Docusaurus draws them (map-policies.ts).
  if (md.mermaid === true && !namesThemeMermaid(dz, root))
    unsupported(
      ['markdown', 'mermaid'],
      `\`markdown.mermaid: true\` without \`${THEME_MERMAID}\` among the themes: Mermaid diagrams stay code blocks (Docusaurus shows nothing in their place).`,
      `Add \`${THEME_MERMAID}\` to \`themes\` and install it, or set \`markdown.mermaid: false\`.`,
    );
  else if (md.mermaid === true && !themeMermaidDir(root))
    unsupported(
      ['markdown', 'mermaid'],
      `\`${THEME_MERMAID}\` is not installed: Mermaid diagrams stay code blocks.`,
      'Install the site dependencies (`npm install`); Docusaurus does not build without it.',
    );
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions', 'emoji'] as const)
    if (md[key] !== undefined && !(key === 'emoji' && md.emoji === true))
      unsupported(['markdown', key], `\`markdown.${key}\` is not supported and is ignored.`, 'fe-docs reads Markdown and front matter itself.');
  // Docusaurus' heading ids: github-slugger on the heading text, accents kept (`mise-à-jour`), lower case unless
  // `markdown.anchors.maintainCase`; the site's links were written against them.
  set(['markdown', 'headingIds'], { style: 'github', keepCase: (md.anchors as Obj | undefined)?.maintainCase === true }, ['markdown', 'anchors']);
  const hooks = (md.hooks ?? {}) as Obj;
  if (hooks.onBrokenMarkdownImages !== undefined && hooks.onBrokenMarkdownImages !== 'throw')
    unsupported(
      ['markdown', 'hooks', 'onBrokenMarkdownImages'],
      '`markdown.hooks.onBrokenMarkdownImages` is not supported: a missing image is always reported.',
      'Fix or remove the image links.',
    );
}
