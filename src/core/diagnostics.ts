import type { Position } from './position.js';

/**
 * Every kind of problem fe-docs reports, with its default severity. The code is the stable rule id
 * printed in brackets after each message; editors and CI annotations key on it.
 */
export const DIAGNOSTIC_CATALOG = {
  'config-syntax': 'error',
  'config-invalid': 'error',
  'config-unknown-key': 'error',
  'config-navbar-type': 'error',
  'config-missing-doc': 'error',
  'config-missing-sidebar': 'error',
  'config-sidebar-target': 'error',
  'config-markdown-plugin': 'error',
  'config-sidebars-file': 'error',
  /** A version of a Docusaurus site's versions.json whose `versioned_docs/version-X` folder is missing: it would have no page. */
  'docs-version-folder': 'error',
  /** `i18n.strings` for a locale the site does not build, a placeholder a string does not receive, a locale whose interface text falls back to English. */
  'config-locale-strings': 'warning',
  /** A docusaurus.config.* that cannot be loaded (syntax error, an exception, a missing package) or has no usable value. */
  'docusaurus-config': 'error',
  /** A key, plugin, theme or option of a docusaurus.config.* that fe-docs does not run: named, at its line. */
  'docusaurus-unsupported': 'warning',
  /** A Docusaurus site's `themeConfig` that its own `@docusaurus/theme-classic` refuses (`validateThemeConfig`): site code gets it as written. */
  'docusaurus-theme-config': 'warning',
  /** A hook of a site's Docusaurus plugin that fe-docs cannot run (webpack, client modules) or that threw; a route it adds that cannot be built. */
  'docusaurus-plugin': 'warning',
  'frontmatter-syntax': 'error',
  'frontmatter-invalid': 'error',
  'file-unreadable': 'error',
  /** A file of the static folder published at the path of a page: the page is written there, the file is not. */
  'static-page-conflict': 'warning',
  /** A Sass stylesheet (`theme.customCss`, an import) that does not compile, or no Sass compiler in the site. */
  'stylesheet-invalid': 'error',
  /** A `url()` or `@import` in a site stylesheet naming a file that is not there, or outside the site folder: left as written. */
  'stylesheet-url-missing': 'warning',
  /** `showLastUpdateTime`/`Author` asked for, and the site is not a git checkout (or git is missing). */
  'last-update-unavailable': 'warning',
  'file-encoding': 'warning',
  /** NUL characters in a Markdown source: replaced by U+FFFD (as CommonMark says), never published. */
  'file-nul-character': 'warning',
  'file-too-large': 'warning',
  /** A symlink in a folder the build reads that leads outside the site root (or nowhere): left out. */
  'symlink-outside': 'warning',
  /** A symlinked folder that contains its own link (or leads back into the walk): not followed. */
  'symlink-loop': 'warning',
  /** A FIFO, socket or device in a folder the build reads: never read (a FIFO blocks), never published. */
  'file-special': 'warning',
  'markdown-nesting': 'error',
  'markdown-directive': 'warning',
  'broken-link': 'error',
  'broken-anchor': 'error',
  'missing-md-file': 'warning',
  'duplicate-route': 'error',
  /** A redirect (`redirects`, Docusaurus' plugin-client-redirects) to no page of the site, from a path that is no path, or from a page. */
  'redirect-invalid': 'error',
  /** A route that would name a path outside its place in the output (`..`, an encoded `%2e%2e`, a backslash). */
  'route-unsafe': 'error',
  /** Two routes that differ only in case (`/docs/Foo`, `/docs/foo`): one overwrites the other on a case-insensitive disk or host. */
  'route-case': 'warning',
  'duplicate-id': 'error',
  'unknown-author': 'error',
  'highlight-language': 'warning',
  'markdown-script-url': 'warning',
  'openapi-invalid': 'error',
  'page-compile': 'error',
  'page-render': 'error',
  /** An interactive React page that cannot be hydrated: it is published as rendered at build time. */
  'page-hydration': 'warning',
  'mdx-syntax': 'error',
  'mdx-import': 'error',
  /** A provided Docusaurus module that only approximates its browser behaviour (rendered once at build time). */
  'docusaurus-build-time': 'warning',
  /** The site's `mermaid` (theme-mermaid's) cannot be bundled for the browser: its diagrams show their source. */
  'docusaurus-mermaid': 'warning',
  'mdx-render': 'error',
  /** `require(name)` / `import(name)` in the site's code with a path built at run time that cannot be bundled (not under `./`, `../` or `@site/`). */
  'site-code-dynamic-path': 'warning',
  /** A webpack inline loader in the site's code (`!!babel-loader!./x`) fe-docs does not apply: the file is imported as it is. */
  'site-code-loader': 'warning',
  /** An import of a file of Docusaurus' `.docusaurus/` folder fe-docs does not generate: a stale copy is read, if any. */
  'docusaurus-generated-file': 'warning',
  /** MDX (an import, export or component) in a file read as plain Markdown, where it would print as text. */
  'mdx-in-markdown': 'warning',
  /** A JSX element whose component is neither imported, exported nor provided: it would render nothing. */
  'mdx-component': 'error',
  /** `<Head>` (@docusaurus/Head) in MDX: its children are not put into the page's head. */
  'mdx-head': 'warning',
  'theme-override': 'error',
  /** A swizzled component (`src/theme/<Name>`) fe-docs has no slot for: the theme's own part is shown instead. */
  'theme-override-unsupported': 'warning',
  /** The output could not be written: the disk is full or read-only, or the folder is not writable. */
  'output-write': 'error',
  /** A file fe-docs did not write (a user's) sits in the output folder where the build writes: nothing is replaced. */
  'output-user-file': 'error',
  'pwa-icon': 'error',
  'pwa-precache': 'warning',
  /** The site's own code (MDX, a component, a TSX page, a theme override, a sidebars file, a plugin) ran past the time limit. */
  'site-code-timeout': 'error',
  /** The site's code called `process.exit()` in the build thread (the config, a plugin's hook, a component): the build stopped there. */
  'site-code-exit': 'error',
  /** The build thread ran out of memory: at the site code that ran then (a plugin allocating without bound), if any. */
  'out-of-memory': 'error',
  /** `fe-docs build --locale X` where X is not in `i18n.locales`. */
  'unknown-locale': 'error',
  /** An exception fe-docs did not expect (a bug or an unforeseen input), reported instead of crashing; `fe-docs dev` shows it and keeps serving. */
  'internal-error': 'error',
} as const;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOG;
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  /** One sentence naming the offending value in backticks. */
  message: string;
  position?: Position;
  /** How to fix it. */
  hint?: string;
  /** Other places involved, e.g. the second source of a duplicate route. */
  related?: Position[];
}

export function diagnostic(
  code: DiagnosticCode,
  message: string,
  extra: { position?: Position; hint?: string; related?: Position[]; severity?: Severity } = {},
): Diagnostic {
  return { code, severity: extra.severity ?? DIAGNOSTIC_CATALOG[code], message, ...stripUndefined(extra) };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && k !== 'severity')) as Partial<T>;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * Sort by file, then line, then column; diagnostics without a position come last. A problem reported twice (the same
 * rule, severity, message and place: a config warning repeated by each locale's load, a build-time note repeated by
 * each page importing the module) is kept once, the first time it was reported.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const p = d.position;
    const key = `${d.code}\0${d.severity}\0${d.message}\0${p ? `${p.file}:${p.line}:${p.column}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => {
    const fa = a.position?.file ?? '\uffff';
    const fb = b.position?.file ?? '\uffff';
    if (fa !== fb) return fa < fb ? -1 : 1;
    return (a.position?.line ?? 0) - (b.position?.line ?? 0) || (a.position?.column ?? 0) - (b.position?.column ?? 0);
  });
}
