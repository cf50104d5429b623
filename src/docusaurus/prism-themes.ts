import { isDeepStrictEqual } from 'node:util';

/**
 * The Shiki theme closest to each Prism theme of `prism-react-renderer` (what `themeConfig.prism.theme` holds in a
 * Docusaurus config: the theme object itself, e.g. `prismThemes.github`). Shiki has the same themes under these
 * names, or, for the last few, the nearest one of the same colours.
 */
export const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  dracula: 'dracula',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  synthwave84: 'synthwave-84',
  okaidia: 'monokai',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  oceanicNext: 'material-theme-ocean',
  duotoneDark: 'min-dark',
  duotoneLight: 'min-light',
  ultramin: 'min-light',
  jettwaveDark: 'github-dark',
  jettwaveLight: 'github-light',
};

/**
 * The Shiki theme for a Prism theme object: found by comparing it with the themes of the site's own
 * `prism-react-renderer` (resolved from the config file, as the config itself imports it). A string is taken
 * as a Shiki theme name already. Undefined when the theme is not one of prism-react-renderer's.
 */
export function shikiThemeOf(theme: unknown, req: NodeRequire): string | undefined {
  if (typeof theme === 'string') return theme;
  let themes: Record<string, unknown> | undefined;
  try {
    themes = (req('prism-react-renderer') as { themes?: Record<string, unknown> }).themes;
  } catch {
    return undefined;
  }
  for (const [name, t] of Object.entries(themes ?? {})) if (t === theme || isDeepStrictEqual(t, theme)) return PRISM_TO_SHIKI[name];
  return undefined;
}
