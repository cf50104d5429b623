/**
 * Text rules shared by indexing and querying (pure functions, no DOM), by the language of the page:
 * - case and accent folding: `Facturación` → `facturacion` (ñ → n, ü → u);
 * - a light stemmer (J. Savoy's Spanish light stemmer, as in Lucene's SpanishLightStemmer) that joins singular and
 *   plural and the gender endings: `facturas`, `factura` → `factur`; `versiones`, `versión` → `version`;
 * - identifiers kept whole: `CreditNote` is indexed as `creditnote` (and its parts `credit`, `note`); numbers and
 *   codes (`2324`, `F001`) are never stemmed nor matched with typos;
 * - common Spanish function words are not indexed.
 * English pages get Harman's S-stemmer (plurals only: `pages` → `page`, `libraries` → `library`) and English function
 * words; other languages are folded but neither stemmed nor filtered, so no Spanish rule mangles their words.
 */

const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
const MARKS = /\p{M}/gu;
const CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}{2}/u;
const DIGIT = /\d/;

const SPANISH_STOPWORDS = new Set(
  (
    'a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era ' +
    'es esa esas ese eso esos esta estas este esto estos fue ha han hasta hay la las le les lo los mas me mi muy ni nos o os para pero ' +
    'por porque que se sea ser si sin sobre son su sus tambien te tu un una uno unos unas y ya yo'
  ).split(' '),
);

const ENGLISH_STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his if in into is it its of on or our she so than that the their them ' +
    'then there these they this those to was we were what when where which who will with you your'
  ).split(' '),
);

interface LanguageRules {
  stem: (folded: string) => string;
  stopwords: ReadonlySet<string>;
}

const NO_STOPWORDS: ReadonlySet<string> = new Set();
const RULES: Record<string, LanguageRules> = {
  es: { stem: (w) => stem(w), stopwords: SPANISH_STOPWORDS },
  en: { stem: (w) => englishStem(w), stopwords: ENGLISH_STOPWORDS },
};
const OTHER: LanguageRules = { stem: (w) => w, stopwords: NO_STOPWORDS };

/** The rules of a page language (`es-PE` → Spanish); the Spanish ones when none is given. */
function rulesOf(lang = 'es'): LanguageRules {
  return RULES[lang.toLowerCase().split('-')[0]!] ?? OTHER;
}

/** Lower case without diacritics. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Words with their offsets in `text`. */
export function words(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD)) out.push({ word: m[0], start: m.index!, end: m.index! + m[0].length });
  return out;
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Written like code: `CreditNote`, `XBuilder`, `tipo_documento`, `F001`, `2324`. */
export function isIdentifier(word: string): boolean {
  return DIGIT.test(word) || word.includes('_') || CAMEL.test(word);
}

/** Savoy's light stemmer on a folded word, extended to four-letter words. */
export function stem(w: string): string {
  const n = w.length;
  if (n >= 5) {
    const last = w[n - 1];
    if (last === 'o' || last === 'a' || last === 'e') return w.slice(0, -1);
    if (last === 's') {
      if (w.endsWith('eses')) return w.slice(0, -2);
      if (w.endsWith('ces')) return w.slice(0, -3) + 'z';
      const prev = w[n - 2];
      if (prev === 'o' || prev === 'a' || prev === 'e') return w.slice(0, -2);
    }
    return w;
  }
  // Four letters: the same endings, so `nota`/`notas` and `caso`/`casos` meet, and `usos` → `uso`, `apis` → `api`.
  if (n === 4 && ('aoe'.includes(w[3]) || (w[3] === 's' && w[2] !== 's'))) return w.slice(0, 3);
  return w;
}

/** Harman's S-stemmer on a folded word: plural endings only, never a word of three letters or fewer. */
export function englishStem(w: string): string {
  if (w.length <= 3 || !w.endsWith('s')) return w;
  if (w.endsWith('ies') && !w.endsWith('eies') && !w.endsWith('aies')) return w.slice(0, -3) + 'y';
  if (w.endsWith('es') && !w.endsWith('aes') && !w.endsWith('ees') && !w.endsWith('oes')) return w.slice(0, -1);
  if (w.endsWith('us') || w.endsWith('ss')) return w;
  return w.slice(0, -1);
}

function identifierParts(word: string): string[] {
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll}{2})/gu, '$1 $2')
    .split(/[\s_]+/)
    .filter((p) => p.length >= 2);
}

/** The terms a word of the text is indexed under (none for a function word). */
export function indexTerms(word: string, lang?: string): string[] {
  const rules = rulesOf(lang);
  const f = fold(word);
  if (DIGIT.test(f)) return [f];
  const ident = isIdentifier(word);
  if (!ident && rules.stopwords.has(f)) return [];
  const s = rules.stem(f);
  const out = [s];
  // The whole identifier as written, and the folded word when stemming changed more than its ending (luces → luz).
  if (s !== f && (ident || !f.startsWith(s))) out.push(f);
  if (ident) for (const p of identifierParts(word)) out.push(rules.stem(fold(p)));
  return [...new Set(out)];
}

export interface QueryTerm {
  term: string;
  /** An identifier or number: matched as typed (no stemming, no typo tolerance). */
  exact: boolean;
}

/**
 * A query as the index sees it. Function words are dropped, except the last word: the reader may still be typing
 * it (`lo` → `lote`).
 */
export function queryTerms(query: string, lang?: string): QueryTerm[] {
  const rules = rulesOf(lang);
  const ws = tokenize(query);
  const out: QueryTerm[] = [];
  ws.forEach((w, i) => {
    const f = fold(w);
    if (isIdentifier(w)) out.push({ term: f, exact: true });
    else if (i === ws.length - 1 || !rules.stopwords.has(f)) out.push({ term: rules.stem(f), exact: false });
  });
  return out;
}
