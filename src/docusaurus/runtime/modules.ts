import { useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { LinkReportContext } from '../../theme/link-report.js';
import { ORIGINAL_COMPONENTS, THEME_HOST, themeComponent } from './registry.js';
import * as api from './client-api.js';
import { docusaurusRuntimeById } from './runtime-registry.js';
import { generatedRoutesOf } from './site-bridge.js';
import { CLASSIC_PARTS } from './classic-parts.js';
import { Head } from './head.js';
import { Redirect } from './redirect.js';

/** A module a site imports by a Docusaurus name: its exports, as `import` sees them. */
export type ProvidedModule = Record<string, unknown>;

/**
 * `@docusaurus/useBrokenLinks`: components report the links and anchors they render so that the build can check them.
 * Reported into the page's report while a React page renders at build time (theme/link-report.ts): its links are the
 * ones checked (policies.links.reactPageLinks), its anchors are ids of the page (a `collectAnchor(tool)` for a section
 * the page shows only once a tool is picked). Anything but a string is ignored, and `#` before an anchor, as Docusaurus does.
 */
const useBrokenLinks = () => {
  const report = useContext(LinkReportContext);
  return {
    collectLink: (link: unknown) => {
      if (typeof link === 'string') report?.links.add(link);
    },
    collectAnchor: (anchor: unknown) => {
      if (typeof anchor === 'string') report?.anchors.add(anchor.startsWith('#') ? anchor.slice(1) : anchor);
    },
  };
};

/**
 * `@docusaurus/ErrorBoundary`: a component that throws while fe-docs renders the page stops the build at its line
 * (mdx/positioned-component.ts), so there is no error to show a fallback for: the children render as they are.
 */
const ErrorBoundary = ({ children }: { children?: ReactNode; fallback?: unknown }) => children ?? null;

/** `@generated/*` modules Docusaurus' own client code reads (theme-common's home-page route lookup). */
const GENERATED: Record<string, ProvidedModule> = {
  routes: { default: [] },
  codeTranslations: { default: {} },
  globalData: { default: {} },
  // Docusaurus 3.9's `siteConfig.storage` defaults (theme-common's storage slots are read in the browser only).
  'site-storage': { default: { type: 'localStorage', namespace: '' } },
  // What Docusaurus' webpack client loads at run time (RUN_TIME_ONLY): empty here, with a warning at the import.
  'client-modules': { default: [] },
  registry: { default: {} },
  routesChunkNames: { default: {} },
};

/** `@generated/routes` of a site (site-bridge.ts), filled in place once its routes exist, so theme-common's `useHomePageRoute` finds its home page. */
export function fillGeneratedRoutes(root: string, paths: readonly string[]): void {
  const routes = generatedRoutesOf(root);
  routes.length = 0;
  routes.push(...paths.map((p) => ({ path: p, exact: true })));
}

/** `@docusaurus/*` client modules fe-docs provides (Docusaurus' export names). */
const DOCUSAURUS: Record<string, ProvidedModule> = {
  Link: { default: api.Link },
  useBaseUrl: { default: api.useBaseUrl, useBaseUrlUtils: api.useBaseUrlUtils, addBaseUrl: api.addBaseUrl },
  useDocusaurusContext: { default: api.useDocusaurusContext },
  BrowserOnly: { default: api.BrowserOnly },
  Translate: { default: api.Translate, translate: api.translate },
  Interpolate: { default: api.Interpolate, interpolate: api.interpolate },
  // Collected into the document head when rendered with the page (a swizzled DocItem's title, meta and JSON-LD).
  Head: { default: Head },
  ExecutionEnvironment: { default: api.ExecutionEnvironment },
  router: { useLocation: api.useLocation, useHistory: api.useHistory, matchPath: api.matchPath, useRouteMatch: api.useRouteMatch, Redirect },
  useIsBrowser: { default: api.useIsBrowser },
  useGlobalData: { default: api.useGlobalData, usePluginData: api.usePluginData, useAllPluginInstancesData: api.useAllPluginInstancesData },
  isInternalUrl: { default: api.isInternalUrl, hasProtocol: api.hasProtocol },
  // Makes the lazily loaded component of a route for Docusaurus' client router (RUN_TIME_ONLY): renders nothing here.
  ComponentCreator: { default: () => () => null },
  useIsomorphicLayoutEffect: { default: useEffect },
  Noop: { default: () => null },
  ErrorBoundary: { default: ErrorBoundary },
  useBrokenLinks: { default: useBrokenLinks },
  // The route of the page being rendered: fe-docs has no route modules, so a neutral plugin (theme-common adds
  // `plugin-<name>` classes to <html> with it).
  useRouteContext: { default: () => ({ plugin: { name: 'fe-docs', id: 'default' }, data: undefined }) },
  renderRoutes: { default: () => null },
  constants: { DEFAULT_PLUGIN_ID: 'default' },
  'theme-common': { useColorMode: api.useColorMode },
};

/** Every builtin MDX component by its tag name, as `@theme/MDXComponents` exports them. */
function mdxComponents(pick: (name: string) => ComponentType<any>): Record<string, ComponentType<any>> {
  const names = ['Admonition', 'CodeBlock', 'Details', 'Heading', 'Tabs', 'TabItem', 'TOCInline', 'DocCardList', 'DocCard', 'ThemedImage', 'Link'];
  return Object.fromEntries(names.map((n) => [n, pick(n)]));
}

/**
 * The module behind a Docusaurus import specifier, or undefined when fe-docs does not provide it:
 * `@theme/<Name>` (the site's override when it has one), `@theme-original/<Name>` and `@theme-init/<Name>` (the
 * theme's own), `@docusaurus/<name>`.
 */
export function providedModule(spec: string): ProvidedModule | undefined {
  const part = /^@theme(?:-original|-init)?\/(.+)$/.exec(spec);
  if (part && !isThemeSlot(spec) && Object.hasOwn(CLASSIC_PARTS, part[1])) return { default: CLASSIC_PARTS[part[1]] };
  const theme = /^@theme(-original|-init)?\/([A-Za-z]+(?:\/[A-Za-z]+)*)$/.exec(spec);
  if (theme) {
    const [, original, name] = theme;
    if (name === 'MDXComponents') return { default: mdxComponents(original ? (n) => ORIGINAL_COMPONENTS[n] : themeComponent) };
    if (!(name in ORIGINAL_COMPONENTS)) return undefined;
    return { default: original ? ORIGINAL_COMPONENTS[name] : themeComponent(name) };
  }
  const generated = /^@generated\/([A-Za-z-]+)$/.exec(spec);
  if (generated) return Object.hasOwn(GENERATED, generated[1]) ? GENERATED[generated[1]] : undefined;
  const docusaurus = /^@docusaurus\/([A-Za-z-]+)$/.exec(spec);
  return docusaurus && Object.hasOwn(DOCUSAURUS, docusaurus[1]) ? DOCUSAURUS[docusaurus[1]] : undefined;
}

/** `@theme/<Name>` of a component fe-docs' own theme renders (a slot the site's `src/theme/<Name>` replaces). */
export function isThemeSlot(spec: string): boolean {
  const name = /^@theme(?:-original|-init)?\/([A-Za-z]+(?:\/[A-Za-z]+)*)$/.exec(spec)?.[1];
  return !!name && (name === 'MDXComponents' || name in ORIGINAL_COMPONENTS);
}

/** Every specifier fe-docs provides, for messages. */
export const PROVIDED_SPECIFIERS = [
  ...Object.keys(ORIGINAL_COMPONENTS).map((n) => `@theme/${n}`),
  '@theme/MDXComponents',
  ...Object.keys(CLASSIC_PARTS).map((n) => `@theme/${n}`),
  ...Object.keys(DOCUSAURUS).map((n) => `@docusaurus/${n}`),
];

/**
 * Modules compiled at build time (MDX, React pages, overrides) are bundled apart from fe-docs and reach the theme
 * through this one global, so they share fe-docs' module instances (and React contexts) whether it runs from src/
 * or from a bundled dist/.
 */
export interface ThemeHost {
  /** A provided module, for the compiled code of the site at `root` (`@docusaurus/Translate` answers with its messages). */
  module(spec: string, root?: string): ProvidedModule | undefined;
  /** `@generated/routes` of the site at this root (filled once its routes exist: `fillGeneratedRoutes`). */
  routes(root: string): { path: string; exact: boolean }[];
  /** A module of a site's Docusaurus runtime (docusaurus/runtime/runtime-registry.ts) by runtime id and key. */
  runtime(id: string, key: string): ProvidedModule | undefined;
}
(globalThis as Record<symbol, ThemeHost>)[THEME_HOST] = {
  module: (spec, root) => (spec === '@docusaurus/Translate' && root !== undefined ? api.siteTranslateModule(root) : providedModule(spec)),
  runtime: (id, key) => docusaurusRuntimeById(id)?.modules[key],
  routes: generatedRoutesOf,
};

/** Provided modules that only approximate Docusaurus at build time: importing one is a warning with this text. */
export const BUILD_TIME_ONLY: Record<string, { text: string; hint: string }> = {
  '@docusaurus/theme-common': {
    text: "`@docusaurus/theme-common`'s `useColorMode` gives the default colour mode: fe-docs renders the component once at build time, so in the other mode it still shows what it draws for the default one.",
    hint: "Style the component with CSS for both modes (`[data-theme='dark'] .x { … }`) instead of reading the colour mode in JavaScript.",
  },
};

/**
 * Modules that exist for Docusaurus' webpack client at run time (its route chunks, client modules): fe-docs has no
 * such client, so importing one gives an empty stand-in and always this warning, at the import.
 */
export const RUN_TIME_ONLY: Record<string, { text: string; hint: string }> = Object.fromEntries(
  (
    [
      ['@generated/client-modules', 'holds the client modules Docusaurus runs in the browser'],
      ['@generated/registry', "holds the registry of Docusaurus' lazily loaded route chunks"],
      ['@generated/routesChunkNames', "holds the chunk names of Docusaurus' routes"],
      ['@docusaurus/ComponentCreator', "makes the route components of Docusaurus' client router"],
    ] as const
  ).map(([spec, what]) => [
    spec,
    {
      text: `\`${spec}\` ${what}, which webpack makes at run time: fe-docs builds without webpack, so it is empty here (a component made from it renders nothing).`,
      hint: 'Read the data the site needs from `@docusaurus/useGlobalData`, `@generated/routes` or the page props instead.',
    },
  ]),
);
