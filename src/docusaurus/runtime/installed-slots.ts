import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { bundleSiteCode } from '../../mdx/bundle-site-code.js';
import { esbuildPath } from '../../mdx/esbuild-position.js';
import { positionedComponent } from '../../mdx/positioned-component.js';
import { siteImagesPlugin } from '../../mdx/site-images.js';
import { importBundled, siteModuleBuildOptions, themeFileIn } from '../../mdx/site-modules.js';
import { isComponentType } from '../../core/component-type.js';
import { inSiteCode } from '../../core/site-code-watch.js';
import type { SiteCodeContext } from '../../stages/hooks.js';
import { withDocusaurusProviders, type DocusaurusRuntime } from './runtime-registry.js';

/**
 * fe-docs slots whose installed theme-classic component a site's swizzled parts live under (`ColorModeToggle`,
 * `Icon/Menu`, `Navbar/Content` and `SearchBar` in the Navbar; `TOCCollapsible` and `DocItem/Layout` in DocItem), in
 * the order they are tried.
 */
const SLOTS = ['Navbar', 'Footer', 'AnnouncementBar', 'DocSidebar', 'DocItem'];

export interface InstalledSlots {
  /** The installed component of each slot that imports one of the parts, under Docusaurus' Layout providers. */
  components: Record<string, ComponentType<any>>;
  /** The parts (relative to the root) those components import. */
  used: Set<string>;
  /** Each component's bundled code by slot (whether it renders Infima markup is read from it). */
  code: Record<string, string>;
}

/**
 * A swizzled part of a component fe-docs draws itself is used where Docusaurus uses it: when the installed theme's
 * component of a slot (theme-classic's `Navbar`) imports one of the site's `parts` (files relative to the root, none
 * of them a slot), that component fills the slot (the site did not override the slot itself: `overridden`). A slot's
 * component that does not bundle or load is left out: its parts stay unused, as the caller reports.
 */
export async function installedSlots(
  siteCode: SiteCodeContext,
  runtime: DocusaurusRuntime,
  parts: readonly string[],
  overridden: ReadonlySet<string>,
): Promise<InstalledSlots> {
  const result: InstalledSlots = { components: {}, used: new Set(), code: {} };
  const waiting = new Set(parts);
  for (const slot of SLOTS) {
    if (!waiting.size) break;
    const file = overridden.has(slot) ? undefined : themeFileIn(runtime.themeClassicDir, slot);
    if (!file) continue;
    const loaded = await installedComponent(siteCode, runtime, file, (inputs) => inputs.some((i) => waiting.has(i)));
    if (!loaded) continue;
    result.components[slot] = loaded.component;
    result.code[slot] = loaded.code;
    for (const i of loaded.inputs.filter((i) => waiting.has(i))) {
      result.used.add(i);
      waiting.delete(i);
    }
  }
  return result;
}

/**
 * An installed theme's component file (absolute), bundled as the site's code is (its `@theme/…` imports answered as
 * site code's are) and loaded, under Docusaurus' Layout providers; undefined when it does not bundle or load, or when
 * `wanted` (given its bundle's inputs, relative to the root) says it is not needed.
 */
export async function installedComponent(
  siteCode: SiteCodeContext,
  runtime: DocusaurusRuntime,
  file: string,
  wanted: (inputs: string[]) => boolean = () => true,
): Promise<{ component: ComponentType<any>; code: string; inputs: string[] } | undefined> {
  try {
    const loaded = await bundledComponent(siteCode, runtime, { file }, wanted);
    return loaded && 'component' in loaded ? loaded : undefined;
  } catch (e) {
    if (process.env.FE_DOCS_DEBUG) console.error(`The installed ${file} is not used:`, e);
    // Not bundled or not loaded: fe-docs' own component stays.
    return undefined;
  }
}

/**
 * A component module bundled as the site's code is (its `@theme/…` imports answered as site code's are) and loaded,
 * under Docusaurus' Layout providers when the site has its runtime: `file` (absolute), or `spec` imported from the root
 * (`{ spec, as }`: the one-line module's name in esbuild's messages, and the file (relative to the root) its run-time
 * errors name). Undefined when `wanted` (given the bundle's inputs, relative to the root) says it is not needed;
 * `{ noComponent }` when its default export is not a component; esbuild's errors are thrown.
 */
export async function bundledComponent(
  siteCode: SiteCodeContext,
  runtime: DocusaurusRuntime | undefined,
  entry: { file: string } | { spec: string; as: string; at: string },
  wanted: (inputs: string[]) => boolean = () => true,
): Promise<{ component: ComponentType<any>; code: string; inputs: string[] } | { noComponent: true } | undefined> {
  const { root } = siteCode;
  const options = siteModuleBuildOptions(siteCode);
  const out = await bundleSiteCode({
    ...options,
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: `export { default } from ${JSON.stringify(entry.spec)};`, resolveDir: root, sourcefile: entry.as, loader: 'js' as const } }),
    plugins: [...options.plugins, siteImagesPlugin(siteCode)],
    write: false,
    metafile: true,
    sourcemap: 'inline',
    sourcesContent: false,
    sourceRoot: pathToFileURL(root).href + '/',
  });
  const inputs = Object.keys(out.metafile.inputs).map((i) => path.relative(root, esbuildPath(root, i)).split(path.sep).join('/'));
  if (!wanted(inputs)) return undefined;
  const code = out.outputFiles[0].text;
  const rel = 'file' in entry ? path.relative(root, entry.file).split(path.sep).join('/') : entry.at;
  const mod = await inSiteCode(rel, () => importBundled<{ default?: unknown }>(code));
  if (!isComponentType(mod.default)) return { noComponent: true };
  const component = positionedComponent(mod.default, { code, root, file: rel });
  return { component: runtime ? withDocusaurusProviders(runtime, component) : component, code, inputs };
}
