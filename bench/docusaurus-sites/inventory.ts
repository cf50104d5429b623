// What a Docusaurus site's content uses, counted from its sources without building anything: how many docs and blog
// files, how many `.md` files hold MDX (imports, exports, JSX — Docusaurus 3 reads them as MDX), which modules are
// imported by how many files, which JSX elements appear in how many files, and the MDX 1 leniencies in use.
// These counts rank the adapter's gaps by the pages they touch (notes/docusaurus-sites.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

export interface Inventory {
  files: { md: number; mdx: number };
  /** `.md` files with an import/export line or a capitalised JSX element: plain Markdown to fe-docs until it reads them as MDX. */
  mdWithMdx: number;
  imports: [string, number][];
  elements: [string, number][];
  /** HTML comments in .mdx files, JSX comments, `:::kind Title` admonitions, `{#id}` heading ids, npm2yarn code blocks. */
  leniencies: Record<string, number>;
}

const CONTENT = [
  'docs/**/*.{md,mdx}',
  'versioned_docs/**/*.{md,mdx}',
  'blog/**/*.{md,mdx}',
  'community/**/*.{md,mdx}',
  'contributing/**/*.{md,mdx}',
  'architecture/**/*.{md,mdx}',
  'i18n/**/*.{md,mdx}',
  'src/pages/**/*.{md,mdx}',
];

export function inventory(siteDir: string, patterns = CONTENT): Inventory {
  const files = fg.sync(patterns, { cwd: siteDir, ignore: ['**/node_modules/**', 'build*/**'] });
  const imports = new Map<string, number>();
  const elements = new Map<string, number>();
  const leniencies: Record<string, number> = { 'html comment in .mdx': 0, '{/* */} comment': 0, ':::kind Title': 0, '{#id} heading': 0, npm2yarn: 0 };
  const result: Inventory = { files: { md: 0, mdx: 0 }, mdWithMdx: 0, imports: [], elements: [], leniencies };
  for (const file of files) {
    const isMdx = file.endsWith('.mdx');
    isMdx ? result.files.mdx++ : result.files.md++;
    const text = withoutCode(readFileSync(path.join(siteDir, file), 'utf8'));
    const mods = new Set([...text.matchAll(/^import\s+(?:[^'"\n]+?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => normaliseModule(m[1]!)));
    for (const m of mods) imports.set(m, (imports.get(m) ?? 0) + 1);
    const tags = new Set([...text.matchAll(/<([A-Z][\w.]*)[\s/>]/g)].map((m) => m[1]!));
    for (const t of tags) elements.set(t, (elements.get(t) ?? 0) + 1);
    if (!isMdx && (mods.size > 0 || tags.size > 0 || /^export\s/m.test(text))) result.mdWithMdx++;
    if (isMdx && /<!--/.test(text)) leniencies['html comment in .mdx']!++;
    if (/\{\/\*/.test(text)) leniencies['{/* */} comment']!++;
    if (/^:::\w+ \S/m.test(text)) leniencies[':::kind Title']!++;
    if (/^#{1,6} .*\{#[\w-]+\}\s*$/m.test(text)) leniencies['{#id} heading']!++;
    if (/npm2yarn/.test(text)) leniencies.npm2yarn!++;
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  result.imports = sorted(imports);
  result.elements = sorted(elements);
  return result;
}

/** Relative imports are grouped by what they import (`./_partial.md` → `(relative .md)`), packages by name. */
function normaliseModule(spec: string): string {
  if (spec.startsWith('.') || spec.startsWith('@site/')) {
    const ext = path.extname(spec.replace(/^!!raw-loader!/, '')) || '(no extension)';
    return `${spec.startsWith('@site/') ? '@site/' : './'}…${ext}`;
  }
  if (spec.startsWith('!')) return spec.split('!').slice(0, -1).join('!') + '!…';
  return spec;
}

/** Fenced code is shown as code: its imports and tags are examples, not MDX. */
function withoutCode(text: string): string {
  return text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2\s*$/gm, '').replace(/`[^`\n]*`/g, '');
}
