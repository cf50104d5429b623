import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { UiStringKey } from '../../i18n/ui-strings.js';
import { en } from '../../i18n/en.js';
import { readCodeTranslations } from '../runtime/code-translations.js';

/**
 * The interface text a Docusaurus site shows in a locale, as fe-docs' theme strings (`i18n.strings.<locale>`): the
 * messages `@docusaurus/theme-translations` (installed with the site's theme) has for the locale, then the site's own
 * `i18n/<locale>/code.json`, which replaces them by id, as Docusaurus merges them. English takes only the site's own
 * messages: fe-docs' English table already follows theme-classic's English.
 *
 * Only the theme's elements both themes have are mapped; the rest of the interface keeps fe-docs' table of the
 * locale (or English). A message whose placeholders fe-docs does not fill is left out.
 */
export function docusaurusThemeStrings(root: string, locale: string): Partial<Record<UiStringKey, string>> {
  const messages = { ...(isEnglish(locale) ? {} : installedThemeMessages(root, locale)), ...readCodeTranslations(root, locale) };
  const out: Partial<Record<UiStringKey, string>> = {};
  const put = (key: UiStringKey, text: string | undefined) => {
    if (text === undefined || !text.trim()) return;
    const accepted = placeholders(en[key]);
    if (placeholders(text).every((p) => accepted.includes(p))) out[key] = text;
  };
  for (const [key, [id, renames]] of Object.entries(BY_ID) as [UiStringKey, Mapping][]) put(key, rename(messages[id], renames));
  for (const [key, id] of Object.entries(ADMONITIONS) as [UiStringKey, string][]) put(key, capitalized(messages[id], locale));
  // Plural messages (`One post|{count} posts`): the form Docusaurus shows for one, and the one for the other counts.
  const plural = (id: string) => pluralForms(messages[id], locale);
  const items = plural('theme.docs.DocCard.categoryDescription.plurals');
  put('categoryOneItem', items?.one);
  put('categoryItems', items?.other);
  const posts = plural('theme.blog.post.plurals');
  put('postCountOne', posts?.one);
  put('postCount', posts?.other);
  put('readingTime', rename(plural('theme.blog.post.readingTime.plurals')?.other, { readingTime: 'minutes' }));
  const tagTitle = rename(messages['theme.blog.tagTitle'], { tagName: 'tag' });
  if (tagTitle && posts) {
    put('taggedWith', tagTitle.replace('{nPosts}', posts.other));
    put('taggedWithOne', tagTitle.replace('{nPosts}', posts.one));
  }
  const found = plural('theme.SearchPage.documentsFound.plurals');
  put('searchCountOne', found?.one);
  put('searchCount', found?.other);
  return out;
}

/** A Docusaurus message id and the renames of its placeholders to fe-docs' names. */
type Mapping = readonly [id: string, renames?: Readonly<Record<string, string>>];

