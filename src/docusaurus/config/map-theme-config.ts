import type { DocusaurusPath } from './config-source.js';
import { hasShikiGrammar, prismLanguageAliases } from './prism-languages.js';
import { isPrismTheme, prismToShikiTheme } from './prism-themes.js';
import { SHIPPED_DOCS } from '../../core/shipped-docs.js';
import { asArray, type Obj, type Unsupported, type SetValue } from './map-types.js';

// The Docusaurus config adapter (map-config.ts): themeConfig: navbar, footer, logo, colour mode, code theme.

export function mapThemeConfig(tc: Obj, set: SetValue, unsupported: Unsupported, defaults?: Obj) {
  const at = (...p: (string | number)[]) => ['themeConfig', ...p];
  const navbar = tc.navbar as Obj | undefined;
  if (navbar) {
    if (typeof navbar.title === 'string') set(['navbar', 'title'], navbar.title, at('navbar', 'title'));
    if (navbar.logo) set(['navbar', 'logo'], logoOf(navbar.logo as Obj, at('navbar', 'logo'), unsupported), at('navbar', 'logo'));
    if (typeof navbar.hideOnScroll === 'boolean') set(['navbar', 'hideOnScroll'], navbar.hideOnScroll, at('navbar', 'hideOnScroll'));
    if (navbar.style === 'dark') set(['navbar', 'style'], 'dark', at('navbar', 'style'));
    const items = asArray(navbar.items).flatMap((item, i) => {
      const mapped = navbarItem(item as Obj, at('navbar', 'items', i), unsupported, true);
      return mapped ? [{ mapped, i }] : [];
    });
    items.forEach(({ mapped, i }, k) => set(['navbar', 'items', k], mapped, at('navbar', 'items', i)));
    if (!items.length) set(['navbar', 'items'], [], at('navbar'));
    for (const key of Object.keys(navbar))
      if (!['title', 'logo', 'items', 'hideOnScroll'].includes(key) && !(key === 'style' && (navbar.style === 'primary' || navbar.style === 'dark')))
        unsupported(
          at('navbar', key),
          `\`themeConfig.navbar.${key}\` is not supported and is ignored.`,
          'Style the navbar with a stylesheet (`theme.customCss`).',
        );
  }
  const footer = tc.footer as Obj | undefined;
  if (footer) {
    set(['footer', 'style'], footer.style === 'dark' ? 'dark' : 'light', at('footer', 'style'));
    if (typeof footer.copyright === 'string') set(['footer', 'copyright'], footer.copyright, at('footer', 'copyright'));
    if (footer.logo) set(['footer', 'logo'], logoOf(footer.logo as Obj, at('footer', 'logo'), unsupported), at('footer', 'logo'));
    const links = asArray(footer.links);
    const columns = links.some((l) => Array.isArray((l as Obj).items));
    let flat = 0;
    links.forEach((l, i) => {
      const c = l as Obj;
      if (columns) {
        set(['footer', 'links', i], { title: String(c.title ?? ''), items: [] }, at('footer', 'links', i));
        let k = 0;
        asArray(c.items).forEach((it, j) => {
          const m = footerLink(it as Obj, at('footer', 'links', i, 'items', j), unsupported);
          if (m) set(['footer', 'links', i, 'items', k++], m, at('footer', 'links', i, 'items', j));
        });
      } else {
        const m = footerLink(c, at('footer', 'links', i), unsupported);
        if (m) set(['footer', 'links', flat++], m, at('footer', 'links', i));
      }
    });
  }
  const bar = tc.announcementBar as Obj | undefined;
  if (bar?.content) {
    const mapped: Obj = {};
    for (const key of ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) if (bar[key] !== undefined) mapped[key] = bar[key];
    set(['announcementBar'], mapped, at('announcementBar'));
  }
  // Code blocks are named as Prism names languages (`objectivec`, `markup`…), with or without `themeConfig.prism`.
  set(['code', 'aliases'], prismLanguageAliases(), at());
  const prism = tc.prism as Obj | undefined;
  // No Prism theme written: theme-classic's default (palenight in Docusaurus 3), in both modes as Docusaurus uses it.
  const defaultTheme = (defaults?.prism as Obj | undefined)?.theme;
  if (!prism?.theme && isPrismTheme(defaultTheme))
    for (const [key, mode] of [
      ['theme', 'light'],
      ['darkTheme', 'dark'],
    ] as const)
      if (key === 'theme' || !prism?.darkTheme) set(['code', 'themes', mode], prismToShikiTheme(defaultTheme, `prism-${key}`, mode), at('prism'));
  if (prism) {
    // Docusaurus uses `theme` in dark mode too when `darkTheme` is not set.
    for (const [key, mode, from] of [
      ['theme', 'light', 'theme'],
      ['darkTheme', 'dark', prism.darkTheme ? 'darkTheme' : 'theme'],
    ] as const) {
      const theme = prism[from];
      if (!theme) continue;
      if (typeof theme === 'string') set(['code', 'themes', mode], theme, at('prism', from));
      else if (isPrismTheme(theme)) set(['code', 'themes', mode], prismToShikiTheme(theme, `prism-${key}`, mode), at('prism', from));
      else if (from === key)
        unsupported(
          at('prism', key),
          `\`themeConfig.prism.${key}\` is not a Prism theme (an object with \`plain\` and \`styles\`); fe-docs uses its default ${mode} code theme.`,
          "Set a theme of prism-react-renderer (`require('prism-react-renderer').themes.github`) or an object of the same shape.",
        );
    }
    for (const [i, l] of asArray(prism.additionalLanguages).entries())
      if (typeof l === 'string' && !hasShikiGrammar(l))
        unsupported(
          at('prism', 'additionalLanguages', i),
          `Prism language \`${l}\` has no Shiki grammar; its code blocks are shown without highlighting.`,
          'Remove it, or write its blocks as `text`.',
        );
    if (typeof prism.defaultLanguage === 'string' && prism.defaultLanguage)
      set(['code', 'defaultLanguage'], prism.defaultLanguage, at('prism', 'defaultLanguage'));
    for (const key of Object.keys(prism))
      if (!['theme', 'darkTheme', 'additionalLanguages', 'defaultLanguage'].includes(key))
        unsupported(
          at('prism', key),
          `\`themeConfig.prism.${key}\` is not supported and is ignored.`,
          'fe-docs highlights code with Shiki, which knows every language.',
        );
  }
  const colorMode = tc.colorMode as Obj | undefined;
  if (colorMode)
    for (const key of ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'])
      if (colorMode[key] !== undefined) set(['theme', 'colorMode', key], colorMode[key], at('colorMode', key));
  const toc = tc.tableOfContents as Obj | undefined;
  if (toc) for (const key of ['minHeadingLevel', 'maxHeadingLevel']) if (toc[key] !== undefined) set(['toc', key], toc[key], at('tableOfContents', key));
  // `docs.sidebar.hideable` and `autoCollapseCategories` are read by the theme from the site's config (layouts/DocPage.tsx).
  if ((tc.docs as Obj | undefined)?.versionPersistence === 'none')
    unsupported(
      at('docs', 'versionPersistence'),
      '`themeConfig.docs.versionPersistence: none` is not supported: fe-docs remembers the docs version a reader chose (in local storage).',
      'Remove it; the version a reader chose is kept for the next visit.',
    );
  const algolia = tc.algolia as Obj | undefined;
  if (algolia?.appId && algolia.apiKey && algolia.indexName)
    set(['search', 'algolia'], { appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }, at('algolia'));
  // themeConfig.metadata is written with headTags (mapHeadTags); the social card image here.
  if (typeof tc.image === 'string') set(['image'], tc.image, at('image'));
  for (const key of Object.keys(tc))
    if (!THEME_CONFIG_KEYS.has(key))
      unsupported(
        at(key),
        `\`themeConfig.${key}\` is not supported by fe-docs and is ignored.`,
        `See ${SHIPPED_DOCS.usage} for the theme settings fe-docs reads.`,
      );
}

export const THEME_CONFIG_KEYS = new Set([
  'navbar',
  'footer',
  'announcementBar',
  'prism',
  'colorMode',
  'tableOfContents',
  'docs',
  'algolia',
  'image',
  'metadata',
  'blog',
  // theme-mermaid's `theme` ({light, dark}) and `options`: read when the site draws diagrams (config/mermaid.ts).
  'mermaid',
  // Read by themes fe-docs already named as unsupported, or by components (`useThemeConfig`).
  'liveCodeBlock',
  'zoom',
]);

export const NAVBAR_TYPES = new Set(['default', 'link', 'doc', 'docSidebar', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search', 'html']);
export const NAVBAR_KEYS = new Set([
  'type',
  'position',
  'label',
  'to',
  'href',
  'ariaLabel',
  'className',
  'activeBasePath',
  'docId',
  'sidebarId',
  'docsPluginId',
  'items',
  'dropdownItemsBefore',
  'dropdownItemsAfter',
  'target',
  'rel',
  'html',
  'value',
]);
/** Navbar item keys that change nothing fe-docs renders. */
export const NAVBAR_SILENT = new Set([
  // fe-docs writes an `href` path with the base URL, as `prependBaseUrlToHref: true` asks.
  'prependBaseUrlToHref',
  'exact',
  // fe-docs never marks a dropdown active, as `dropdownActiveClassDisabled: true` asks.
  'dropdownActiveClassDisabled',
]);

export function navbarItem(item: Obj, at: DocusaurusPath, unsupported: Unsupported, topLevel: boolean): Obj | undefined {
  const type = String(item.type ?? 'default');
  if (!NAVBAR_TYPES.has(type)) {
    unsupported(
      [...at, 'type'],
      `The navbar item type \`${type}\` is not supported; the item is left out.`,
      'Use a link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown, search or html item.',
    );
    return undefined;
  }
  const out: Obj = {};
  if (type !== 'default') out.type = type;
  for (const key of ['position', 'label', 'to', 'href', 'ariaLabel', 'className', 'activeBasePath', 'docId', 'sidebarId', 'target', 'rel'])
    if (item[key] !== undefined && item[key] !== null && (topLevel || key !== 'position')) out[key] = item[key];
  // `rel: null` (capacitor's community links) is no `rel` of the site's own: the link gets the default one.
  // theme-classic: an `html` item's HTML is its `value`; a link's `html` is its content instead of `label`.
  if (type === 'html' && typeof item.value === 'string') out.html = item.value;
  else if (type !== 'html' && typeof item.html === 'string') out.html = item.html;
  // Docusaurus passes other keys to the link element; `aria-label` written so is the item's accessible name.
  if (out.ariaLabel === undefined && typeof item['aria-label'] === 'string') out.ariaLabel = item['aria-label'];
  if (typeof item.docsPluginId === 'string') out.docsArea = item.docsPluginId;
  if (Array.isArray(item.items))
    out.items = item.items.flatMap((child, j) => {
      const c = navbarItem(child as Obj, [...at, 'items', j], unsupported, false);
      return c ? [c] : [];
    });
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
    if (Array.isArray(item[key]) && (type === 'localeDropdown' || type === 'docsVersionDropdown'))
      out[key] = (item[key] as Obj[]).flatMap((child, j) => {
        const c = navbarItem(child, [...at, key, j], unsupported, false);
        return c ? [c] : [];
      });
  // An item with a `className` or `aria-label` and no label shows no text: routes/navbar.ts gives it an empty label.
  for (const key of Object.keys(item))
    if (!NAVBAR_KEYS.has(key) && !NAVBAR_SILENT.has(key) && key !== 'aria-label')
      unsupported(
        [...at, key],
        `The navbar item key \`${key}\` is not supported and is ignored.`,
        `See the navbar item keys in ${SHIPPED_DOCS.configuration}.`,
      );
  return out;
}

export function footerLink(item: Obj, at: DocusaurusPath, unsupported: Unsupported): Obj | undefined {
  // theme-classic's footer `html` item: the HTML as the whole item.
  if (typeof item.html === 'string') return { html: item.html, ...(typeof item.className === 'string' && { className: item.className }) };
  if (typeof item.label !== 'string') {
    unsupported(at, 'A footer item without a `label` or `html` is not supported; it is left out.', 'Give it a `label` and `to` or `href`.');
    return undefined;
  }
  const out: Obj = { label: item.label };
  for (const key of ['to', 'href', 'ariaLabel', 'className', 'target', 'rel']) if (item[key] !== undefined && item[key] !== null) out[key] = item[key];
  return out;
}

export function logoOf(logo: Obj, at?: DocusaurusPath, unsupported?: Unsupported): Obj {
  const out: Obj = { src: String(logo.src ?? ''), alt: String(logo.alt ?? '') };
  for (const key of ['target', 'style', 'className'])
    if (logo[key] !== undefined && at && unsupported)
      unsupported([...at, key], `The logo's \`${key}\` is not supported and is ignored.`, 'Style the logo with a stylesheet (`theme.customCss`).');
  if (typeof logo.srcDark === 'string') out.srcDark = logo.srcDark;
  if (typeof logo.href === 'string') out.href = logo.href;
  for (const key of ['width', 'height']) {
    const n = typeof logo[key] === 'number' ? logo[key] : Number.parseFloat(String(logo[key] ?? ''));
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}
