import type { ComponentType } from 'react';
import type { Message } from 'esbuild';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { sitePosition } from '../../mdx/esbuild-position.js';
import type { SiteCodeContext } from '../../stages/hooks.js';
import type { DocItemComponent } from '../config/origin.js';
import { docusaurusRuntimeOf } from './runtime-registry.js';
import { bundledComponent } from './installed-slots.js';
import { docusaurusRuntimeOnDemand } from './site-bridge.js';

/** The name of the one-line module that imports the option's component (esbuild's messages name it). */
const STUB = 'fe-docs-doc-item-component.js';

export interface DocItemComponents {
  /** By docs plugin id: the component that renders each doc of that instance in place of the DocItem. */
  byPlugin: ReadonlyMap<string, ComponentType<any>>;
  diagnostics: Diagnostic[];
}

/**
 * The DocItem each docs instance's `docItemComponent` names (docusaurus-theme-openapi-docs' `@theme/ApiItem`), as
 * Docusaurus renders it for every doc of that instance: bundled as the site's own code is (the name resolves as an
 * import in the site's code does: its src/theme, then its installed themes; `@site/…`, a package), run under
 * Docusaurus' providers with the site's runtime. One that does not bundle or has no component is a warning at the
 * option, and fe-docs' DocItem renders that instance's docs.
 */
export async function loadDocItemComponents(siteCode: SiteCodeContext, wanted: Readonly<Record<string, DocItemComponent>>): Promise<DocItemComponents> {
  const { root } = siteCode;
  const byPlugin = new Map<string, ComponentType<any>>();
  const diagnostics: Diagnostic[] = [];
  const runtime = docusaurusRuntimeOf(root) ?? (await docusaurusRuntimeOnDemand(root));
  for (const [pluginId, { spec, at }] of Object.entries(wanted)) {
    const notUsed = (text: string, position = at) =>
      diagnostics.push(
        diagnostic('docusaurus-unsupported', `\`docItemComponent: ${JSON.stringify(spec)}\` cannot be used: ${text.replace(/\.$/, '')}.`, {
          position,
          hint: `fe-docs renders its own DocItem for the docs of \`${pluginId}\`.`,
        }),
      );
    try {
      const loaded = await bundledComponent(siteCode, runtime, { spec, as: STUB, at: at.file });
      if (!loaded || 'noComponent' in loaded) notUsed(`\`${spec}\` has no default export of a component`);
      else byPlugin.set(pluginId, loaded.component);
    } catch (e) {
      const errors = (e as { errors?: Message[] }).errors;
      // An error in the import itself (nothing by that name) is the option's; one inside the module, at its place there.
      if (errors?.length) for (const m of errors) notUsed(m.text, m.location && m.location.file !== STUB ? sitePosition(root, m.location) : at);
      else notUsed((e as Error).message);
    }
  }
  return { byPlugin, diagnostics };
}
