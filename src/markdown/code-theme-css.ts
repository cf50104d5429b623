// `shiki/core` and `shiki/themes`, not `shiki`: its index also loads the JavaScript regex engine (≈15 modules).
import { createCssVariablesTheme, type ThemeRegistration, type ThemeRegistrationRaw } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';
import { blend, contrast, readable } from '../core/contrast.js';

/**
 * Code is tokenised once with a CSS-variables theme (half the cost of rendering two themes), and the light and
 * dark palettes are CSS: each variable gets the colour the configured theme gives that token's scopes. Switching
 * colour mode is then a CSS change, with no re-render and no second set of inline colours.
 */
export const CSS_VARIABLES_THEME = finerBuckets(createCssVariablesTheme({ name: 'fe-docs-css-variables', variablePrefix: '--shiki-', fontStyle: true }));

/**
 * Shiki's CSS-variables theme puts tags with quoted strings, operators with keywords and types with functions, which
 * most themes colour apart (Prism's themes always do): each gets its own variable. `new`/`typeof` stay keywords.
 */
function finerBuckets(theme: ThemeRegistration): ThemeRegistration {
  const split: Record<string, string[]> = {
    'token-tag': ['entity.name.tag'],
    'token-operator': ['keyword.operator'],
    'token-class': ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'],
  };
  const moved = new Set(Object.values(split).flat());
  const rules = (theme.tokenColors as Rule[]).map((r) => (Array.isArray(r.scope) ? { ...r, scope: r.scope.filter((s) => !moved.has(s)) } : r));
  for (const [v, scope] of Object.entries(split)) rules.push({ scope, settings: { foreground: `var(--shiki-${v})` } });
  rules.push({ scope: ['keyword.operator.new', 'keyword.operator.expression'], settings: { foreground: 'var(--shiki-token-keyword)' } });
  return { ...theme, tokenColors: rules as ThemeRegistration['tokenColors'] };
}

/** The scope whose colour a variable takes from a theme, where its rule's first scope is not the most common token. */
const REPRESENTATIVE_SCOPE: Record<string, string> = { 'token-string-expression': 'string.quoted' };

/** Token colours become short classes (`.t-keyword`): far fewer bytes than an inline style on every span. */
export function tokenClass(variable: string): string {
  return 't-' + variable.replace(/^token-/, '');
}

/** A highlighted line's background: this grey over the code's, in both colour modes. */
const HIGHLIGHT_TINT = '#7f7f7f';
const HIGHLIGHT_ALPHA = 0.18;

type Rule = { scope?: string | string[]; settings?: { foreground?: string; fontStyle?: string } };

/** A Shiki theme's name, or the theme itself (a TextMate theme object). */
export type CodeThemeSetting = string | ThemeRegistrationRaw | { tokenColors: unknown[] };

