import type { SearchUiStrings } from '../../shared/search-index';
import type { Segment } from './types';

type Child = Node | string | null | undefined | false;

/** A small element builder; text always goes in as text nodes, never as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(c);
  return node;
}

/** Highlighted text: matched parts in <mark>. */
export function segments(segs: Segment[]): DocumentFragment {
  const frag = document.createDocumentFragment();
  for (const s of segs) frag.append(s.m ? h('mark', {}, s.t) : s.t);
  return frag;
}

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function countText(strings: SearchUiStrings, n: number): string {
  return n === 1 ? strings.countOne : fill(strings.count, { count: n });
}

/** "No results for “q”" (the query in bold), "Try searching for" + suggestions, and where to report a search that should work. */
export function noResultsView(
  strings: SearchUiStrings,
  query: string,
  suggestions: string[],
  reportUrl: string | undefined,
  onSuggestion: (s: string) => void,
): HTMLElement {
  const list = h('ul', { class: 'search-suggestions' });
  for (const s of suggestions) {
    const b = h('button', { type: 'button', class: 'search-suggestion' }, s);
    b.addEventListener('click', () => onSuggestion(s));
    list.append(h('li', {}, b));
  }
  const [before, after] = strings.noResults.split('{query}');
  return h(
    'div',
    { class: 'search-empty' },
    h('p', { class: 'search-empty-title' }, before, h('strong', {}, query), after),
    suggestions.length > 0 && h('div', { class: 'search-try' }, h('p', {}, strings.trySearching), list),
    reportUrl &&
      h(
        'p',
        { class: 'search-report' },
        `${strings.reportQuestion} `,
        h('a', { href: reportUrl, target: '_blank', rel: 'noopener noreferrer' }, strings.reportLink),
      ),
  );
}

export function failureView(strings: SearchUiStrings): HTMLElement {
  return h(
    'div',
    { class: 'search-error' },
    h('p', { class: 'search-error-title' }, strings.failed),
    h('p', { class: 'search-error-hint' }, strings.failedHint),
  );
}

export function loadingView(strings: SearchUiStrings): HTMLElement {
  return h('p', { class: 'search-loading' }, strings.loading);
}