const BY_ID: Partial<Record<UiStringKey, Mapping>> = {
  skipToContent: ['theme.common.skipToMainContent'],
  closeAnnouncement: ['theme.AnnouncementBar.closeButtonAriaLabel'],
  backToTop: ['theme.BackToTopButton.buttonAriaLabel'],
  mainNavigation: ['theme.NavBar.navAriaLabel'],
  docsSidebar: ['theme.docs.sidebar.navAriaLabel'],
  breadcrumbs: ['theme.docs.breadcrumbs.navAriaLabel'],
  home: ['theme.docs.breadcrumbs.home'],
  toc: ['theme.TOCCollapsible.toggleButtonLabel'],
  editPage: ['theme.common.editThisPage'],
  versionBadge: ['theme.docs.versionBadge.label', { versionLabel: 'version' }],
  versionUnreleased: ['theme.docs.versions.unreleasedVersionLabel', { siteTitle: 'site', versionLabel: 'version' }],
  versionUnmaintained: ['theme.docs.versions.unmaintainedVersionLabel', { siteTitle: 'site', versionLabel: 'version' }],
  versionLatestSuggestion: ['theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: 'link', versionLabel: 'version' }],
  versionLatestLink: ['theme.docs.versions.latestVersionLinkLabel'],
  unlistedTitle: ['theme.contentVisibility.unlistedBanner.title'],
  unlistedMessage: ['theme.contentVisibility.unlistedBanner.message'],
  previous: ['theme.docs.paginator.previous'],
  next: ['theme.docs.paginator.next'],
  docsPagination: ['theme.docs.paginator.navAriaLabel'],
  blogPagination: ['theme.blog.paginator.navAriaLabel'],
  newerPosts: ['theme.blog.paginator.newerEntries'],
  olderPosts: ['theme.blog.paginator.olderEntries'],
  postPagination: ['theme.blog.post.paginator.navAriaLabel'],
  newerPost: ['theme.blog.post.paginator.newerPost'],
  olderPost: ['theme.blog.post.paginator.olderPost'],
  readMore: ['theme.blog.post.readMore'],
  readMoreAbout: ['theme.blog.post.readMoreLabel'],
  tagsTitle: ['theme.tags.tagsPageTitle'],
  viewAllTags: ['theme.tags.tagsPageLink'],
  authorsTitle: ['theme.blog.authorsList.pageTitle'],
  viewAllAuthors: ['theme.blog.authorsList.viewAll'],
  authorPageTitle: ['theme.blog.author.pageTitle', { authorName: 'author', nPosts: 'posts' }],
  authorNoPosts: ['theme.blog.author.noPosts'],
  archive: ['theme.blog.archive.title'],
  notFoundTitle: ['theme.NotFound.title'],
  notFoundText: ['theme.NotFound.p1'],
  notFoundContact: ['theme.NotFound.p2'],
  toggleColorMode: ['theme.colorToggle.ariaLabel'],
  lightMode: ['theme.colorToggle.ariaLabel.mode.light'],
  darkMode: ['theme.colorToggle.ariaLabel.mode.dark'],
  openMenu: ['theme.docs.sidebar.toggleSidebarButtonAriaLabel'],
  closeMenu: ['theme.docs.sidebar.closeSidebarButtonAriaLabel'],
  backToMainMenu: ['theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'],
  collapseSidebar: ['theme.docs.sidebar.collapseButtonAriaLabel'],
  expandSidebar: ['theme.docs.sidebar.expandButtonAriaLabel'],
  languages: ['theme.navbar.mobileLanguageDropdown.label'],
  versions: ['theme.navbar.mobileVersionsDropdown.label'],
  copyCode: ['theme.CodeBlock.copy'],
  copied: ['theme.CodeBlock.copied'],
  pageCrashed: ['theme.ErrorPageContent.title'],
  tryAgain: ['theme.ErrorPageContent.tryAgain'],
  search: ['theme.SearchBar.label'],
  searchPlaceholder: ['theme.SearchModal.placeholder'],
  searchTitle: ['theme.SearchPage.emptyResultsTitle'],
  searchResultsFor: ['theme.SearchPage.existingResultsTitle'],
  searchClose: ['theme.SearchModal.footer.closeText'],
  searchSeeAll: ['theme.SearchBar.seeAll'],
  searchTrySearching: ['theme.SearchModal.noResultsScreen.suggestedQueryText'],
  searchReportQuestion: ['theme.SearchModal.noResultsScreen.reportMissingResultsText'],
  searchReportLink: ['theme.SearchModal.noResultsScreen.reportMissingResultsLinkText'],
  searchFailed: ['theme.SearchModal.errorScreen.titleText'],
  searchFailedHint: ['theme.SearchModal.errorScreen.helpText'],
  pwaUpdateTitle: ['theme.PwaReloadPopup.info'],
  pwaUpdateReload: ['theme.PwaReloadPopup.refreshButtonText'],
};

/** theme-classic writes these lower-case and its stylesheet shows them in capitals; fe-docs' titles are capitalised. */
const ADMONITIONS: Partial<Record<UiStringKey, string>> = {
  admonitionNote: 'theme.admonition.note',
  admonitionTip: 'theme.admonition.tip',
  admonitionInfo: 'theme.admonition.info',
  admonitionWarning: 'theme.admonition.warning',
  admonitionCaution: 'theme.admonition.caution',
  admonitionDanger: 'theme.admonition.danger',
};

/** The theme packages whose messages the classic theme and its search and PWA plugins show. */
const MESSAGE_FILES = ['theme-common', 'theme-search-algolia', 'plugin-pwa'];

/**
 * The messages of `@docusaurus/theme-translations` for a locale, from the copy the site has installed: the first of
 * the package's own fallbacks (`pt` → `pt-BR`, `zh-CN` → `zh-Hans`) that has a folder. None when it is not installed.
 */
function installedThemeMessages(root: string, locale: string): Record<string, string> {
  let pkgDir: string;
  let localesToTry: (locale: string) => string[];
  try {
    const req = createRequire(path.join(root, 'package.json'));
    pkgDir = path.dirname(req.resolve('@docusaurus/theme-translations/package.json'));
    localesToTry = (req(pkgDir) as { codeTranslationLocalesToTry: (locale: string) => string[] }).codeTranslationLocalesToTry;
  } catch {
    return {};
  }
  const messages: Record<string, string> = {};
  for (const name of MESSAGE_FILES) {
    for (const tried of safely(() => localesToTry(locale)) ?? [locale]) {
      const json = safely(() => JSON.parse(readFileSync(path.join(pkgDir, 'locales', tried, `${name}.json`), 'utf8')) as Record<string, unknown>);
      if (!json) continue;
      for (const [id, text] of Object.entries(json)) if (typeof text === 'string' && !id.endsWith('___DESCRIPTION')) messages[id] = text;
      break;
    }
  }
  return messages;
}

/**
 * The forms of a plural message for a count of one and for other counts, chosen as Docusaurus' `usePluralForm` does:
 * the message's parts follow `Intl.PluralRules(locale)`'s categories in theme-common's order, a missing part is the
 * last one. fe-docs has one form for every count but one: the `other` category's (Russian's 2–4, `few`, get it too).
 */
function pluralForms(message: string | undefined, locale: string): { one: string; other: string } | undefined {
  if (message === undefined) return undefined;
  const parts = message.split('|');
  const rules = safely(() => new Intl.PluralRules(locale)) ?? new Intl.PluralRules('en');
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const form = (category: string) => parts[Math.min(Math.max(categories.indexOf(category as Intl.LDMLPluralRule), 0), parts.length - 1)];
  // fe-docs shows the first form for exactly one: its count is written out (`{count} элемент` → `1 элемент`).
  return { one: form(rules.select(1)).replaceAll('{count}', '1'), other: form('other') };
}

/** theme-common's order of plural categories (usePluralForm.js), whatever order `Intl` lists them in. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

function rename(text: string | undefined, renames: Readonly<Record<string, string>> = {}): string | undefined {
  return text?.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(renames, name) ? `{${renames[name]}}` : all));
}

function capitalized(text: string | undefined, locale: string): string | undefined {
  if (!text) return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return (safely(() => first.toLocaleUpperCase(locale)) ?? first.toUpperCase()) + text.slice(first.length);
}

const isEnglish = (locale: string) => /^en(?:$|[-_])/i.test(locale);

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
