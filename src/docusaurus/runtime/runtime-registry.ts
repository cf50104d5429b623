import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import path from 'node:path';
import { themeFileIn } from '../../core/theme-file.js';

/** A module a site imports by a Docusaurus name: its exports, as `import` sees them. */
export type RuntimeModule = Record<string, unknown>;

/**
 * The Docusaurus theme runtime of one site: the site's own `@docusaurus/theme-common` (with `/internal`) and
 * `@docusaurus/plugin-content-docs/client`, bundled once (docusaurus/runtime/load-runtime.ts) so that every module of
 * the site (theme overrides, MDX, React pages) shares one instance of their React contexts, plus where the site's
 * `@docusaurus/theme-classic` lives, for the `@theme/*` parts fe-docs takes from it.
 */
export interface DocusaurusRuntime {
  /** Baked into the bundles that import it (a bundle is cached by its text: two sites never share one). */
  id: string;
  modules: Record<string, RuntimeModule>;
  /** `node_modules/@docusaurus/theme-classic/lib/theme`, when installed. */
  themeClassicDir?: string;
  /** The theme folders of the other themes the config names (docusaurus/config/theme-paths.ts), searched before theme-classic's. */
  themeDirs?: string[];
}

const byId = new Map<string, DocusaurusRuntime>();
const byRoot = new Map<string, DocusaurusRuntime>();

export function registerDocusaurusRuntime(root: string, runtime: DocusaurusRuntime): void {
  byId.set(runtime.id, runtime);
  byRoot.set(path.resolve(root), runtime);
}

export const docusaurusRuntimeOf = (root: string): DocusaurusRuntime | undefined => byRoot.get(path.resolve(root));

/** Whether `file` is a component of the site's installed themes (theme-classic's or a third-party theme's folder). */
export function isInstalledThemeFile(root: string, file: string): boolean {
  const runtime = docusaurusRuntimeOf(root);
  const abs = path.resolve(root, file);
  return [...(runtime?.themeDirs ?? []), runtime?.themeClassicDir].some((dir) => !!dir && abs.startsWith(dir + path.sep));
}

/**
 * `name` in the site's installed themes, the first that has it: third-party themes (later in the config first), then
 * theme-classic. A theme's own file importing `@theme-original/<its name>` gets the next theme's.
 */
export function installedThemeFile(runtime: DocusaurusRuntime | undefined, name: string, importer: string | undefined): string | undefined {
  for (const dir of [...(runtime?.themeDirs ?? []), runtime?.themeClassicDir]) {
    const file = themeFileIn(dir, name);
    if (file && file !== importer) return file;
  }
  return undefined;
}

export const docusaurusRuntimeById = (id: string): DocusaurusRuntime | undefined => byId.get(id);

/** The specifiers the runtime answers, with the runtime module key behind each. */
export const RUNTIME_SPECIFIERS: Record<string, string> = {
  '@docusaurus/theme-common': 'common',
  '@docusaurus/theme-common/internal': 'internal',
  '@docusaurus/plugin-content-docs/client': 'docsClient',
  // Docusaurus 3.5+ (`useBlogPost`, `BlogPostProvider`; theme-common/internal holds them in 3.0–3.4).
  '@docusaurus/plugin-content-blog/client': 'blogClient',
};

/** Docusaurus' Layout/Provider providers, in its order: what theme-common's hooks expect above them. */
const LAYOUT_PROVIDERS = [
  'ColorModeProvider',
  'AnnouncementBarProvider',
  'ScrollControllerProvider',
  'DocsPreferredVersionContextProvider',
  'PluginHtmlClassNameProvider',
  'NavbarProvider',
];

export const InsideProviders = createContext(false);

type Provider = ComponentType<{ children?: ReactNode }>;
const providersOf = new WeakMap<DocusaurusRuntime, Provider[]>();

function layoutProviders(runtime: DocusaurusRuntime): Provider[] {
  const known = providersOf.get(runtime);
  if (known) return known;
  const internal = runtime.modules.internal ?? {};
  // Docusaurus 3.5+ moved the docs' preferred-version provider to the docs client (theme-classic's Layout/Provider
  // imports it from there).
  const docsClient = runtime.modules.docsClient ?? {};
  const providers = LAYOUT_PROVIDERS.map((n) => internal[n] ?? docsClient[n]).filter((p): p is Provider => typeof p === 'function');
  // Docusaurus 3.9+: theme-classic's ThemeProvider (above the Layout) gives `useTitleFormatter` (PageMetadata, DocItem's
  // metadata) its formatter; the default one, as theme-classic's ThemeProvider/TitleFormatter has it.
  const TitleFormatterProvider = internal.TitleFormatterProvider as ComponentType<{ formatter: unknown; children?: ReactNode }> | undefined;
  if (typeof TitleFormatterProvider === 'function') {
    const formatter = (params: { defaultFormatter: (p: unknown) => string }) => params.defaultFormatter(params);
    const TitleFormatter: Provider = ({ children }) => createElement(TitleFormatterProvider, { formatter }, children);
    providers.unshift(TitleFormatter);
  }
  providersOf.set(runtime, providers);
  return providers;
}

/** `inner` below the runtime's Layout providers, unless `inside` (an outer component put them there). */
export function withProviders(runtime: DocusaurusRuntime | undefined, inside: boolean, inner: ReactNode): ReactNode {
  if (inside || !runtime) return inner;
  const nested = layoutProviders(runtime).reduceRight<ReactNode>((children, Provider) => createElement(Provider, null, children), inner);
  return createElement(InsideProviders.Provider, { value: true }, nested);
}

/**
 * `component` rendered inside the providers of Docusaurus' `Layout/Provider`, unless an outer component already put
 * them there: in Docusaurus every component runs below them (the Layout renders them), while fe-docs renders a site's
 * override wherever its own theme has the slot (the Navbar inside fe-docs' Layout, a CodeBlock in MDX content).
 */
export function withDocusaurusProviders<P extends object>(runtime: DocusaurusRuntime, component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => withProviders(runtime, useContext(InsideProviders), createElement(component, props));
  Wrapped.displayName = `WithDocusaurusProviders(${component.displayName ?? component.name})`;
  return Wrapped;
}
