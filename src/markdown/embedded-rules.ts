import { forgetLineTokens } from './line-token-cache.js';

/**
 * vscode-textmate's rules and grammar as a Grammar holds them (`@shikijs/vscode-textmate`, not a dependency of ours).
 * A grammar builds all its rules, and those of every grammar it includes, on its first tokenised line; rules with a
 * pattern list (the root, include-only rules, begin/end and begin/while rules) hold their patterns' rule ids.
 */
interface Rule {
  patterns?: number[];
  _begin?: unknown;
  _match?: unknown;
  compile?: (...args: unknown[]) => unknown;
  compileAG?: (...args: unknown[]) => unknown;
}

interface RuleDescription {
  id?: number;
  patterns?: unknown[];
}

interface GrammarInternals {
  _rootId: number;
  _lastRuleId: number;
  _ruleId2desc: (Rule | null)[];
  _includedGrammars: Record<string, unknown>;
  _injections: unknown;
  /** The grammar's own copy of its raw grammar, which the rule factory marks with rule ids. */
  _grammar: unknown;
  tokenizeLine2(lineText: string, prevState: unknown): unknown;
  /** How the rule factory finds another grammar's rules (`include: source.sql`) while building the rules. */
  getExternalGrammar(scopeName: string, repository: unknown): unknown;
}

export interface LeanGrammar {
  grammar: unknown;
  /** Set when the tokenizer searched with a rule whose patterns lack a hidden grammar; the caller resets it. */
  reached: boolean;
  /** Turns the grammar back into one that has not built its rules, so that its next line builds them all. */
  restore(): void;
}

/**
 * Builds a grammar's rules with each `hidden` grammar as an empty one, and watches them. The tokenizer searches a
 * line with the patterns of the rule on top of its stack (or of an injection, or of a capture it re-tokenises),
 * gathered from the rule's pattern list and, through include-only rules, theirs (a begin/end, begin/while or match
 * rule gives its first pattern only), each time through the rule's `compile` or `compileAG`. An empty grammar's
 * rule gives no patterns but keeps its place, so a rule that does not reach one through include-only rules searches
 * with the same patterns, in the same order, as with the real grammar, and begins, ends and captures the same: the
 * tokens are the same as long as no other rule is searched with. Those others set `reached`.
 * Returns undefined for a grammar whose rules are already built.
 */
export function buildLeanRules(grammar: unknown, hidden: ReadonlySet<string>): LeanGrammar | undefined {
  const g = grammar as GrammarInternals;
  if (g._rootId !== -1) return undefined;
  // Before the rule factory marks it: what `restore` gives back.
  const pristine = structuredClone(g._grammar);
  const empties = new Set<RuleDescription>();
  const emptyGrammars = new Map<string, unknown>();
  const emptyGrammar = (scopeName: string) => {
    let made = emptyGrammars.get(scopeName);
    if (!made) {
      const descriptions = new Map<string, RuleDescription>();
      const repository = new Proxy(
        {},
        {
          get: (_, name) => {
            if (typeof name !== 'string') return undefined;
            let d = descriptions.get(name);
            if (!d) {
              d = { patterns: [] };
              descriptions.set(name, d);
              empties.add(d);
            }
            return d;
          },
        },
      );
      made = { scopeName, patterns: [], repository };
      emptyGrammars.set(scopeName, made);
    }
    return made;
  };
  const find = g.getExternalGrammar;
  g.getExternalGrammar = (scopeName, repository) => (hidden.has(scopeName) ? emptyGrammar(scopeName) : find.call(g, scopeName, repository));
  // The rules are built on the first line; the prototype's method skips the line cache (line-token-cache.ts).
  Object.getPrototypeOf(g).tokenizeLine2.call(g, '', null);

  const rules = g._ruleId2desc;
  const lean: LeanGrammar = {
    grammar,
    reached: false,
    restore() {
      delete (g as Partial<GrammarInternals>).getExternalGrammar;
      g._grammar = pristine;
      g._rootId = -1;
      g._lastRuleId = 0;
      g._ruleId2desc = [null];
      g._includedGrammars = {};
      g._injections = null;
      forgetLineTokens(g);
    },
  };
  // Watched: the empty grammars' rules and every rule that reaches one through include-only rules, found backwards.
  const includedBy = new Map<number, number[]>();
  rules.forEach((rule, id) => {
    for (const child of rule?.patterns ?? []) {
      const c = rules[child];
      if (!c?.patterns || c._begin !== undefined || c._match !== undefined) continue;
      const parents = includedBy.get(child);
      if (parents) parents.push(id);
      else includedBy.set(child, [id]);
    }
  });
  const queue = [...empties].map((d) => d.id).filter((id): id is number => id !== undefined);
  const watched = new Set(queue);
  for (let i = 0; i < queue.length; i++)
    for (const parent of includedBy.get(queue[i]) ?? [])
      if (!watched.has(parent)) {
        watched.add(parent);
        queue.push(parent);
      }
  for (const id of watched) {
    const rule = rules[id]!;
    for (const method of ['compile', 'compileAG'] as const) {
      const original = rule[method];
      if (!original) continue;
      rule[method] = function (this: Rule, ...args: unknown[]) {
        lean.reached = true;
        return original.apply(this, args);
      };
    }
  }
  return lean;
}
