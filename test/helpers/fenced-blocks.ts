import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeLang } from '../../src/markdown/highlight.js';

/** Every fenced code block (with a language) of the Markdown/MDX files under the given folders, in file order. */
export function fencedBlocks(...dirs: string[]): { lang: string; code: string }[] {
  const out: { lang: string; code: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) {
        for (const m of readFileSync(p, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)) out.push({ lang: normalizeLang(m[1]), code: m[2] });
      }
    }
  };
  for (const d of dirs) walk(path.resolve(d));
  return out;
}
