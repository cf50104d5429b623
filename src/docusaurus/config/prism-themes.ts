/**
 * A Prism theme of `prism-react-renderer` (what `themeConfig.prism.theme` holds in a Docusaurus config: v1's and v2's
 * `{ plain, styles: [{ types, languages?, style }] }`, whether one of the package's own themes or the site's module)
 * as a Shiki theme: each Prism token type becomes the TextMate scopes Shiki's grammars give the same tokens.
 */

/** A TextMate theme as Shiki takes it (`ThemeRegistrationRaw`, without importing Shiki into the adapter). */
export interface ShikiTheme {
  name: string;
  type: 'light' | 'dark';
  colors: Record<string, string>;
  tokenColors: { scope?: string[]; settings: { foreground?: string; background?: string; fontStyle?: string } }[];
}

interface PrismStyle {
  color?: string;
  backgroundColor?: string;
  fontStyle?: string;
  fontWeight?: string | number;
  textDecoration?: string;
  textDecorationLine?: string;
  opacity?: string | number;
}
interface PrismTheme {
  plain?: PrismStyle;
  styles?: { types?: string[]; languages?: string[]; style?: PrismStyle }[];
}

/**
 * Prism token type → the TextMate scopes of the same tokens in Shiki's grammars. Types from Prism's token list
 * (https://prismjs.com/tokens.html) and the types prism-react-renderer's themes style. A more specific scope wins in
 * TextMate, whatever the order: `keyword.operator` (operator) over `keyword`, `constant.numeric` (number) over
 * `constant`; `new`/`typeof` are keywords in Prism, operators in TextMate grammars.
 */
