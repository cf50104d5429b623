import type { SiteConfig } from '../../config/types.js';
import type { SitePluginsResult } from '../../docusaurus/plugin-lifecycle.js';
import type { DialectSession, SiteCodeContext, SiteHooks } from '../../stages/hooks.js';

/**
 * The Docusaurus adapter's state for one build, check or dev server of a site, and the hooks it gives each load.
 * A site read from a site.config.yaml gets none of them. What the adapter loads (its plugins, runtime, route pages)
 * is imported only when a Docusaurus site needs it.
 */
export class DocusaurusSession implements DialectSession {
  constructor(readonly root: string) {}

  hooks(config: SiteConfig, siteCode: SiteCodeContext): SiteHooks {
    const origin = config.docusaurus;
    if (!origin) return { load: {}, siteCode: {} };
    /** The site's own plugins' results (docusaurus/plugin-lifecycle.ts), for their routes after the route table. */
    let plugins: SitePluginsResult | undefined;
    return {
      load: {
        async begin() {
          // Imports of `.docusaurus/` files (the blog's post list…) are served from this config's data, theme overrides' too.
          (await import('../../mdx/docusaurus-generated-data.js')).setGeneratedDataSite(config);
          // The `translate()` messages of this locale (i18n/<locale>/code.json), for the site's code run from here on.
          (await import('./code-translations.js')).selectCodeTranslations(config.root, config.currentLocale);
          // Without theme overrides the site's Docusaurus runtime is not loaded with them: loaded when a module first
          // imports it (content calling the docs client's hooks).
          const { setDocusaurusRuntimeLoader } = await import('./runtime-registry.js');
          setDocusaurusRuntimeLoader(config.root, async () =>
            (await import('./load-runtime.js')).loadDocusaurusRuntime(config.root, { siteCode, siteConfig: origin.siteConfig }),
          );
        },
        // The site's own plugins fe-docs does not implement (none for most sites: nothing is loaded), run before
        // anything reads the site's global data (theme/docusaurus/global-data.ts, output/head-tags.ts).
        async beforeContent(time) {
          const { runSitePlugins, sitePluginEntries } = await import('../../docusaurus/plugin-lifecycle.js');
          const entries = sitePluginEntries(config);
          if (!entries.length) return [];
          plugins = await time('plugins', () => runSitePlugins(config, entries));
          return plugins.diagnostics;
        },
        // The plugins' routes fe-docs has no page for, rendered with their components.
        async extraPages(graph, table, time) {
          const result = plugins;
          if (!result?.routes.length) return undefined;
          const { pluginRoutePages } = await import('../../mdx/plugin-route-pages.js');
          return time('plugin routes', () => pluginRoutePages({ config, plugins: result, graph, table, siteCode }));
        },
      },
      siteCode: { overridesRuntimeConfig: origin.siteConfig },
    };
  }
}
