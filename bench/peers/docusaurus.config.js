// Docusaurus' side of `npm run bench -- --peers`: compare.ts copies this file into each generated corpus, beside the
// site.config.yaml that fe-docs reads, so both tools build the same content/docs folder. Docs only (no blog, no pages),
// Spanish, the configuration of issue 13: the v4 future flags and the Rust toolchain (`faster`, via @docusaurus/faster).
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Banco de pruebas',
  tagline: 'Sitio generado',
  url: 'https://example.org',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  future: { v4: true, faster: true },
  i18n: { defaultLocale: 'es', locales: ['es'] },
  presets: [
    [
      'classic',
      {
        docs: { path: 'content/docs', routeBasePath: 'docs' },
        blog: false,
        pages: false,
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Banco de pruebas' },
  },
};
