/**
 * fe-docs' theme variables read from Infima's, for a Docusaurus site whose installed Infima fe-docs loads
 * (site-code/infima.ts): what the site's custom.css sets (`--ifm-color-primary`, `--ifm-navbar-background-color`,
 * `--ifm-font-family-base`…) colours fe-docs' chrome and content as it colours Docusaurus' own. Goes right after
 * Infima, so these win over fe-docs' defaults (site.css, the generated colours) and lose to the site's custom.css.
 *
 * fe-docs keeps its own page background (`--bg`: Infima's light background is transparent, fe-docs paints opaque
 * boxes with it) and its own chrome markup; only the values flow.
 */
export const INFIMA_BRIDGE_CSS = `/* fe-docs' theme variables from the site's Infima variables */
:root {
  --fe-primary: var(--ifm-color-primary);
  --fe-primary-text: var(--ifm-color-primary);
  --fe-primary-contrast: var(--ifm-font-color-base-inverse);
  --link: var(--ifm-link-color);
  --text: var(--ifm-font-color-base);
  --font: var(--ifm-font-family-base);
  --mono: var(--ifm-font-family-monospace);
}
/* Infima sizes the text on <html> (\`--ifm-font-size-base\`, \`--ifm-line-height-base\`) and the page inherits it. */
body {
  background-color: var(--ifm-background-color);
  font-size: inherit;
  line-height: inherit;
}
/* The page background where it is a colour (Infima's dark mode, a site's own): fe-docs' opaque boxes follow it. */
html[data-theme='dark'] {
  --bg: var(--ifm-background-color);
}
/* Infima leaves a header cell's alignment to the browser (centred); fe-docs' theme sets it left. Not in fe-docs' own
   API tables; as specific as a bare \`th\`, so the site's own rule after it wins. */
:where(th):not(:where(.api-params, .api-scopes) th) {
  text-align: center;
}
/* Docusaurus' navbar: Infima's background, shadow and link colours (\`.navbar--dark\` sets them too). */
header.navbar {
  --text: var(--ifm-navbar-link-color);
  --link: var(--ifm-navbar-link-hover-color);
  background: var(--ifm-navbar-background-color);
  border-bottom: 0;
  box-shadow: var(--ifm-navbar-shadow);
}
header.navbar .navbar-link:hover,
header.navbar .navbar-link.active {
  background: none;
}
/* Docusaurus' footer: Infima's footer colours and padding (\`.footer--dark\` sets them for the dark style). */
footer.footer {
  --link: var(--ifm-footer-link-color);
  padding: var(--ifm-footer-padding-vertical) var(--ifm-footer-padding-horizontal);
  border-top: 0;
  background-color: var(--ifm-footer-background-color);
  color: var(--ifm-footer-color);
}
footer.footer a:hover {
  color: var(--ifm-footer-link-hover-color);
}
footer.footer .footer-title {
  color: var(--ifm-footer-title-color);
}
/* theme-classic's footer content is in Infima's \`.container\` (whose padding stays when the footer's goes on phones). */
footer.footer .footer-inner {
  max-width: var(--ifm-container-width);
  padding: 0 var(--ifm-spacing-horizontal);
}
@media (min-width: 1440px) {
  footer.footer .footer-inner {
    max-width: var(--ifm-container-width-xl);
  }
}
/*
 * A Docusaurus site's admonitions carry theme-classic's classes (\`theme-admonition alert alert--success\`…): Infima's
 * alert gives their colours, border and padding with the site's values, and these rules are theme-classic's own
 * (Admonition/Layout/styles.module.css) for the parts fe-docs names. The version banner is a warning alert too.
 */
.theme-admonition {
  margin-bottom: 1em;
}
.fd-admonition-heading {
  margin: 0;
  color: inherit;
  font: var(--ifm-heading-font-weight) var(--ifm-h5-font-size) / var(--ifm-heading-line-height) var(--ifm-heading-font-family);
  letter-spacing: normal;
  text-transform: uppercase;
}
.fd-admonition-heading:not(:last-child) {
  margin-bottom: 0.3rem;
}
.fd-admonition-heading code {
  text-transform: none;
}
.fd-admonition-content > :last-child {
  margin-bottom: 0;
}
.doc-version-banner {
  --ifm-alert-background-color: var(--ifm-color-warning-contrast-background);
  --ifm-alert-foreground-color: var(--ifm-color-warning-contrast-foreground);
  --ifm-alert-border-color: var(--ifm-color-warning-dark);
  --adm: var(--ifm-alert-foreground-color);
  --link: var(--ifm-alert-foreground-color);
  padding: var(--ifm-alert-padding-vertical) var(--ifm-alert-padding-horizontal);
  border: var(--ifm-alert-border-width) solid var(--ifm-alert-border-color);
  border-left-width: var(--ifm-alert-border-left-width);
  border-radius: var(--ifm-alert-border-radius);
  background-color: var(--ifm-alert-background-color);
  box-shadow: var(--ifm-alert-shadow);
  color: var(--ifm-alert-foreground-color);
}
.doc-version-banner a {
  text-decoration: underline;
}
/*
 * Inline code in content and in a TOC entry (\`chrome.tocEntries: markup\`, which Infima's guard keeps out of) as
 * Infima's \`code\` draws it, with the site's \`--ifm-code-*\` values (reselect's 95 % size and 3 px radius); inside an
 * admonition it takes the alert's highlight background, which \`.alert\` sets; an active or hovered TOC entry's code
 * takes the primary colour, as Infima's \`.table-of-contents__link\`.
 */
.markdown :not(pre) > code,
.doc-toc .toc-link code {
  background-color: var(--ifm-code-background);
  border: 0.1rem solid rgba(0, 0, 0, 0.1);
  border-radius: var(--ifm-code-border-radius);
  font-family: var(--ifm-font-family-monospace);
  font-size: var(--ifm-code-font-size);
  padding: var(--ifm-code-padding-vertical) var(--ifm-code-padding-horizontal);
  vertical-align: middle;
}
.doc-toc .toc-link:is(:hover, .active) code {
  color: var(--ifm-color-primary);
}
/* A code block's title in the code theme's own colour (theme-classic's title is in the Prism theme's plain colour). */
.code-title {
  color: var(--shiki-foreground);
}
/*
 * fe-docs' docs sidebar with Infima's class names, which Infima styles (site-code/infima.ts): Infima's look where
 * fe-docs' own rules are more specific (the current page's link, categories' weight), and room for the caret beside a
 * category's own link.
 */
.sidebar-nav.menu {
  padding-top: 0.5rem;
  font-size: inherit;
}
:where(.sidebar-nav.menu) .menu__link {
  font-weight: inherit;
}
/* The current page's link: \`menu__link--active\` as the build marks it; in the whole sidebar the client swaps in for
   a compact one (client/full-sidebar.ts), only \`aria-current\` marks it (the browser bundle is every site's). Each
   rule has the specificity of Infima's own (two classes): it wins over fe-docs' \`.menu-link[aria-current]\` and
   Infima, which come before it, and loses to the site's custom.css, which comes after (reselect's purple item). */
:where(.sidebar-nav.menu) .menu-link:is(.menu__link--active, [aria-current='page']) {
  color: var(--ifm-menu-color-active);
  font-weight: inherit;
}
:where(.sidebar-nav.menu .menu-link):is(.menu__link--active, [aria-current='page']):not(.menu__link--sublist) {
  background: var(--ifm-menu-color-background-active);
}
:where(.sidebar-nav.menu .menu-link):is(.menu__link--active, [aria-current='page']).menu__link--sublist {
  background: none;
}
:where(.sidebar-nav.menu) .menu-link.menu__link--sublist {
  padding-right: 2.5rem;
}
/* theme-classic's docs sidebar width (its DocRoot layout's variable, which sites set in custom.css too). */
:root {
  --sidebar-w: var(--doc-sidebar-width, 300px);
}
/*
 * Content headings at Infima's sizes, weight, family and colour: fe-docs sizes them under the page's class (site.css), which Infima's element
 * rules do not beat. The doc title is Infima's \`.markdown h1:first-child\` (3rem, 2rem on phones) in theme-classic's
 * markup, where the title's header is inside \`.markdown\`.
 */
:is(.doc-main, .blog-main, .md-main) h1 {
  font-size: var(--ifm-h1-font-size);
  line-height: var(--ifm-heading-line-height);
}
:is(.doc-main, .blog-main, .md-main) :is(h1, h2, h3, h4, h5, h6) {
  color: var(--ifm-heading-color);
  font-family: var(--ifm-heading-font-family);
  font-weight: var(--ifm-heading-font-weight);
}
.doc-article > header > h1 {
  --ifm-h1-font-size: 3rem;
}
@media (max-width: 576px) {
  .doc-article > header > h1 {
    --ifm-h1-font-size: 2rem;
  }
}
/* A blog post's title, on its page and in a list: theme-classic's BlogPostItem title (3rem, 2rem on phones). */
:is(.blog-post, .blog-post-item) > header > :is(h1, h2) {
  font-size: 3rem;
}
@media (max-width: 576px) {
  :is(.blog-post, .blog-post-item) > header > :is(h1, h2) {
    font-size: 2rem;
  }
}
.markdown h2 {
  font-size: var(--ifm-h2-font-size);
  line-height: var(--ifm-heading-line-height);
}
.markdown h3 {
  font-size: var(--ifm-h3-font-size);
  line-height: var(--ifm-heading-line-height);
}
.markdown h4 {
  font-size: var(--ifm-h4-font-size);
}
.markdown h5 {
  font-size: var(--ifm-h5-font-size);
}
.markdown h6 {
  font-size: var(--ifm-h6-font-size);
}
/*
 * A card's title in content (theme-classic's DocCard) has Infima's heading margins: Docusaurus' content rhythm
 * (\`.markdown > h2\`) reaches the content's own headings only, where site.css' \`.markdown h2\` reaches every one. The
 * same specificity, later; theme-classic's \`.cardContainer *:last-child\` (no margin below the last line) still wins.
 */
:where(.markdown) .card h2 {
  margin: 0 0 var(--ifm-heading-margin-bottom);
}
`;
