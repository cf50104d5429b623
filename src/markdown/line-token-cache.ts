/**
 * A cache of tokenised lines for one vscode-textmate grammar. A line's tokens (and the state it leaves) depend only on
 * the grammar, the theme, the line's text and the state the line starts in, so a line seen before in the same state
 * is not tokenised again. Code blocks repeat lines (imports, `}`, `});`, a config key, a command): half of this site's
 * 2,245 code lines, two thirds of the 1,000-page benchmark corpus' 15,000.
 *
 * Wraps the grammar's `tokenizeLine2`, which Shiki calls line by line, so Shiki's own token conversion stays as it is.
 * States are compared on everything vscode-textmate reads when a line starts (rule, end pattern with its resolved
 * back-references, whether the begin match captured the end of line, both scope lists): stricter than its `equals`,
 * which leaves out the last two.
 */

/** vscode-textmate's StateStackImpl, the fields read here (not exported by Shiki's types). */
interface StateStack {
  parent: StateStack | null;
  ruleId: number;
  depth: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

interface ScopeList {
  parent: ScopeList | null;
  scopeName: string;
  tokenAttributes: number;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

export interface TokenizingGrammar {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineResult;
}

/** Lines kept per grammar; past it the cache starts again (a 10,000-page site must not keep every line). */
const MAX_LINES = 20_000;
/** Longer lines are tokenised every time (minified code, data: unlikely to repeat, costly to keep). */
const MAX_LINE_LENGTH = 400;

const wrapped = new WeakSet<object>();
/** Each wrapped grammar's way to drop its lines (embedded-rules.ts rebuilds a grammar's rules in place). */
const forgetters = new WeakMap<object, () => void>();

/** Drops the lines kept for a grammar whose rules are about to be built anew. */
export function forgetLineTokens(grammar: object): void {
  forgetters.get(grammar)?.();
}

/** Makes `grammar.tokenizeLine2` reuse the result of an earlier identical line in an identical state. Idempotent. */
export function cacheLineTokens(grammar: TokenizingGrammar): void {
  if (wrapped.has(grammar)) return;
  wrapped.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  let lines = new Map<string, { start: StateStack | null; result: LineResult }[]>();
  let size = 0;
  forgetters.set(grammar, () => {
    lines = new Map();
    size = 0;
  });
  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    if (lineText.length > MAX_LINE_LENGTH) return tokenize(lineText, prevState, timeLimit);
    const start = (prevState ?? null) as StateStack | null;
    const seen = lines.get(lineText);
    if (seen) for (const entry of seen) if (sameState(entry.start, start)) return entry.result;
    const result = tokenize(lineText, prevState, timeLimit);
    // A line cut short by the time limit is not the line's tokens.
    if (result.stoppedEarly) return result;
    if (size >= MAX_LINES) {
      lines = new Map();
      size = 0;
    }
    if (seen) seen.push({ start, result });
    else lines.set(lineText, [{ start, result }]);
    size++;
    return result;
  };
}

function sameState(a: StateStack | null, b: StateStack | null): boolean {
  while (a !== b) {
    if (!a || !b) return false;
    if (
      a.depth !== b.depth ||
      a.ruleId !== b.ruleId ||
      a.endRule !== b.endRule ||
      a.beginRuleCapturedEOL !== b.beginRuleCapturedEOL ||
      !sameScopes(a.nameScopesList, b.nameScopesList) ||
      !sameScopes(a.contentNameScopesList, b.contentNameScopesList)
    )
      return false;
    a = a.parent;
    b = b.parent;
  }
  return true;
}

function sameScopes(a: ScopeList | null, b: ScopeList | null): boolean {
  while (a !== b) {
    if (!a || !b || a.scopeName !== b.scopeName || a.tokenAttributes !== b.tokenAttributes) return false;
    a = a.parent;
    b = b.parent;
  }
  return true;
}
