// Scans a built site for what a Docusaurus page must never show once built by fe-docs: MDX `import`/`export` lines
// printed as text, and elements no component rendered (`<Tabs>`, `<TOCInline>`…) left in the HTML or shown as text.
// Used by test/docusaurus/real-shapes.test.ts and bench/docusaurus-sites.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

export interface Finding {
  /** The page, as its path in the output folder. */
  page: string;
  /** What was found: the import line, or the tag name. */
  what: string;
}

export interface ScanResult {
  pages: number;
  importText: Finding[];
  unknownTags: Finding[];
}

/** Every element of HTML, SVG and MathML that a page may legitimately contain. Custom elements (with a hyphen) pass. */
const KNOWN_TAGS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup ' +
    'data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 ' +
    'head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript ' +
    'object ol optgroup option output p param picture pre progress q rp rt ruby s samp script search section select slot ' +
    'small source span strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ' +
    'ul var video wbr center font big tt strike ' +
    // SVG (as written in HTML, case-insensitive) and MathML
    'svg g path circle ellipse line polyline polygon rect text tspan defs use symbol lineargradient radialgradient stop ' +
    'clippath mask pattern filter foreignobject marker image desc title switch textpath fegaussianblur feoffset feblend ' +
    'fecolormatrix fecomposite feflood femerge femergenode femorphology feturbulence fedisplacementmap fedropshadow ' +
    'animate animatetransform set view ' +
    'math mrow mi mo mn ms mtext mspace msup msub msubsup mfrac msqrt mroot mtable mtr mtd mover munder munderover ' +
    'semantics annotation annotation-xml mstyle mpadded mphantom menclose merror mglyph mprescripts none mmultiscripts'
  ).split(/\s+/),
);

/** An MDX ESM line as a reader would see it printed: `import X from '…'`, `import '…'`, `export const …`. */
const ESM_LINE = /(^|\n)\s*(import\s+(?:[\w*{}\s,$]+\s+from\s+)?["'][^"'\n]+["'];?|export\s+(?:const|default|function|let)\s+[^\n]{0,80})/g;

export function scanBuiltSite(outDir: string, opts: { ignore?: string[] } = {}): ScanResult {
  const files = fg.sync('**/*.html', { cwd: outDir, ignore: opts.ignore ?? [] });
  const result: ScanResult = { pages: files.length, importText: [], unknownTags: [] };
  for (const file of files) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const body = withoutCodeAndScripts(html.slice(Math.max(0, html.indexOf('<body'))));
    for (const m of body.matchAll(/<([A-Za-z][\w.:-]*)/g)) {
      const name = m[1]!;
      if (name.includes('-') && name === name.toLowerCase()) continue;
      if (!KNOWN_TAGS.has(name.toLowerCase()) || /[A-Z]/.test(name.slice(0, 1)) || name.includes('.')) {
        if (!isSvgCamelCase(name)) result.unknownTags.push({ page: file, what: name });
      }
    }
    const text = decodeEntities(body.replace(/<[^>]+>/g, '\n'));
    for (const m of text.matchAll(ESM_LINE)) result.importText.push({ page: file, what: m[2]!.trim().slice(0, 120) });
    // A component written in Markdown that was not read as MDX shows as text: `<FeatureGrid features={…} />`.
    for (const m of text.matchAll(/<([A-Z][\w.]*)(?=[\s/>])/g)) result.unknownTags.push({ page: file, what: `${m[1]} (as text)` });
  }
  return result;
}

/** SVG written inline keeps camelCase names (`linearGradient`, `clipPath`): those are known, just cased. */
function isSvgCamelCase(name: string): boolean {
  return /^[a-z]/.test(name) && KNOWN_TAGS.has(name.toLowerCase());
}

/** Code shown as code, scripts, styles and templates are not content: an `import` inside them is expected. */
function withoutCodeAndScripts(html: string): string {
  return html.replace(/<(pre|code|script|style|template|textarea)\b[\s\S]*?<\/\1>/gi, ' ');
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#123;|&#x7b;/gi, '{')
    .replace(/&#125;|&#x7d;/gi, '}')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}

/** Findings grouped by what was found: [what, pages, first pages] sorted by how many pages they touch. */
export function groupFindings(findings: Finding[]): { what: string; pages: number; examples: string[] }[] {
  const by = new Map<string, Set<string>>();
  for (const f of findings) by.set(f.what, (by.get(f.what) ?? new Set()).add(f.page));
  return [...by]
    .map(([what, pages]) => ({ what, pages: pages.size, examples: [...pages].slice(0, 3) }))
    .sort((a, b) => b.pages - a.pages || a.what.localeCompare(b.what));
}

/** Is there a page at this URL path (base URL included) in a built folder: `x/index.html` or `x.html`? */
export function builtPageExists(outDir: string, urlPath: string, baseUrl = '/'): boolean {
  let rel = decodeURI(urlPath);
  if (rel.startsWith(baseUrl)) rel = rel.slice(baseUrl.length);
  rel = rel.replace(/^\/+|\/+$/g, '');
  return [path.join(rel, 'index.html'), rel + '.html', rel || 'index.html'].some((f) => existsSync(path.join(outDir, f)));
}
