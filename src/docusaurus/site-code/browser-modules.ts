import path from 'node:path';
import { PACKAGE_ROOT } from '../../output/client-bundles.js';
import type { BrowserModules } from '../../stages/hooks.js';

/** The browser's stand-ins of the Docusaurus modules (browser code, bundled into a site's islands only). */
const STAND_INS = path.join(PACKAGE_ROOT, 'src/docusaurus/client/stand-ins.ts');
/** Where the stand-ins' own imports (React, shared/) resolve from. */
const CLIENT_DIR = path.dirname(STAND_INS);

/**
 * Docusaurus modules a hydrated page may import, and which exports of docusaurus/client/stand-ins.ts stand in for them in the
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

/** Docusaurus names in the browser: the stand-ins of docusaurus/client/stand-ins.ts (`SiteCodeHooks.modules.browser`). */
export const browserModules: BrowserModules = {
  specifiers: BROWSER_MODULES,
  // Content only the browser renders.
  needsBrowser: (code) => /"@docusaurus\/(BrowserOnly|useIsBrowser)"/.test(code),
  setup(b) {
    // Docusaurus names: the browser's stand-ins (compile-react-pages only hydrates pages that import those).
    b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (a) =>
      BROWSER_EXPORTS[a.path] ? { path: a.path, namespace: 'fe-docusaurus' } : { errors: [{ text: `\`${a.path}\` exists at build time only` }] },
    );
    b.onLoad({ filter: /.*/, namespace: 'fe-docusaurus' }, (a) => ({ contents: browserModule(a.path, STAND_INS)!, loader: 'js', resolveDir: CLIENT_DIR }));
  },
  // The page's Docusaurus site data (runtime/page-island.tsx puts it in the props) goes to the stand-ins first.
  pageIsland: (component) => `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setSiteData } from ${JSON.stringify(STAND_INS)};
${component}
export default (el, { __docusaurus, ...props }) => { setSiteData(__docusaurus); return hydrateRoot(el, createElement(C, props)); };`,
};
