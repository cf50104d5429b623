import { siteThemeClassicMain } from '../config/classic-theme.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { importBundled, siteModuleBuildOptions } from '../../mdx/site-modules.js';
import type { SiteCodeContext } from '../../stages/hooks.js';
import * as ownThemeCommon from './theme-common.js';
import { OWN_DOCS_CLIENT, useHomePageRoute } from './docs-client.js';
import { OWN_BLOG_CLIENT } from './blog-client.js';
import { thirdPartyThemeDirs } from '../config/theme-paths.js';
import { registerDocusaurusRuntime, docusaurusRuntimeOf, RUNTIME_SPECIFIERS, type DocusaurusRuntime, type RuntimeModule } from './runtime-registry.js';

/** Where a package of the site resolves, from the site root, else from beside theme-classic (pnpm keeps it there). */
function resolveFrom(requires: NodeJS.Require[], spec: string): string | undefined {
  for (const req of requires) {
    try {
      return req.resolve(spec);
    } catch {
      /* next */
    }
  }
  return undefined;
}

/**
 * Load the site's Docusaurus theme runtime once per site (see DocusaurusRuntime): its installed `@docusaurus/theme-common`
 * is bundled as it is, so swizzled components get the hooks, contexts and helpers of the very version they were written
 * against. When the site has none installed, fe-docs' own (docusaurus/runtime/theme-common.tsx) answers those names.
 */
export async function loadDocusaurusRuntime(
  root: string,
  opts: { siteCode: SiteCodeContext; siteConfig?: Readonly<Record<string, unknown>> },
): Promise<DocusaurusRuntime | undefined> {
  const known = docusaurusRuntimeOf(root);
  if (known) return known;
  const fromRoot = createRequire(path.join(root, 'package.json'));
  const themeDirs = opts.siteConfig ? await thirdPartyThemeDirs(root, opts.siteConfig) : [];
  const classicMain = siteThemeClassicMain(path.join(root, 'package.json'));
  const requires = classicMain ? [fromRoot, createRequire(classicMain)] : [fromRoot];
  const common = resolveFrom(requires, '@docusaurus/theme-common');
  const classicTheme = classicMain ? path.join(path.dirname(classicMain), 'theme') : undefined;
  const themeClassicDir = classicTheme && existsSync(classicTheme) ? classicTheme : undefined;
  if (!common) {
    // Not installed (a trimmed copy, a fixture): fe-docs' own theme-common answers the same names.
    const own: DocusaurusRuntime = {
      id: 'own-' + createHash('sha1').update(path.resolve(root)).digest('hex').slice(0, 12),
      modules: {
        common: ownThemeCommon,
        internal: { ...ownThemeCommon, ...OWN_DOCS_CLIENT, ...OWN_BLOG_CLIENT, useHomePageRoute },
        docsClient: OWN_DOCS_CLIENT,
        blogClient: OWN_BLOG_CLIENT,
      },
      themeClassicDir,
      themeDirs,
    };
    registerDocusaurusRuntime(root, own);
    return own;
  }
  const internal = resolveFrom(requires, '@docusaurus/theme-common/internal') ?? path.join(path.dirname(common), 'internal.js');
  // theme-common's own import of the docs client, so both use one module.
  const docsClient = resolveFrom([createRequire(common), ...requires], '@docusaurus/plugin-content-docs/client');
  // Docusaurus 3.5+ only (the blog's context moved there from theme-common/internal).
  const blogClient = resolveFrom(requires, '@docusaurus/plugin-content-blog/client');
  const entries: [string, string | undefined][] = [
    ['common', common],
    ['internal', existsSync(internal) ? internal : undefined],
    ['docsClient', docsClient],
    ['blogClient', blogClient],
  ];
  const entry = entries
    .filter((e): e is [string, string] => !!e[1])
    .map(([key, file]) => `export * as ${key} from ${JSON.stringify(file)};`)
    .join('\n');
  const { build } = await import('esbuild'); // only Docusaurus sites get here
  const out = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js', sourcefile: 'fe-docs-docusaurus-runtime.js' },
    ...siteModuleBuildOptions(opts.siteCode, { realDocusaurusPackages: true }),
    write: false,
  });
  const modules = await importBundled<Record<string, RuntimeModule>>(out.outputFiles[0].text);
  const runtime: DocusaurusRuntime = {
    id: createHash('sha1').update(path.resolve(root)).update(common).digest('hex').slice(0, 12),
    modules: { ...modules, ...adaptForStaticPages(modules) },
    themeClassicDir,
    themeDirs,
  };
  registerDocusaurusRuntime(root, runtime);
  return runtime;
}

/**
 * The few hooks whose server answer only makes sense because Docusaurus hydrates the page afterwards. fe-docs does not
 * hydrate its chrome (docusaurus/client/chrome.ts gives the behaviour to the server's markup), so:
 * - `useNavbarMobileSidebar().shouldRender` is true whenever the mobile sidebar is enabled: Docusaurus renders the
 *   mobile sidebar only once the browser reports a mobile width ('ssr' before), so its server HTML has none; fe-docs'
 *   pages carry it, hidden by CSS until the toggle opens it.
 * - `Collapsible` renders its children when collapsed too (`lazy` ones included, which Docusaurus mounts only when
 *   first opened), hidden by the inline style theme-common puts on a collapsed one once mounted: the content of
 *   theme-classic's `TOCCollapsible` is then in the page for docusaurus/client/toc.ts to show.
 */
function adaptForStaticPages(modules: Record<string, RuntimeModule>): Record<string, RuntimeModule> {
  const adapted: Record<string, RuntimeModule> = {};
  for (const key of Object.values(RUNTIME_SPECIFIERS)) {
    const mod = modules[key];
    if (!mod) continue;
    const mobileSidebar = mod.useNavbarMobileSidebar as (() => { disabled: boolean; shouldRender: boolean }) | undefined;
    const collapsible = mod.Collapsible as ComponentType<CollapsibleProps> | undefined;
    if (typeof mobileSidebar !== 'function' && typeof collapsible !== 'function') continue;
    adapted[key] = { ...mod };
    if (typeof mobileSidebar === 'function')
      adapted[key].useNavbarMobileSidebar = () => {
        const value = mobileSidebar();
        return { ...value, shouldRender: !value.disabled };
      };
    if (typeof collapsible === 'function') adapted[key].Collapsible = staticCollapsible(collapsible);
  }
  return adapted;
}

interface CollapsibleProps {
  as?: string;
  collapsed: boolean;
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

/** theme-common's `CollapsedStyles`, which it applies to a collapsed Collapsible when it mounts. */
const COLLAPSED_STYLE = { display: 'none', overflow: 'hidden', height: '0px' };

function staticCollapsible(real: ComponentType<CollapsibleProps>): ComponentType<CollapsibleProps> {
  const StaticCollapsible = (props: CollapsibleProps) =>
    props.collapsed ? createElement(props.as ?? 'div', { className: props.className, style: COLLAPSED_STYLE }, props.children) : createElement(real, props);
  StaticCollapsible.displayName = 'Collapsible';
  return StaticCollapsible;
}
