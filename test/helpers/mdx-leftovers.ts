import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/**
 * What MDX rendered as plain Markdown leaves in a built page: an `import … from '…'` line printed as text, or a
 * component kept as an unknown tag (`<Tabs>` as written, or `<tabs>` once an HTML parser lowercased it). Code, pre,
 * script, style and template contents are left out (an import in a code block is fine).
 */
export interface Leftover {
  file: string;
  kind: 'import-text' | 'unknown-tag';
  text: string;
}

export async function findMdxLeftovers(outDir: string): Promise<Leftover[]> {
  const found: Leftover[] = [];
  for (const file of (await fg('**/*.html', { cwd: outDir })).sort()) found.push(...mdxLeftoversIn(file, await readFile(path.join(outDir, file), 'utf8')));
  return found;
}

export function mdxLeftoversIn(file: string, html: string): Leftover[] {
  const found: Leftover[] = [];
  const visible = html.replace(/<(pre|code|script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const text = visible
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;|&#x22;|&#34;/g, '"');
  for (const m of text.matchAll(
    /\b(?:import\s+(?:[\w$]+|\*\s+as\s+[\w$]+|\{[^}]*\})(?:\s*,\s*\{[^}]*\})?\s+from\s*['"][^'"]+['"]|export\s+(?:const|default|function)\s+[\w$]+)/g,
  ))
    found.push({ file, kind: 'import-text', text: m[0] });
  for (const m of visible.matchAll(/<\/?([A-Za-z][\w.:-]*)/g)) {
    const name = m[1];
    // A capitalised name is a component even when its lowercase is HTML (`<Link>`, `<Head>`).
    if (name.includes('-') || SVG_CAMEL.has(name) || (!/^[A-Z]/.test(name) && KNOWN_TAGS.has(name.toLowerCase()))) continue;
    found.push({ file, kind: 'unknown-tag', text: m[0] });
  }
  return found;
}

/** HTML, SVG and MathML element names a page may legitimately hold. */
const KNOWN_TAGS = new Set(
  (
    'html head body title base link meta style script noscript template slot main header footer nav aside section article ' +
    'h1 h2 h3 h4 h5 h6 hgroup address p hr pre blockquote ol ul li menu dl dt dd figure figcaption div a em strong small s cite ' +
    'q dfn abbr ruby rt rp data time code var samp kbd sub sup i b u mark bdi bdo span br wbr ins del picture source img iframe ' +
    'embed object param video audio track map area table caption colgroup col tbody thead tfoot tr td th form label input ' +
    'button select datalist optgroup option textarea output progress meter fieldset legend details summary dialog canvas search ' +
    'svg g path circle ellipse line polyline polygon rect text tspan defs use symbol clippath lineargradient radialgradient stop ' +
    'mask pattern foreignobject desc marker image filter fegaussianblur feoffset feblend fecolormatrix math mi mn mo ms mtext ' +
    'mrow msup msub mfrac msqrt mroot semantics annotation center font'
  ).split(/\s+/),
);
const SVG_CAMEL = new Set(['clipPath', 'linearGradient', 'radialGradient', 'foreignObject', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix']);
