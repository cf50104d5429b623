import { createRequire } from 'node:module';
import path from 'node:path';
import { packageNameOf } from './map-presets.js';

type Obj = Record<string, unknown>;

/** theme-mermaid's package, by the name a config gives it. */
export const THEME_MERMAID = '@docusaurus/theme-mermaid';
/** theme-mermaid's `MermaidContainerClassName`: the `<div>` a diagram is drawn in. */
export const MERMAID_CONTAINER_CLASS = 'docusaurus-mermaid-container';

/** Whether the config's `themes` name theme-mermaid (by name, as a path into its package, or with options). */
export function namesThemeMermaid(siteConfig: Readonly<Obj>, root: string): boolean {
  const themes = Array.isArray(siteConfig.themes) ? siteConfig.themes : [];
  return themes.some((entry) => {
    const spec = Array.isArray(entry) ? entry[0] : entry;
    return typeof spec === 'string' && packageNameOf(spec, root) === THEME_MERMAID;
  });
}

/**
 * Whether the site draws its ```mermaid blocks as Docusaurus does: `markdown.mermaid: true` turns them into theme
 * Mermaid elements (Docusaurus' mdx-loader), and theme-mermaid, among the themes, draws them (without it theme-classic's
 * `@theme/Mermaid` is a no-op). The theme is resolved from the site root, where its `mermaid` is found.
 */
export function drawsMermaid(siteConfig: Readonly<Obj>, root: string): boolean {
  return (siteConfig.markdown as Obj | undefined)?.mermaid === true && namesThemeMermaid(siteConfig, root) && themeMermaidDir(root) !== undefined;
}

/** The folder of the site's installed theme-mermaid (its package folder), if it resolves from the root. */
export function themeMermaidDir(root: string): string | undefined {
  try {
    // Its `exports` do not list package.json: its main module is `lib/index.js`.
    const main = createRequire(path.join(root, 'package.json')).resolve(THEME_MERMAID);
    return path.dirname(path.dirname(main));
  } catch {
    return undefined;
  }
}

/** `themeConfig.mermaid` with theme-mermaid's defaults (`DEFAULT_THEME_CONFIG`) where the validated config has none. */
export function mermaidThemeConfig(siteConfig: Readonly<Obj>): { theme: { light: string; dark: string }; options: Obj } {
  const m = ((siteConfig.themeConfig as Obj | undefined)?.mermaid ?? {}) as { theme?: { light?: unknown; dark?: unknown }; options?: unknown };
  const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
  const options = m.options && typeof m.options === 'object' ? (m.options as Obj) : {};
  return { theme: { light: str(m.theme?.light, 'default'), dark: str(m.theme?.dark, 'dark') }, options };
}
