// `shiki/core`, its Oniguruma engine and the grammar table, not `shiki`: the package's index also loads the JavaScript
// regex engine and its regex translator (≈25 modules) that fe-docs never uses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration, type ThemedToken } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { CSS_VARIABLES_THEME, tokenClass } from './code-theme-css.js';
import { cacheLineTokens, type TokenizingGrammar } from './line-token-cache.js';
import { withSharedPatterns } from './shared-regex-engine.js';
import { buildLeanRules, type LeanGrammar } from './embedded-rules.js';

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

/**
 * Shiki stops tokenising a line after 500 ms by default and leaves the rest of it as one plain token. The first
 * block of a language compiles that grammar's rules, which on a loaded machine takes longer than that: the same page
 * then came out highlighted differently from one build to the next. 0 turns the limit off (vscode-textmate).
 */
const NO_TIME_LIMIT = 0;

/** Highlighted blocks kept per highlighter. */
const CACHE_ENTRIES = 500;

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

/** The global `WebAssembly.instantiate` (the project's TypeScript libraries have no WebAssembly types). */
const instantiateWasm = (bytes: Uint8Array, imports: unknown) =>
  (
    globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: unknown): Promise<{ instance: { exports: unknown } }> } }
  ).WebAssembly.instantiate(bytes, imports) as never;

