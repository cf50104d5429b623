import { createHash } from 'node:crypto';
import type { IslandUse } from '../markdown/types.js';

/**
 * Docusaurus modules a hydrated page may import, and which exports of client/docusaurus.ts stand in for them in the
 * browser (`default` and named exports). Other theme components exist at build time only.
 */
export const BROWSER_EXPORTS: Record<string, { default?: string; named?: string[] }> = {
  '@theme/Layout': { default: 'Layout' },
  '@theme/Heading': { default: 'Heading' },
  '@theme/Link': { default: 'Link' },
  '@theme/BackToTopButton': { default: 'BackToTopButton' },
  '@docusaurus/Link': { default: 'Link' },
  '@docusaurus/useBaseUrl': { default: 'useBaseUrl', named: ['useBaseUrlUtils'] },
  '@docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  '@docusaurus/BrowserOnly': { default: 'BrowserOnly' },
  '@docusaurus/Translate': { default: 'Translate', named: ['translate'] },
  '@docusaurus/Interpolate': { default: 'Interpolate' },
  '@docusaurus/Head': { default: 'Head' },
  '@docusaurus/ExecutionEnvironment': { default: 'ExecutionEnvironment' },
  '@docusaurus/router': { named: ['useLocation', 'useHistory'] },
  '@docusaurus/useIsBrowser': { default: 'useIsBrowser' },
  '@docusaurus/useGlobalData': { default: 'useGlobalData', named: ['usePluginData', 'useAllPluginInstancesData'] },
  '@docusaurus/isInternalUrl': { default: 'isInternalUrl' },
  '@docusaurus/useIsomorphicLayoutEffect': { default: 'useIsomorphicLayoutEffect' },
};

export const BROWSER_MODULES = Object.keys(BROWSER_EXPORTS);

/** The module text standing for `spec` in the browser bundle, re-exporting from the stand-ins module. */
export function browserModule(spec: string, shim: string): string | undefined {
  const e = BROWSER_EXPORTS[spec];
  if (!e) return undefined;
  const names = [...(e.default ? [`${e.default} as default`] : []), ...(e.named ?? [])];
  return `export { ${names.join(', ')} } from ${JSON.stringify(shim)};`;
}

/**
 * Whether a React page's own compiled code (React and the theme are outside it) needs the browser: React state or
 * effects, event handlers, or content that only the browser renders (BrowserOnly, useIsBrowser).
 */
export function needsHydration(code: string): boolean {
  return (
    /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic)\s*\(/.test(code) ||
    /[{,]\s*on[A-Z][A-Za-z]+\s*:/.test(code) ||
    /"@docusaurus\/(BrowserOnly|useIsBrowser)"/.test(code)
  );
}

/** The island of an interactive page: its source module, hydrated whole (what its `<Layout>` wraps). */
export function pageIsland(absPath: string, source: string): IslandUse {
  const name =
    source
      .replace(/^.*\//, '')
      .replace(/\.[^.]+$/, '')
      .replace(/[^A-Za-z0-9]/g, '') || 'page';
  return { id: `page-${name}-${createHash('sha1').update(absPath).digest('hex').slice(0, 8)}`, module: absPath, exportName: 'default', page: true };
}
