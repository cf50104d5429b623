/**
 * The user documentation shipped in the package (package.json `files`), as hints and scaffolded files name it: a path
 * from the folder of a site that installed fe-docs, so it opens offline and describes the version installed.
 * test/package/pack-install.test.ts checks that each is in the packed tarball; test/tooling/shipped-docs.test.ts that
 * no other string of src/ names a docs page.
 */
const SHIPPED = 'node_modules/fe-docs/docs/';

export const SHIPPED_DOCS = {
  /** Using fe-docs: install, init, Docusaurus sites, sidebars, Markdown plugins, the API. */
  usage: `${SHIPPED}own-docs.md`,
  /** Every key of site.config.yaml, and the theme strings. */
  configuration: `${SHIPPED}configuration.md`,
  /** MDX, theme built-ins, islands, React pages, theme overrides. */
  themeAndMdx: `${SHIPPED}theme-and-mdx.md`,
  /** The site folder, docs, blog, pages and the Markdown fe-docs reads. */
  contentConventions: `${SHIPPED}content-conventions.md`,
  /** What of an installed Docusaurus 3 works in fe-docs: every theme component, client module and generated module. */
  docusaurusCoverage: `${SHIPPED}docusaurus-coverage.md`,
} as const;