export const PRISM_TOKEN_SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['meta.tag.preprocessor', 'meta.tag.sgml'],
  doctype: ['meta.tag.sgml.doctype', 'meta.tag.metadata.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace'],
  property: ['support.type.property-name', 'variable.other.property', 'variable.other.object.property', 'meta.property-name', 'entity.name.tag.yaml'],
  tag: ['entity.name.tag'],
  boolean: ['constant.language.boolean'],
  number: ['constant.numeric'],
  constant: ['constant', 'variable.other.constant', 'support.constant', 'constant.language'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  inserted: ['markup.inserted'],
  changed: ['markup.changed'],
  selector: ['meta.selector', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css', 'entity.name.tag.css'],
  'attr-name': ['entity.other.attribute-name'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single.char', 'constant.character'],
  builtin: ['support.function.builtin', 'support.type.builtin', 'support.type.primitive', 'support.class.builtin'],
  operator: ['keyword.operator'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link', 'string.other.link', 'meta.link'],
  variable: ['variable', 'variable.other.readwrite'],
  parameter: ['variable.parameter'],
  atrule: ['keyword.control.at-rule', 'meta.at-rule'],
  'attr-value': ['meta.tag string.quoted', 'meta.attribute string.quoted', 'meta.attribute-with-value string'],
  function: ['entity.name.function', 'support.function', 'meta.function-call entity.name.function'],
  'function-variable': ['meta.definition.function entity.name.function'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'],
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'keyword.control', 'keyword.operator.new', 'keyword.operator.expression', 'variable.language'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  namespace: ['entity.name.namespace', 'entity.name.type.module', 'entity.name.scope-resolution'],
  'template-string': ['string.template'],
  'interpolation-punctuation': ['punctuation.definition.template-expression', 'punctuation.section.embedded'],
  bold: ['markup.bold'],
  italic: ['markup.italic'],
  title: ['markup.heading'],
  'code-snippet': ['markup.inline.raw', 'markup.fenced_code'],
};

/**
 * Prism language name → the scope name of Shiki's grammar for it, for `styles[].languages`: a style for some
 * languages only becomes `source.css keyword` (the scope under that grammar's root). Unlisted names become `source.<name>`.
 */
const LANGUAGE_ROOT: Record<string, string[]> = {
  markup: ['text.html', 'text.xml'],
  html: ['text.html'],
  xml: ['text.xml'],
  svg: ['text.xml'],
  javascript: ['source.js'],
  js: ['source.js'],
  jsx: ['source.js.jsx', 'source.tsx'],
  typescript: ['source.ts'],
  ts: ['source.ts'],
  tsx: ['source.tsx'],
  bash: ['source.shell'],
  shell: ['source.shell'],
  sh: ['source.shell'],
  markdown: ['text.html.markdown'],
  md: ['text.html.markdown'],
  python: ['source.python'],
  py: ['source.python'],
  yaml: ['source.yaml'],
  yml: ['source.yaml'],
};

/** True for a value shaped like a prism-react-renderer theme. */
export function isPrismTheme(value: unknown): value is PrismTheme {
  if (!value || typeof value !== 'object') return false;
  const v = value as PrismTheme;
  return (v.plain === undefined || typeof v.plain === 'object') && Array.isArray(v.styles) && (v.plain !== undefined || v.styles.length > 0);
}

/** The Shiki theme for a prism-react-renderer theme (`type` decides nothing but Shiki's own label). */
export function prismToShikiTheme(theme: PrismTheme, name: string, type: 'light' | 'dark'): ShikiTheme {
  const plain = theme.plain ?? {};
  const fg = colourOf(plain) ?? (type === 'dark' ? '#f8f8f2' : '#393a34');
  const bg = plain.backgroundColor ?? (type === 'dark' ? '#1e1e1e' : '#ffffff');
  const tokenColors: ShikiTheme['tokenColors'] = [{ settings: { foreground: fg, background: bg } }];
  for (const entry of theme.styles ?? []) {
    const style = entry.style ?? {};
    const settings: ShikiTheme['tokenColors'][number]['settings'] = {};
    const colour = colourOf(style);
    if (colour) settings.foreground = colour;
    if (style.backgroundColor) settings.background = style.backgroundColor;
    const fontStyle = fontStyleOf(style);
    if (fontStyle !== undefined) settings.fontStyle = fontStyle;
    if (!Object.keys(settings).length) continue;
    const scopes = (entry.types ?? []).flatMap((t) => PRISM_TOKEN_SCOPES[t] ?? []);
    if (!scopes.length) continue;
    const roots = entry.languages?.length ? entry.languages.flatMap((l) => LANGUAGE_ROOT[l.toLowerCase()] ?? [`source.${l.toLowerCase()}`]) : undefined;
    // Later rules win among equally specific ones, as later styles do in prism-react-renderer.
    tokenColors.push({ scope: roots ? roots.flatMap((r) => scopes.map((s) => `${r} ${s}`)) : scopes, settings });
  }
  return { name, type, colors: { 'editor.foreground': fg, 'editor.background': bg }, tokenColors };
}

/** A style's colour, with its `opacity` as the colour's alpha (what the eye sees; a TextMate theme has no opacity). */
function colourOf(style: PrismStyle): string | undefined {
  const colour = style.color;
  if (!colour) return undefined;
  const opacity = style.opacity === undefined ? 1 : Number(style.opacity);
  if (!(opacity >= 0 && opacity < 1)) return colour;
  const rgb = parseColour(colour);
  if (!rgb) return colour;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${hex(rgb[0])}${hex(rgb[1])}${hex(rgb[2])}${hex(opacity * rgb[3] * 255)}`;
}

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` → [r, g, b, alpha 0–1]; other CSS colours are kept as they are. */
function parseColour(c: string): [number, number, number, number] | undefined {
  const s = c.trim().toLowerCase();
  let m = /^#([0-9a-f]{3,4})$/.exec(s);
  if (m) {
    const d = [...m[1]].map((x) => parseInt(x + x, 16));
    return [d[0], d[1], d[2], d.length === 4 ? d[3] / 255 : 1];
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) return [parseInt(m[1].slice(0, 2), 16), parseInt(m[1].slice(2, 4), 16), parseInt(m[1].slice(4, 6), 16), m[2] ? parseInt(m[2], 16) / 255 : 1];
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(s);
  if (m) {
    const a = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    return [Number(m[1]), Number(m[2]), Number(m[3]), a];
  }
  return undefined;
}

/** Prism's `fontStyle`, `fontWeight`, `textDecoration` as a TextMate font style; '' clears one a broader rule set. */
function fontStyleOf(style: PrismStyle): string | undefined {
  const parts: string[] = [];
  let set = false;
  if (style.fontStyle !== undefined) {
    set = true;
    if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') parts.push('italic');
  }
  if (style.fontWeight !== undefined) {
    set = true;
    if (style.fontWeight === 'bold' || style.fontWeight === 'bolder' || Number(style.fontWeight) >= 600) parts.push('bold');
  }
  const decoration = style.textDecorationLine ?? style.textDecoration;
  if (decoration !== undefined) {
    set = true;
    if (/underline/.test(decoration)) parts.push('underline');
    if (/line-through/.test(decoration)) parts.push('strikethrough');
  }
  return set ? parts.join(' ') : undefined;
}
