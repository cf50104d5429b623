import type { SiteConfig } from '../config/types.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { suggest } from '../core/suggest.js';
import type { AdmonitionMarkup, ContentStrings } from '../markdown/types.js';
import { en } from './en.js';
import { es } from './es.js';
import type { UiStringKey, UiStrings } from './ui-strings.js';
import { SHIPPED_DOCS } from '../core/shipped-docs.js';

export type { UiStringKey, UiStrings } from './ui-strings.js';

/** The built-in tables, by language. */
const BUILT_IN: Readonly<Record<string, UiStrings>> = { en, es };
/** The table of a locale that has none of its own. */
export const FALLBACK_STRINGS_LOCALE = 'en';
const KEYS = new Set(Object.keys(en));

/** The built-in table of a locale or of its language (`es-PE` → `es`), if there is one. */
function builtIn(locale: string | undefined): UiStrings | undefined {
  if (!locale) return undefined;
  return BUILT_IN[locale] ?? BUILT_IN[locale.toLowerCase().split(/[-_]/)[0]];
}

/**
 * The interface text for a locale: its built-in table (or its language's), else English; `overrides` (a site's
 * `i18n.strings.<locale>`) replace single keys. Unknown keys in `overrides` are ignored here (checkStringOverrides
 * reports them).
 */
export function loadStrings(locale: string, overrides?: Readonly<Record<string, string>>, htmlLang?: string): UiStrings {
  const base = builtIn(locale) ?? builtIn(htmlLang) ?? BUILT_IN[FALLBACK_STRINGS_LOCALE];
  if (!overrides) return base;
  const known = Object.entries(overrides).filter(([k]) => KEYS.has(k));
  return known.length ? { ...base, ...Object.fromEntries(known) } : base;
}

const siteCache = new WeakMap<object, Map<string, UiStrings>>();

/**
 * The interface text of the locale a configuration builds (`currentLocale`), with the site's overrides. The same
 * object for the same site and locale, so per-strings caches (search-strings.ts) hold.
 */
export function siteStrings(config: Pick<SiteConfig, 'i18n' | 'currentLocale'>): UiStrings {
  let byLocale = siteCache.get(config.i18n);
  if (!byLocale) siteCache.set(config.i18n, (byLocale = new Map()));
  const locale = config.currentLocale;
  let s = byLocale.get(locale);
  if (!s) byLocale.set(locale, (s = loadStrings(locale, config.i18n.strings[locale], config.i18n.localeConfigs[locale]?.htmlLang)));
  return s;
}

/** The BCP 47 tag dates and numbers of a locale's pages are formatted for: its `htmlLang`, else its name. */
export function intlLocale(config: Pick<SiteConfig, 'i18n' | 'currentLocale'>): string {
  const tag = config.i18n.localeConfigs[config.currentLocale]?.htmlLang ?? config.currentLocale;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? FALLBACK_STRINGS_LOCALE;
  } catch {
    return FALLBACK_STRINGS_LOCALE;
  }
}

/**
 * Problems of `i18n.strings` in site.config.yaml, and locales that fall back to English, reported once per build:
 * an unknown key is an error at its position (with the closest key), a placeholder the string does not receive,
 * strings for a locale the site does not build and a locale without a built-in table are warnings.
 */
export function checkStringOverrides(config: Pick<SiteConfig, 'i18n' | 'source'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { i18n, source } = config;
  const locales = [...new Set([i18n.defaultLocale, ...i18n.locales])];
  for (const [locale, strings] of Object.entries(i18n.strings)) {
    const at = ['i18n', 'strings', locale];
    if (!locales.includes(locale))
      out.push(
        diagnostic('config-locale-strings', `\`i18n.strings.${locale}\`: \`${locale}\` is not one of the site's locales, so these strings are never shown.`, {
          position: source.locate(at, { key: true }),
          hint: `Use one of: ${locales.join(', ')} (\`i18n.locales\`), or add \`${locale}\` to \`i18n.locales\`.`,
        }),
      );
    for (const [key, value] of Object.entries(strings)) {
      if (!KEYS.has(key)) {
        const close = suggest(key, KEYS);
        out.push(
          diagnostic('config-unknown-key', `\`i18n.strings.${locale}.${key}\`: unknown theme string \`${key}\`.`, {
            position: source.locate([...at, key], { key: true }),
            hint: `${close ? `Did you mean \`${close}\`? ` : ''}The keys and their English text are listed under "Theme strings" in ${SHIPPED_DOCS.configuration}.`,
          }),
        );
        continue;
      }
      const accepted = placeholders(en[key as UiStringKey]);
      const unknown = placeholders(value).filter((p) => !accepted.includes(p));
      if (unknown.length)
        out.push(
          diagnostic(
            'config-locale-strings',
            `\`i18n.strings.${locale}.${key}\`: ${unknown.map((p) => `\`{${p}}\``).join(', ')} is not filled in for this string.`,
            {
              position: source.locate([...at, key]),
              hint: accepted.length ? `This string receives ${accepted.map((p) => `\`{${p}}\``).join(', ')}.` : 'This string receives no placeholders.',
            },
          ),
        );
    }
  }
  for (const locale of locales) {
    if (builtIn(locale) ?? builtIn(i18n.localeConfigs[locale]?.htmlLang)) continue;
    const translated = Object.keys(i18n.strings[locale] ?? {}).filter((k) => KEYS.has(k)).length;
    if (translated === KEYS.size) continue;
    const index = i18n.locales.indexOf(locale);
    out.push(
      diagnostic(
        'config-locale-strings',
        `\`${locale}\` has no built-in theme strings: ${translated ? 'the untranslated ones' : 'the interface text'} of its pages will be in English.`,
        {
          position: source.locate(index >= 0 ? ['i18n', 'locales', index] : ['i18n', 'defaultLocale']),
          hint: `Translate them under \`i18n.strings.${locale}\` in site.config.yaml (${translated} of ${KEYS.size} done; the keys are listed under "Theme strings" in ${SHIPPED_DOCS.configuration}).`,
        },
      ),
    );
  }
  return out;
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** `{name}` placeholders filled from `vars`. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The content renderer's strings for the locale a configuration builds, with its admonitions' markup. */
export function siteContentStrings(config: Pick<SiteConfig, 'i18n' | 'currentLocale' | 'policies'>): ContentStrings {
  return contentStrings(siteStrings(config), config.policies.content.admonitionMarkup);
}

export function contentStrings(s: UiStrings, admonitionMarkup: AdmonitionMarkup = 'fe-docs'): ContentStrings {
  return {
    admonitionMarkup,
    admonition: {
      note: s.admonitionNote,
      tip: s.admonitionTip,
      info: s.admonitionInfo,
      warning: s.admonitionWarning,
      caution: s.admonitionCaution,
      danger: s.admonitionDanger,
    },
    copyCode: s.copyCode,
    copied: s.copied,
    headingLink: s.headingLink,
    externalLink: s.externalLink,
    footnotes: s.footnotes,
    footnoteBack: s.footnoteBack,
  };
}