export async function createCodeHighlighter(
  opts: {
    /** Called after each batch of grammars is loaded: how many, how long (ms). */
    onGrammars?: (count: number, ms: number) => void;
    /** Build every grammar's rules with the grammars it embeds from the start, as before `LeanLanguage` (tests' reference). */
    eagerEmbedded?: boolean;
    /** Called when a block of a language whose rules were built without its embedded grammars needed them. */
    onEmbeddedNeeded?: (lang: string) => void;
  } = {},
): Promise<CodeHighlighter> {
  // The WebAssembly binary itself: `shiki/wasm` is the same bytes as base64 in a 620 KB module (≈40 ms to load).
  const wasm = readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  // Handed over as an instantiator: given bytes, the loader first asks whether they are a fetch `Response`, and reading
  // the global `Response` makes Node load its fetch implementation (≈ 30 ms of every build).
  const engine = withSharedPatterns(await createOnigurumaEngine({ instantiator: async (imports) => instantiateWasm(await wasm, imports) }));
  const hl: HighlighterCore = await createHighlighterCore({ themes: [CSS_VARIABLES_THEME], langs: [], engine });
  const loaded = new Set<string>(['text']);
  // One load per grammar, however many files ask for it at once (content loads 64 files concurrently).
  const loading = new Map<string, Promise<void>>();
  // Grammar modules are imported in parallel and registered one batch at a time, in the order asked.
  let registered: Promise<void> = Promise.resolve();
  const cache = new Map<string, string>();
  const known = (lang: string) => lang === 'text' || lang in bundledLanguages;
  // Per language: the scopes of the grammars it embeds, which its rules are first built without (see LeanLanguage).
  const embeds = new Map<string, ReadonlySet<string>>();
  // Per grammar (aliases share one; Shiki makes a grammar anew when a language it embeds lazily is loaded).
  const lean = new WeakMap<object, LeanLanguage>();
  const tokens = (lang: string, code: string) => {
    if (lang !== 'text') cacheLineTokens(hl.getLanguage(lang) as unknown as TokenizingGrammar);
    return hl.codeToTokensBase(code, { lang, theme: CSS_VARIABLES_THEME.name, tokenizeTimeLimit: NO_TIME_LIMIT });
  };
  const tokensOf = (lang: string, code: string): ThemedToken[][] => {
    const hidden = embeds.get(lang);
    if (!hidden) return tokens(lang, code);
    const grammar = hl.getLanguage(lang);
    let entry = lean.get(grammar);
    if (!entry) {
      const rules = buildLeanRules(grammar, hidden);
      entry = { rules, needsEmbedded: !rules };
      lean.set(grammar, entry);
    }
    if (entry.needsEmbedded) return tokens(lang, code);
    entry.rules!.reached = false;
    const result = tokens(lang, code);
    if (!entry.rules!.reached) return result;
    // This block reached a rule whose patterns lack an embedded grammar: the grammar builds its rules again, with
    // them all (and forgets its lines), for this block and every later one.
    entry.needsEmbedded = true;
    entry.rules!.restore();
    opts.onEmbeddedNeeded?.(lang);
    return tokens(lang, code);
  };
  return {
    isKnown: known,
    async prepare(langs) {
      const unknown: string[] = [];
      const fresh: string[] = [];
      const pending: Promise<void>[] = [];
      for (const raw of langs) {
        const l = normalizeLang(raw);
        if (loaded.has(l)) continue;
        if (!known(l)) unknown.push(raw);
        else if (loading.has(l)) pending.push(loading.get(l)!);
        else if (!fresh.includes(l)) fresh.push(l);
      }
      if (fresh.length) {
        const modules = Promise.all(fresh.map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()));
        const batch = registered.then(async () => {
          // Batches run one after another, so their times add up to the wall time spent on grammars.
          const started = performance.now();
          const registrations = (await modules).flatMap((m, i) => {
            const all = m.default as LanguageRegistration[];
            const own = all.at(-1)!;
            // Injections reach into other grammars' scopes from outside, which the watch does not see.
            if (!opts.eagerEmbedded && all.length > 1 && !all.some((r) => r.injectTo))
              embeds.set(fresh[i], new Set(all.map((r) => r.scopeName).filter((s) => s !== own.scopeName)));
            return all;
          });
          await hl.loadLanguage(...registrations);
          fresh.forEach((l) => loaded.add(l));
          opts.onGrammars?.(fresh.length, performance.now() - started);
        });
        // A grammar that fails to load fails the files that need it, not every later batch.
        registered = batch.catch(() => {});
        fresh.forEach((l) => loading.set(l, batch));
        pending.push(batch);
      }
      await Promise.all(pending);
      return unknown;
    },
    highlight(code, lang, lines) {
      const l = loaded.has(lang) ? lang : 'text';
      const key = `${l}\u0000${[...lines].join(',')}\u0000${code}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const html = tokensToHtml(tokensOf(l, code), lines);
      // Bounded, oldest out first: it serves blocks repeated across pages and `fe-docs dev` re-renders, while a large
      // site's thousands of distinct blocks would otherwise stay in every worker's memory to the end of the build.
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, html);
      return html;
    },
  };
}

/**
 * The highlighter with the site's own names for languages (`code.aliases`): a name is looked up there first, then
 * as usual. Unknown names are returned as written.
 */
export function withLanguageAliases(h: CodeHighlighter, aliases: Readonly<Record<string, string>> | undefined): CodeHighlighter {
  if (!aliases || !Object.keys(aliases).length) return h;
  const own = new Map(Object.entries(aliases).map(([k, v]) => [k.toLowerCase(), v]));
  const resolve = (lang: string) => own.get(lang.toLowerCase()) ?? lang;
  return {
    async prepare(langs) {
      const asked = [...langs];
      const unknown = new Set(await h.prepare(asked.map(resolve)));
      return asked.filter((l) => unknown.has(resolve(l)));
    },
    highlight: (code, lang, lines) => h.highlight(code, normalizeLang(resolve(lang)), lines),
    isKnown: (lang) => h.isKnown(normalizeLang(resolve(lang))),
  };
}

/**
 * A language whose grammar embeds others (Ruby's heredocs embed HTML, CSS, JavaScript, SQL, C++… 12 grammars and
 * their own embeddings, 31 in all; HTTP embeds JSON, XML, GraphQL, shell) builds its rules without them: a grammar
 * builds the rules of every grammar it reaches on its first line, which for tessera's one Ruby block (no heredoc) was
 * most of its cost; highlighting tessera's 186 blocks from cold went from 1.64–1.70 to 1.38–1.45 CPU-s (`node
 * --no-opt`, load 12, notes/bench-notes/smallsite.md). The embedded grammars are still
 * registered, as before, for every other grammar that includes them (Markdown's fences find whatever is loaded);
 * only this language's own grammar sees them as empty grammars. It tokenises exactly as with them until the tokenizer
 * searches with a rule whose patterns lack one (embedded-rules.ts watches those rules); the first block that does is
 * tokenised again by the grammar with its rules built anew, with them all, as is every later block of the language.
 */
interface LeanLanguage {
  /** Undefined when the grammar had built its rules before (then with everything). */
  rules: LeanGrammar | undefined;
  needsEmbedded: boolean;
}

/**
 * For `fe-docs check`, which reports problems and never shows the HTML: the same language checks (unknown names are
 * returned), the same markup without token colours, and neither the Oniguruma engine nor a grammar is loaded (the
 * largest fixed cost of a small site: ≈1.5 CPU-s for 14 languages).
 */
export function createPlainHighlighter(): CodeHighlighter {
  const known = (lang: string) => lang === 'text' || lang in bundledLanguages;
  return {
    isKnown: known,
    async prepare(langs) {
      return [...langs].filter((raw) => !known(normalizeLang(raw)));
    },
    highlight(code, _lang, highlighted) {
      const lines = code.split(/\r?\n/);
      if (lines.length > 1 && lines.at(-1) === '') lines.pop();
      const body = lines.map(
        (line, i) =>
          `${highlighted.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">'}${line ? `<span>${escapeText(line)}</span>` : ''}</span>`,
      );
      return PRE_OPEN + body.join('\n') + '</code></pre>';
    },
  };
}

