import type { Message } from 'esbuild';
import type { SiteConfig } from '../../config/types.js';
import { originOf } from '../config/origin.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { sitePosition } from '../../mdx/esbuild-position.js';
import type { OverrideHooks } from '../../stages/hooks.js';
import type { DocusaurusRuntime } from './runtime-registry.js';
import { DOCUSAURUS_SLOT_NAMES } from './slot-names.js';

/**
 * A Docusaurus site's part in loading its theme overrides (stages/hooks.ts#OverrideHooks, mdx/load-theme-overrides.ts),
 * for one load of `config`: swizzled components (config/policies.ts `siteCode.overrides: 'swizzle'`) run with the
 * site's Docusaurus runtime (its theme-common serves their hooks) inside its providers, and one that renders
 * theme-classic markup has the site's Infima rules added (`infima`: the adapter session's marks, docusaurus/site-code/infima.ts).
 */
export function docusaurusOverrides(config: SiteConfig, infima: { reset(): void; mark(rel: string): void }): OverrideHooks {
  const swizzle = config.policies.siteCode.overrides === 'swizzle';
  let runtime: DocusaurusRuntime | undefined;
  let providers: (typeof import('./runtime-registry.js'))['withDocusaurusProviders'] | undefined;
  let marksInfima: ((code: string) => boolean) | undefined;
  return {
    async prepare(siteCode, dir, files) {
      infima.reset();
      runtime = undefined;
      if (!files || !swizzle) return [];
      const { loadDocusaurusRuntime } = await import('./load-runtime.js');
      providers = (await import('./runtime-registry.js')).withDocusaurusProviders;
      marksInfima = (await import('../site-code/infima.js')).rendersInfimaMarkup;
      const diagnostics: Diagnostic[] = [];
      try {
        runtime = await loadDocusaurusRuntime(config.root, { siteCode, siteConfig: originOf(config)?.siteConfig });
      } catch (e) {
        // The site's theme-common needs something fe-docs cannot give: its hooks are then unavailable, said at the import.
        for (const m of (e as { errors?: Message[] }).errors ?? [{ text: (e as Error).message, location: null } as unknown as Message])
          diagnostics.push(
            diagnostic('theme-override-unsupported', `Cannot load the site's \`@docusaurus/theme-common\`: ${m.text}`, {
              position: (m.location ? sitePosition(config.root, m.location) : undefined) ?? { file: dir, line: 1, column: 1 },
              hint: 'Overrides importing `@docusaurus/theme-common` are not used; fe-docs renders its own components instead.',
            }),
          );
      }
      return diagnostics;
    },
    wrap: (component) => (runtime && providers ? providers(runtime, component) : component),
    // Theme-classic markup in the site's own chrome needs Infima's rules (docusaurus/site-code/infima.ts).
    compiled(rel, code) {
      if (swizzle && marksInfima?.(code)) infima.mark(rel);
    },
    // A Docusaurus name of one of fe-docs' slots (`TOC` for `Toc`): the override fills that slot, given its props.
    slotOf: (name) => (swizzle ? DOCUSAURUS_SLOT_NAMES[name] : undefined),
    // Parts of a component fe-docs draws itself (`ColorModeToggle` in the Navbar): that slot is then the installed theme's.
    async parts(siteCode, rels, taken) {
      if (!runtime || !rels.length) return { components: {}, used: new Set() };
      const { installedSlots } = await import('./installed-slots.js');
      const installed = await installedSlots(siteCode, runtime, rels, taken);
      for (const [slot, code] of Object.entries(installed.code)) if (marksInfima?.(code)) infima.mark(`@docusaurus/theme-classic/${slot}`);
      return installed;
    },
  };
}
