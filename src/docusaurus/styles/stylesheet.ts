import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../output/client-bundles.js';

/**
 * The adapter's stylesheet (shipped with the package beside it): the styles of its theme modules (ThemedImage,
 * TOCInline, Details: docusaurus/runtime/components.tsx, reached only through its module namespace), of theme-classic's
 * chrome and a site's swizzled parts (Infima's class names), of its hydrated pages. Its `themeConfig.docs.sidebar`
 * rules style the engine's `chrome.docsSidebar` policies, which only this adapter turns on (policies are not in
 * site.config.yaml): they go with its stylesheet, so a native site's stylesheet stays without them.
 */
const DOCUSAURUS_CSS = path.join(PACKAGE_ROOT, 'src/docusaurus/styles/docusaurus.css');

/**
 * The adapter's own part of a site's stylesheet (`OutputHooks.styles`' `own`): named `docusaurus.css`, it takes that
 * place among the theme's stylesheets (after api.css, before pwa.css).
 */
export async function docusaurusStylesheet(): Promise<{ name: string; css: string }> {
  return { name: 'docusaurus.css', css: await readFile(DOCUSAURUS_CSS, 'utf8') };
}