/** TextMate's font style bits (vscode-textmate's FontStyle, not a dependency of ours). */
const FontStyle = { Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;
const PRE_OPEN = `<pre class="shiki ${CSS_VARIABLES_THEME.name}" tabindex="0"><code>`;
const COLOR_VARIABLE = /^var\(--shiki-([a-z-]+)\)$/;
const WHITESPACE = /^\s+$/;

/**
 * The markup Shiki's codeToHtml gives (whitespace tokens merged into the next token, `line` spans), written
 * straight from the tokens: building and serialising a tree of every span cost a third of the highlighting time.
 * A token coloured by a theme variable gets its short class; anything else keeps Shiki's inline style.
 */
function tokensToHtml(tokenLines: ThemedToken[][], highlighted: ReadonlySet<number>): string {
  let html = PRE_OPEN;
  tokenLines.forEach((line, i) => {
    if (i) html += '\n';
    html += highlighted.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    let carry = '';
    line.forEach((token, j) => {
      const decorated = !!token.fontStyle && (token.fontStyle & (FontStyle.Underline | FontStyle.Strikethrough)) !== 0;
      if (!decorated && j + 1 < line.length && WHITESPACE.test(token.content)) {
        carry += token.content;
        return;
      }
      if (carry && decorated) html += `<span>${escapeText(carry)}</span>`;
      html += `<span${tokenAttributes(token)}>${escapeText(decorated ? token.content : carry + token.content)}</span>`;
      carry = '';
    });
    html += '</span>';
  });
  return html + '</code></pre>';
}

function tokenAttributes(token: ThemedToken): string {
  const variable = token.color && !token.bgColor && !token.fontStyle ? COLOR_VARIABLE.exec(token.color)?.[1] : undefined;
  if (variable) return ` class="${tokenClass(variable)}"`;
  const style: string[] = [];
  if (token.color) style.push(`color:${token.color}`);
  if (token.bgColor) style.push(`background-color:${token.bgColor}`);
  if (token.fontStyle) {
    if (token.fontStyle & FontStyle.Italic) style.push('font-style:italic');
    if (token.fontStyle & FontStyle.Bold) style.push('font-weight:bold');
    const decorations = [token.fontStyle & FontStyle.Underline && 'underline', token.fontStyle & FontStyle.Strikethrough && 'line-through'].filter(Boolean);
    if (decorations.length) style.push(`text-decoration:${decorations.join(' ')}`);
  }
  return style.length ? ` style="${escapeAttribute(style.join(';'))}"` : '';
}

/** As hast-util-to-html writes text and attribute values. */
const escapeText = (s: string) => s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;');

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
