import type { ContentStrings } from '../../markdown/types.js';
import { es, type UiStrings } from './es.js';

const LOCALES: Record<string, UiStrings> = { es };

/** UI strings for a locale; Spanish is the fallback until a locale file exists. */
export function loadStrings(locale: string): UiStrings {
  return LOCALES[locale] ?? LOCALES[locale.split('-')[0]] ?? es;
}

/** `{name}` placeholders filled from `vars`. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function contentStrings(s: UiStrings): ContentStrings {
  return {
    admonition: { note: s.admonitionNote, tip: s.admonitionTip, info: s.admonitionInfo, warning: s.admonitionWarning, danger: s.admonitionDanger },
    copyCode: s.copyCode,
    copied: s.copied,
    headingLink: s.headingLink,
    externalLink: s.externalLink,
    footnotes: s.footnotes,
    footnoteBack: s.footnoteBack,
  };
}
