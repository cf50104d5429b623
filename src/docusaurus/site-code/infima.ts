import { siteThemeClassicMain } from '../config/classic-theme.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { INFIMA_BRIDGE_CSS } from './infima-bridge.js';
import { mayReachChrome } from './infima-guard.js';

/**
 * Infima, Docusaurus' CSS framework, for sites whose own theme code renders its markup.
 *
 * fe-docs' stylesheet carries only the few Infima rules its Docusaurus components need (docusaurus/styles/docusaurus.css).
 * A site that swizzles its chrome (its own `src/theme/Navbar`, `Tabs`…) renders theme-classic's markup
 * (`navbar__inner`, `tabs__item`, `dropdown__menu`), which Docusaurus styles with the whole of Infima: that site gets
 * its installed Infima, the stylesheet theme-classic itself loads (`getClientModules()` in its `lib/index.js`),
 * ≈ 10 KB gzip. Other sites do not pay for it.
 *
 * It goes after fe-docs' theme styles (whose docusaurus.css stands in for a few Infima rules on sites without it) and
 * before the site's `customCss`, which wins ties as custom.css wins over Infima in Docusaurus (output/assets.ts), and
 * it never reaches the chrome fe-docs still renders itself: its own navbar,
 * drawer, docs sidebar, breadcrumbs, pager, TOC and footer use some of Infima's class names (`.navbar`, `.menu`,
 * `.breadcrumbs`, `.footer`) with their own meaning. Each of Infima's selectors gets `:not(:where(chrome, chrome *))`,
 * which adds no specificity. (An `@scope … to (…)` block did the same, but a scoped rule beats an unscoped one of equal
 * specificity whatever their order, so Infima's `.clean-btn { padding: 0 }` won over theme-classic's own
 * `.tocCollapsibleButton` padding.)
 */

/** fe-docs' own chrome (theme/components, theme/layouts): Infima's rules stop at these elements. */
export const FE_DOCS_CHROME = [
  'header.navbar',
  // The mobile drawer, except a site DocSidebar's list the client copies into it (client/drawer.ts), which gets Infima.
  '#nav-drawer:not(:has(.theme-doc-sidebar-menu))',
  '#nav-drawer :is(.drawer-header, .drawer-primary, .drawer-back)',
  // fe-docs' own sidebar, also inside a site's DocSidebar wrapper; the site's own sidebar markup gets Infima.
  'aside.doc-sidebar:not(.theme-doc-sidebar-container)',
  'nav.sidebar-nav',
  'nav.breadcrumbs',
  'nav.paginator',
  '.doc-toc',
  'footer:has(> .footer-inner)',
  '.post-authors',
  // fe-docs' Tabs (theme/builtins/Tabs.tsx): its `.tabs` is the wrapper of the tab list and the panels, where
  // Infima's `.tabs` is the tab list (a flex row); Docusaurus' own wrapper is `.tabs-container` without `.tabs`.
  'div.tabs.tabs-container',
];

/**
 * Inside fe-docs' chrome, what Infima reaches all the same: fe-docs' docs sidebar when it carries Infima's class names
 * (`chrome.infimaClasses`, theme/components/Sidebar.tsx: its `<nav>` is then `.menu`), styled as theme-classic's
 * sidebar is; infima-bridge.ts reconciles it with fe-docs' own markup.
 */
export const FE_DOCS_CHROME_OPEN = ['nav.sidebar-nav.menu'];

/** Infima's BEM classes in compiled theme code: markup only Infima styles (`navbar__link`, `tabs__item--active`…). */
const INFIMA_MARKUP =
  /["'`\s](navbar|navbar-sidebar|menu|tabs|dropdown|pagination-nav|breadcrumbs|footer|card|button|alert|badge|avatar|hero|table-of-contents)(__[a-z]|--[a-z])/;

/** Whether compiled theme code renders Infima markup. */
export const rendersInfimaMarkup = (code: string) => INFIMA_MARKUP.test(code);

/**
 * The site's installed Infima (`infima/dist/css/default/default.css`, resolved as theme-classic resolves it), scoped
 * away from fe-docs' chrome; '' when the site has no Infima installed, or when no override renders Infima markup
 * (`override`: the first used override that does, relative to the root, as the adapter session noted it) and `always`
 * (why the site gets it anyway: a Docusaurus config, whose theme-classic styles every page with Infima) is not given.
 * With `always`, fe-docs' theme variables then read Infima's (site-code/infima-bridge.ts).
 */
export function siteInfimaCss(root: string, override: string | undefined, always?: string): string {
  if (!override && !always) return '';
  const file = resolveInfima(root);
  if (!file) return '';
  const css = readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  const rel = path.relative(root, file).split(path.sep).join('/');
  const because = override ? `${override} renders Infima markup` : always;
  // fe-docs' variables follow Infima's for a Docusaurus config only: a site.config.yaml's colours are its own.
  return `/* ${rel}: ${because} */\n${awayFromChrome(css)}\n${always ? INFIMA_BRIDGE_CSS : ''}`;
}

/** A pseudo-element ends a compound selector: the guard goes before it (`a:not(…)::before`). */
const isPseudoElement = (value: string) => value.startsWith('::') || /^:(before|after|first-line|first-letter)$/i.test(value);

/** Infima with every selector kept off fe-docs' chrome (keyframe selectors aside). */
export function awayFromChrome(css: string): string {
  const chrome = FE_DOCS_CHROME.flatMap((c) => [c, `${c} *`]).join(', ');
  const open = FE_DOCS_CHROME_OPEN.flatMap((c) => [c, `${c} *`]).join(', ');
  // Parsed once; each selector gets its own copy.
  const guardNode = selectorParser().astSync(`:not(:where(${chrome}):not(:where(${open})))`).first.first;
  const guard = () => guardNode.clone();
  const rewrite = selectorParser((selectors) => {
    selectors.each((selector) => {
      // A subject naming a class fe-docs never renders cannot reach its chrome (site-code/infima-guard.ts).
      if (!mayReachChrome(selector)) return;
      let pseudoElement: selectorParser.Node | undefined;
      selector.walkPseudos((p) => {
        if (!pseudoElement && p.parent === selector && isPseudoElement(p.value)) pseudoElement = p;
      });
      if (pseudoElement) selector.insertBefore(pseudoElement, guard());
      else selector.append(guard());
    });
  });
  const ast = postcss.parse(css);
  ast.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    // Rules that only set Infima's variables (`.navbar--dark`, `.footer--dark`) style nothing themselves: they reach
    // the chrome, whose stylesheet reads them where Docusaurus does (site-code/infima-bridge.ts).
    if (rule.nodes.every((n) => n.type !== 'decl' || n.prop.startsWith('--')) && rule.nodes.some((n) => n.type === 'decl')) return;
    rule.selector = rewrite.processSync(rule.selector);
  });
  return ast.toString();
}

function resolveInfima(root: string): string | undefined {
  const spec = 'infima/dist/css/default/default.css';
  // theme-classic's own dependency first (pnpm keeps it out of the site's top-level node_modules), then the site's.
  const classic = siteThemeClassicMain(path.join(root, 'package.json'));
  for (const from of [classic, undefined]) {
    try {
      const siteRequire = createRequire(path.join(root, 'package.json'));
      const req = from ? createRequire(from) : siteRequire;
      return req.resolve(spec);
    } catch {
      // not installed this way; try the next
    }
  }
  return undefined;
}