export async function codeThemeCss(themes: { light: CodeThemeSetting; dark: CodeThemeSetting }): Promise<string> {
  const [light, dark] = await Promise.all([loadTheme(themes.light), loadTheme(themes.dark)]);
  const [lightPalette, darkPalette] = [palette(light), palette(dark)];
  const names = [
    ...new Set(
      (CSS_VARIABLES_THEME.tokenColors as Rule[]).map((r) => /var\(--shiki-([\w-]+)/.exec(r.settings?.foreground ?? '')?.[1]).filter((v): v is string => !!v),
    ),
  ];
  const classes = names
    .map((v) => {
      // A font style only where a theme gives this kind of token one (Prism themes' italic comments).
      const styled = STYLE_PROPERTIES.filter(([, key]) => lightPalette.has(`${v}-${key}`) || darkPalette.has(`${v}-${key}`));
      return `.${tokenClass(v)}{color:var(--shiki-${v})${styled.map(([prop, key]) => `;${prop}:var(--shiki-${v}-${key})`).join('')}}`;
    })
    .join('');
  const fill = (own: Map<string, string>, other: Map<string, string>) => {
    for (const k of other.keys()) if (!own.has(k)) own.set(k, STYLE_NONE[k.slice(k.lastIndexOf('-') + 1)] ?? '');
    return [...own].map(([k, c]) => `--shiki-${k}:${c}`).join(';');
  };
  // On a highlighted line (`{2}`, `highlight-next-line`) a token takes its `-hl` shade where the theme's colour
  // would fall under 4.5:1 on the line's darker (or lighter) background.
  const highlighted =
    `.line.highlighted{background:var(--shiki-highlighted);color:var(--shiki-hl-foreground)}` +
    names.map((v) => `.line.highlighted .${tokenClass(v)}{color:var(--shiki-hl-${v})}`).join('');
  return `:root{${fill(lightPalette, darkPalette)}}[data-theme=dark]{${fill(darkPalette, lightPalette)}}.shiki{color:var(--shiki-foreground)}${classes}${highlighted}\n`;
}

const STYLE_PROPERTIES = [
  ['font-style', 'fs'],
  ['font-weight', 'fw'],
  ['text-decoration', 'td'],
] as const;
const STYLE_NONE: Record<string, string> = { fs: 'normal', fw: 'normal', td: 'none' };

async function loadTheme(theme: CodeThemeSetting): Promise<ThemeRegistrationRaw> {
  if (typeof theme !== 'string') return theme as ThemeRegistrationRaw;
  const load = bundledThemes[theme as keyof typeof bundledThemes];
  if (!load) throw new Error(`Unknown code theme \`${theme}\`; use a Shiki theme name such as github-light or github-dark.`);
  return (await load()).default as ThemeRegistrationRaw;
}

/** Each variable's colour in this theme, and the font style (`<var>-fs|fw|td`) of those the theme styles. */
function palette(theme: ThemeRegistrationRaw): Map<string, string> {
  const all = (theme.tokenColors ?? theme.settings ?? []) as Rule[];
  const rules = all.filter((r) => r.settings?.foreground);
  const styled = all.filter((r) => r.settings?.fontStyle !== undefined);
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
    const scope = REPRESENTATIVE_SCOPE[v] ?? scopes[0] ?? '';
    vars.set(v, lookup(rules, scope, 'foreground') ?? fg);
    const fontStyle = lookup(styled, scope, 'fontStyle');
    if (fontStyle === undefined) continue;
    const words = fontStyle.split(/\s+/);
    if (words.includes('italic')) vars.set(`${v}-fs`, 'italic');
    if (words.includes('bold')) vars.set(`${v}-fw`, 'bold');
    const lines = [words.includes('underline') && 'underline', words.includes('strikethrough') && 'line-through'].filter(Boolean);
    if (lines.length) vars.set(`${v}-td`, lines.join(' '));
  }
  const highlighted = /^#[0-9a-f]{3,8}$/i.test(bg) ? blend(bg, HIGHLIGHT_TINT, HIGHLIGHT_ALPHA) : `color-mix(in srgb,${bg} 82%,${HIGHLIGHT_TINT})`;
  // Every shade is set in both modes (most equal to the token's colour): a variable only the light palette set would
  // be inherited by the dark one. Font styles (`-fs|fw|td`) have no shade.
  const shades = [...vars]
    .filter(([k]) => k !== 'background' && !/-(fs|fw|td)$/.test(k))
    .map(([k, c]) => [`hl-${k}`, contrast(c, highlighted) >= 4.6 ? c : readable(c, highlighted)] as const);
  vars.set('highlighted', highlighted);
  for (const [k, c] of shades) vars.set(k, c);
  return vars;
}

/**
 * TextMate-style lookup: the most specific rule whose selector is a dotted prefix of `scope` wins, the later of equals.
 * A selector with a parent (`source.css keyword`, a theme's rule for some languages) counts below a plain one of the
 * same depth: a variable has one colour for every language.
 */
function lookup(rules: Rule[], scope: string, key: 'foreground' | 'fontStyle'): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const r of rules) {
    const selectors = (Array.isArray(r.scope) ? r.scope : (r.scope ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
    for (const sel of selectors) {
      const parts = sel.split(/\s+/);
      const last = parts.pop()!;
      if (scope === last || scope.startsWith(last + '.')) {
        const score = last.split('.').length - (parts.length ? 0.5 : 0);
        if (score >= bestScore) {
          bestScore = score;
          best = r.settings![key];
        }
      }
    }
  }
  return best;
}
