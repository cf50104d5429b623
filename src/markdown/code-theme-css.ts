// `shiki/core` and `shiki/themes`, not `shiki`: its index also loads the JavaScript regex engine (≈15 modules).
import { createCssVariablesTheme, type ThemeRegistrationRaw } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';
import { blend, contrast, readable } from '../core/contrast.js';

/**
 * Code is tokenised once with a CSS-variables theme (half the cost of rendering two themes), and the light and
 * dark palettes are CSS: each variable gets the colour the configured theme gives that token's scopes. Switching
 * colour mode is then a CSS change, with no re-render and no second set of inline colours.
 */
export const CSS_VARIABLES_THEME = createCssVariablesTheme({ name: 'fe-docs-css-variables', variablePrefix: '--shiki-', fontStyle: true });

/** Token colours become short classes (`.t-keyword`): far fewer bytes than an inline style on every span. */
export function tokenClass(variable: string): string {
  return 't-' + variable.replace(/^token-/, '');
}

/** A highlighted line's background: this grey over the code's, in both colour modes. */
const HIGHLIGHT_TINT = '#7f7f7f';
const HIGHLIGHT_ALPHA = 0.18;

type Rule = { scope?: string | string[]; settings?: { foreground?: string } };

export async function codeThemeCss(themes: { light: string; dark: string }): Promise<string> {
  const [light, dark] = await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
  const names = [
    ...new Set(
      (CSS_VARIABLES_THEME.tokenColors as Rule[]).map((r) => /var\(--shiki-([\w-]+)/.exec(r.settings?.foreground ?? '')?.[1]).filter((v): v is string => !!v),
    ),
  ];
  const classes = names.map((v) => `.${tokenClass(v)}{color:var(--shiki-${v})}`).join('');
  // On a highlighted line (`{2}`, `highlight-next-line`) a token takes its `-hl` shade where the theme's colour
  // would fall under 4.5:1 on the line's darker (or lighter) background.
  const highlighted =
    `.line.highlighted{background:var(--shiki-highlighted);color:var(--shiki-hl-foreground)}` +
    names.map((v) => `.line.highlighted .${tokenClass(v)}{color:var(--shiki-hl-${v})}`).join('');
  return `:root{${palette(light)}}[data-theme=dark]{${palette(dark)}}.shiki{color:var(--shiki-foreground)}${classes}${highlighted}\n`;
}

async function loadTheme(name: string): Promise<ThemeRegistrationRaw> {
  const load = bundledThemes[name as keyof typeof bundledThemes];
  if (!load) throw new Error(`Unknown code theme \`${name}\`; use a Shiki theme name such as github-light or github-dark.`);
  return (await load()).default as ThemeRegistrationRaw;
}

function palette(theme: ThemeRegistrationRaw): string {
  const rules = ((theme.tokenColors ?? theme.settings ?? []) as Rule[]).filter((r) => r.settings?.foreground);
  const fg = (theme.colors?.['editor.foreground'] as string | undefined) ?? rules.find((r) => !r.scope)?.settings?.foreground ?? '#24292e';
  const bg = (theme.colors?.['editor.background'] as string | undefined) ?? '#ffffff';
  const vars = new Map<string, string>([
    ['foreground', fg],
    ['background', bg],
  ]);
  for (const rule of CSS_VARIABLES_THEME.tokenColors as Rule[]) {
    const v = /var\(--shiki-([\w-]+)/.exec(rule.settings?.foreground ?? '')?.[1];
    if (!v || vars.has(v)) continue;
    const scopes = Array.isArray(rule.scope) ? rule.scope : rule.scope ? [rule.scope] : [];
    vars.set(v, colorFor(rules, scopes[0] ?? '') ?? fg);
  }
  const highlighted = blend(bg, HIGHLIGHT_TINT, HIGHLIGHT_ALPHA);
  // Every shade is set in both modes (most equal to the token's colour): a variable only the light palette set would
  // be inherited by the dark one.
  const shades = [...vars].filter(([k]) => k !== 'background').map(([k, c]) => [`hl-${k}`, contrast(c, highlighted) >= 4.6 ? c : readable(c, highlighted)]);
  return [...vars, ['highlighted', highlighted], ...shades].map(([k, c]) => `--shiki-${k}:${c}`).join(';');
}

/** TextMate-style lookup: the most specific rule whose selector is a dotted prefix of `scope` wins. */
function colorFor(rules: Rule[], scope: string): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const r of rules) {
    const selectors = (Array.isArray(r.scope) ? r.scope : (r.scope ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
    for (const sel of selectors) {
      const last = sel.split(/\s+/).pop()!;
      if (scope === last || scope.startsWith(last + '.')) {
        const score = last.split('.').length;
        if (score >= bestScore) {
          bestScore = score;
          best = r.settings!.foreground;
        }
      }
    }
  }
  return best;
}
