/** Types of scripts/content-lint.mjs, the content style gate (docs/content-conventions.md, "Una sola voz"). */
export interface StyleProblem {
  line: number;
  col: number;
  found: string;
  use: string;
  rule: 'term' | 'filler' | 'link' | 'heading-mood' | 'sentence-case';
}
export const TERM_RULES: Array<[RegExp, string]>;
export const FILLER_RULES: Array<[RegExp, string]>;
export const LINK_RULES: Array<[RegExp, string]>;
export const PROPER_NOUNS: Set<string>;
export function proseOf(text: string, file?: string): string;
export function lintText(text: string, file?: string): StyleProblem[];
export function lintContent(root: string): string[];
