/**
 * Every piece of interface text of the default theme (navigation, search, blog lists, 404, API reference, ARIA
 * labels…). One table per locale implements it (`es.ts`, `en.ts`), so a missing key is a compile error; a site
 * overrides any of them in site.config.yaml under `i18n.strings.<locale>`. `{name}` placeholders are filled at render
 * time; the comment above a key lists the ones it receives.
 */
export interface UiStrings {
  skipToContent: string;
  closeAnnouncement: string;
  /** The button of a Docusaurus theme's BackToTopButton. */
  backToTop: string;
  mainNavigation: string;
  docsSidebar: string;
  sidebarAll: string;
  /** {label}: the caret beside a sidebar category that has a page of its own (its link is the label). */
  sidebarCategoryToggle: string;
  breadcrumbs: string;
  home: string;
  toc: string;
  editPage: string;
  /** "Last updated [on <date>] [by <author>]" under a doc (`lastUpdated`, this, the date, `by`, the author). */
  lastUpdatedOn: string;
  /** {version}: the version's label, above each doc of a versioned area */
  versionBadge: string;
  /** {site}, {version}: above each doc of a version newer than the last one */
  versionUnreleased: string;
  /** {site}, {version}: above each doc of a version older than the last one */
  versionUnmaintained: string;
  /** {link}: a link labelled `versionLatestLink`; {version}: the last version's label */
  versionLatestSuggestion: string;
  versionLatestLink: string;
  /** The note above a page with `unlisted: true` (Docusaurus' unlisted banner): its title and text. */
  unlistedTitle: string;
  unlistedMessage: string;
  previous: string;
  next: string;
  docsPagination: string;
  /** {count}: items of a sub-category, on a generated category page */
  categoryItems: string;
  categoryOneItem: string;
  blogPagination: string;
  newerPosts: string;
  olderPosts: string;
  postPagination: string;
  newerPost: string;
  olderPost: string;
  readMore: string;
  /** {title} */
  readMoreAbout: string;
  /** {minutes} */
  readingTime: string;
  tags: string;
  tagsTitle: string;
  /** {count}, {tag} */
  taggedWith: string;
  /** {tag} */
  taggedWithOne: string;
  viewAllTags: string;
  /** The blog's authors page: its title, the link to it from an author's page. */
  authorsTitle: string;
  viewAllAuthors: string;
  /** An author's page: its title (`{author}`, `{posts}`: one of the two counts below), and its text without posts. */
  authorPageTitle: string;
  postCount: string;
  postCountOne: string;
  authorNoPosts: string;
  /** The label of an author's profile links (`{author}`). */
  authorProfiles: string;
  archive: string;
  archiveDescription: string;
  recentPosts: string;
  /** {page}, {count} */
  pageOf: string;
  blogListTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  notFoundContact: string;
  /** {mode} */
  toggleColorMode: string;
  lightMode: string;
  darkMode: string;
  openMenu: string;
  closeMenu: string;
  backToMainMenu: string;
  /** The button that hides the docs sidebar (Docusaurus' `themeConfig.docs.sidebar.hideable`). */
  collapseSidebar: string;
  /** The strip that shows a hidden docs sidebar again. */
  expandSidebar: string;
  search: string;
  searchPlaceholder: string;
  searchTitle: string;
  /** {query} */
  searchResultsFor: string;
  searchClose: string;
  searchResults: string;
  /** {count} */
  searchSeeAll: string;
  searchSeeAllOne: string;
  searchNoResults: string;
  searchTrySearching: string;
  searchReportQuestion: string;
  searchReportLink: string;
  searchFailed: string;
  searchFailedHint: string;
  searchLoading: string;
  /** {count} */
  searchCount: string;
  searchCountOne: string;
  searchPagination: string;
  searchKeySelect: string;
  searchKeyNavigate: string;
  searchKeyClose: string;
  languages: string;
  versions: string;
  copyCode: string;
  copied: string;
  headingLink: string;
  /** Summary of a `<Details>` block that has none of its own. */
  details: string;
  externalLink: string;
  footnotes: string;
  footnoteBack: string;
  admonitionNote: string;
  admonitionTip: string;
  admonitionInfo: string;
  admonitionWarning: string;
  /** `:::caution`: styled as a warning, with its own label, as in Docusaurus 3 (`theme.admonition.caution`). */
  admonitionCaution: string;
  admonitionDanger: string;
  lastUpdated: string;
  by: string;
  pageCrashed: string;
  tryAgain: string;
  loadFailed: string;
  retry: string;
  /** {baseUrl} */
  baseUrlIssue: string;
  apiReference: string;
  downloadSpec: string;
  pwaUpdateTitle: string;
  pwaUpdateText: string;
  pwaUpdateReload: string;
  pwaUpdateDismiss: string;
  apiNav: string;
  apiNavOpen: string;
  /** {version} */
  apiVersion: string;
  /** {version} */
  apiOpenApiVersion: string;
  apiContact: string;
  apiLicense: string;
  apiTerms: string;
  apiIntroduction: string;
  apiServers: string;
  apiServerVariables: string;
  apiAuthentication: string;
  apiSchemeHttpBasic: string;
  apiSchemeHttpBearer: string;
  /** {scheme} */
  apiSchemeHttp: string;
  /** {in}, {name} */
  apiSchemeApiKey: string;
  apiSchemeOAuth2: string;
  apiSchemeOpenId: string;
  apiOpenIdUrl: string;
  /** {flow} */
  apiFlow: string;
  apiAuthorizationUrl: string;
  apiTokenUrl: string;
  apiRefreshUrl: string;
  apiScopes: string;
  apiScope: string;
  apiScopeAllows: string;
  apiNoScopes: string;
  apiSchemas: string;
  apiWebhooks: string;
  /** Split reference (a large definition): the overview page's entry in the side navigation. */
  apiOverview: string;
  /** Heading of the overview's list of the reference's pages. */
  apiContents: string;
  apiOneOperation: string;
  apiOperations: string;
  apiOneSchema: string;
  apiSchemaCount: string;
  /** A numbered part of a tag (or of the webhooks, the schemas) too large for one page. */
  apiPart: string;
  apiOtherOperations: string;
  apiAlsoTagged: string;
  apiOperationLink: string;
  apiSchemaLink: string;
  apiDeprecated: string;
  apiSecurity: string;
  apiSecurityAny: string;
  apiSecurityNone: string;
  apiSecurityAuthOnly: string;
  apiParameters: string;
  apiColName: string;
  apiColIn: string;
  apiColType: string;
  apiColDefault: string;
  apiColLimits: string;
  apiColRequired: string;
  apiColDescription: string;
  apiInPath: string;
  apiInQuery: string;
  apiInHeader: string;
  apiInCookie: string;
  apiYes: string;
  apiNo: string;
  apiRequestBody: string;
  apiResponses: string;
  apiHeaders: string;
  apiNoContent: string;
  apiCallbacks: string;
  apiRequired: string;
  apiReadOnly: string;
  apiWriteOnly: string;
  apiNullable: string;
  apiEnum: string;
  apiConst: string;
  apiDefault: string;
  apiExample: string;
  /** {n} */
  apiMinLength: string;
  apiMinLengthOne: string;
  apiMaxLengthOne: string;
  apiExactLengthOne: string;
  apiMinItemsOne: string;
  apiMaxItemsOne: string;
  apiMinPropertiesOne: string;
  apiMaxPropertiesOne: string;
  /** {n} */
  apiMaxLength: string;
  /** {n} */
  apiExactLength: string;
  /** {n} */
  apiMinimum: string;
  /** {n} */
  apiMaximum: string;
  /** {n} */
  apiExclusiveMinimum: string;
  /** {n} */
  apiExclusiveMaximum: string;
  /** {n} */
  apiMultipleOf: string;
  /** {n} */
  apiMinItems: string;
  /** {n} */
  apiMaxItems: string;
  apiUniqueItems: string;
  /** {n} */
  apiMinProperties: string;
  /** {n} */
  apiMaxProperties: string;
  apiPattern: string;
  apiItems: string;
  /** {name} */
  apiProperties: string;
  apiObject: string;
  apiAnyValue: string;
  apiAdditionalProperties: string;
  apiOneOf: string;
  apiAnyOf: string;
  apiNot: string;
  /** {n} */
  apiVariant: string;
  /** {name} */
  apiDiscriminator: string;
  /** {name} */
  apiCircular: string;
  /** {name} */
  apiSeeSchema: string;
  /** {ref} */
  apiUnresolved: string;
  apiExamples: string;
  apiExampleRequest: string;
  /** {type} */
  apiExampleBody: string;
  /** {code}, {type} */
  apiExampleResponse: string;
  apiCurlToken: string;
  apiCurlUser: string;
  apiCurlKey: string;
  apiCurlFile: string;
  apiExpandAll: string;
  apiCollapseAll: string;
  devErrorTitle: string;
  devErrorIntro: string;
  devErrorClose: string;
}

/** A key of the theme strings (what `i18n.strings.<locale>` accepts). */
export type UiStringKey = keyof UiStrings;
