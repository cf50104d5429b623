import type { SearchController } from './controller';
import { countText, failureView, fill, h, loadingView, noResultsView, segments } from './render';

const PER_PAGE = 10;
/** Marks history entries this page made, so a Back between result pages re-renders instead of reloading. */
const STATE_KEY = 'feDocsSearch';

/**
 * /search: reads `q` (and `page`) from the URL, shows every result with pagination, and keeps the URL in step with
 * the input as the reader types. Without JavaScript the form still submits ?q= and the page loads empty.
 */
export function initSearchPage(getController: () => SearchController | undefined): void {
  const input = document.getElementById('search-page-input') as HTMLInputElement | null;
  const out = document.querySelector<HTMLElement>('.search-page-results');
  if (!input || !out || input.dataset.searchBound) return;
  const ctrl = getController();
  if (!ctrl) return;
  input.dataset.searchBound = 'true';
  const s = ctrl.strings;
  const heading = input.closest('main')?.querySelector('h1');
  const titleSuffix = document.title.includes(' | ') ? document.title.slice(document.title.indexOf(' | ')) : '';
  let seq = 0;

  const fromUrl = () => {
    const params = new URLSearchParams(location.search);
    return { q: params.get('q') ?? '', page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  };

  async function show(q: string, page: number) {
    const mine = ++seq;
    const query = q.trim();
    const title = query ? fill(s.resultsFor, { query }) : s.title;
    if (heading) heading.textContent = title;
    document.title = title + titleSuffix;
    if (!query) return out!.replaceChildren();
    if (!out!.childElementCount) out!.replaceChildren(loadingView(s));
    try {
      const res = await ctrl!.search(query, page - 1, PER_PAGE);
      if (mine !== seq) return;
      if (res.total === 0) {
        const sugg = await ctrl!.suggestions();
        if (mine !== seq) return;
        out!.replaceChildren(noResultsView(s, query, sugg, ctrl!.reportUrl, (x) => update(x)));
        return;
      }
      const pages = Math.ceil(res.total / PER_PAGE);
      const list = h('ol', { class: 'search-page-list', start: String((page - 1) * PER_PAGE + 1) });
      for (const r of res.results) {
        list.append(
          h(
            'li',
            { class: 'search-page-result' },
            h('h2', { class: 'search-page-result-title' }, h('a', { href: r.url }, segments(r.title))),
            r.context && h('p', { class: 'search-page-result-context' }, r.context),
            r.snippet.length > 0 && h('p', { class: 'search-page-result-snippet' }, segments(r.snippet)),
          ),
        );
      }
      const nav = pagesNav(query, page, pages);
      out!.replaceChildren(h('p', { class: 'search-page-count', tabindex: '-1' }, countText(s, res.total)), list, ...(nav ? [nav] : []));
    } catch {
      if (mine === seq) out!.replaceChildren(failureView(s));
    }
  }

  function pagesNav(query: string, page: number, pages: number): HTMLElement | null {
    if (pages < 2) return null;
    const link = (n: number, label: string, rel?: string) =>
      h('a', { href: ctrl!.searchPageUrl(query, n), class: 'search-page-link', rel, 'aria-current': n === page && !rel ? 'page' : undefined }, label);
    const nav = h('nav', { class: 'search-pagination', 'aria-label': s.pagination });
    const items = h('ul', {});
    if (page > 1) items.append(h('li', {}, link(page - 1, s.previous, 'prev')));
    for (let n = 1; n <= pages; n++) {
      // First, last and the two pages either side of the current one.
      if (n === 1 || n === pages || Math.abs(n - page) <= 2) items.append(h('li', {}, link(n, String(n))));
      else if (Math.abs(n - page) === 3) items.append(h('li', { 'aria-hidden': 'true' }, '…'));
    }
    if (page < pages) items.append(h('li', {}, link(page + 1, s.next, 'next')));
    nav.append(h('p', { class: 'sr-only' }, fill(s.pageOf, { page, count: pages })), items);
    nav.addEventListener('click', (e) => {
      const a = (e.target as Element).closest('a');
      if (!a || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      e.stopPropagation();
      history.pushState({ [STATE_KEY]: true }, '', a.href);
      const { q, page } = fromUrl();
      void show(q, page).then(() => out!.querySelector<HTMLElement>('.search-page-count')?.focus());
      out!.scrollIntoView({ block: 'start' });
    });
    return nav;
  }

  /** A new query from the input: the URL follows (replaced, not pushed: one history entry per visit). */
  function update(q: string) {
    if (input!.value !== q) input!.value = q;
    history.replaceState({ [STATE_KEY]: true }, '', q.trim() ? ctrl!.searchPageUrl(q.trim()) : ctrl!.searchPageUrl('').replace(/\?q=$/, ''));
    void show(q, 1);
  }

  input.addEventListener('input', () => update(input.value));
  input.form?.addEventListener('submit', (e) => {
    e.preventDefault();
    update(input.value);
  });
  window.addEventListener('popstate', () => {
    if (!input.isConnected) return;
    const { q, page } = fromUrl();
    input.value = q;
    void show(q, page);
  });

  const { q, page } = fromUrl();
  input.value = q;
  void show(q, page);
}
