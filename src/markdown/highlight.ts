import { createHighlighter, bundledLanguages, type Highlighter } from 'shiki';
import { CSS_VARIABLES_THEME, tokenClass } from './code-theme-css.js';

/**
 * One Shiki highlighter per process (or worker), and a cache of highlighted blocks keyed by their text:
 * grammars are loaded once and an unchanged block is never highlighted twice. Blocks are tokenised once, with
 * colours as CSS variables; the light and dark palettes come from code-theme-css.ts.
 */
export interface CodeHighlighter {
  /** Load the grammars these languages need; unknown names are returned. */
  prepare(langs: Iterable<string>): Promise<string[]>;
  /**
   * Highlight a block whose language was prepared; returns the <pre> element as HTML. A string rather than a
   * tree: the thousands of token spans are then built, walked and serialised once per distinct block.
   */
  highlight(code: string, lang: string, highlightLines: ReadonlySet<number>): string;
  isKnown(lang: string): boolean;
}

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
  txt: 'text',
  plaintext: 'text',
  js: 'javascript',
  ts: 'typescript',
  gradle: 'groovy',
  dockerfile: 'docker',
};

export function normalizeLang(lang: string | null | undefined): string {
  const l = (lang ?? 'text').toLowerCase();
  return ALIASES[l] ?? l;
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const hl: Highlighter = await createHighlighter({ themes: [CSS_VARIABLES_THEME], langs: [] });
  const loaded = new Set<string>(['text']);
  const cache = new Map<string, string>();
  const known = (lang: string) => lang === 'text' || lang in bundledLanguages;
  return {
    isKnown: known,
    async prepare(langs) {
      const unknown: string[] = [];
      const toLoad: string[] = [];
      for (const raw of langs) {
        const l = normalizeLang(raw);
        if (loaded.has(l)) continue;
        if (!known(l)) unknown.push(raw);
        else toLoad.push(l);
      }
      if (toLoad.length) {
        await hl.loadLanguage(...(toLoad as Parameters<Highlighter['loadLanguage']>));
        toLoad.forEach((l) => loaded.add(l));
      }
      return unknown;
    },
    highlight(code, lang, lines) {
      const l = loaded.has(lang) ? lang : 'text';
      const key = `${l}\u0000${[...lines].join(',')}\u0000${code}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const html = hl
        .codeToHtml(code, {
          lang: l,
          theme: CSS_VARIABLES_THEME.name!,
          transformers: [
            {
              line(node, line) {
                if (lines.has(line)) this.addClassToHast(node, 'highlighted');
              },
              pre(node) {
                node.properties.tabindex = '0';
                delete node.properties.style;
              },
            },
          ],
        })
        .replace(TOKEN_STYLE, (_, v: string) => `class="${tokenClass(v)}"`);
      if (cache.size > 20000) cache.clear();
      cache.set(key, html);
      return html;
    },
  };
}

const TOKEN_STYLE = /style="color:var\(--shiki-([a-z-]+)\)"/g;

/** `{1,3-5}` in a code fence's meta → {1,3,4,5}. */
export function parseHighlightLines(meta: string | null | undefined): Set<number> {
  const out = new Set<number>();
  const m = /\{([\d,\s-]+)\}/.exec(meta ?? '');
  if (!m) return out;
  for (const part of m[1].split(',')) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isFinite(a)) continue;
    for (let i = a; i <= (Number.isFinite(b) ? b : a); i++) out.add(i);
  }
  return out;
}

/** `title="Main.java"` in a code fence's meta. */
export function parseCodeTitle(meta: string | null | undefined): string | undefined {
  const m = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}
