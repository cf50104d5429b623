import type { SearchController } from './controller';
import { countText, failureView, fill, h, loadingView, noResultsView, segments } from './render';
import type { ResultView, SearchResponse } from './types';

/** Results shown in the box; the rest are one click away on /search. */
const MAX_RESULTS = 8;
const LIST_ID = 'search-dialog-results';

export interface SearchDialog {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

/**
 * The search box: a modal <dialog> (focus stays inside, the page behind is inert) holding a combobox input and a
 * listbox of results. Focus stays on the input; arrows move `aria-activedescendant`, Enter opens the active result.
 */
export function createSearchDialog(ctrl: SearchController): SearchDialog {
  const s = ctrl.strings;
  const input = h('input', {
    type: 'search',
    class: 'search-dialog-input',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': LIST_ID,
    'aria-label': s.placeholder,
    placeholder: s.placeholder,
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    maxlength: '256',
  });
  const closeButton = h('button', { type: 'button', class: 'search-dialog-close' }, s.close);
  const form = h('form', { class: 'search-dialog-form', role: 'search' }, input, closeButton);
  const status = h('div', { class: 'search-status', role: 'status' });
  const list = h('div', { id: LIST_ID, class: 'search-results', role: 'listbox', 'aria-label': s.results });
  const seeAll = h('a', { class: 'search-see-all', href: ctrl.searchPageUrl('') });
  seeAll.hidden = true;
  const footer = h(
    'footer',
    { class: 'search-dialog-footer' },
    h('span', {}, h('kbd', {}, '↵'), ` ${s.keySelect}`),
    h('span', {}, h('kbd', {}, '↑'), h('kbd', {}, '↓'), ` ${s.keyNavigate}`),
    h('span', {}, h('kbd', {}, 'Esc'), ` ${s.keyClose}`),
  );
  const dialog = h(
    'dialog',
    { class: 'search-dialog', 'aria-label': s.dialogLabel },
    h('div', { class: 'search-dialog-box' }, form, h('div', { class: 'search-dialog-body' }, status, list, seeAll), footer),
  );

  let results: ResultView[] = [];
  let active = -1;
  let seq = 0;
  let ready = false;
  let returnFocus: HTMLElement | null = null;

  const options = () => [...list.children] as HTMLAnchorElement[];

  function setActive(i: number, scroll: boolean) {
    const opts = options();
    active = opts.length ? (i + opts.length) % opts.length : -1;
    opts.forEach((o, j) => o.setAttribute('aria-selected', String(j === active)));
    if (active >= 0) {
      input.setAttribute('aria-activedescendant', opts[active].id);
      if (scroll) opts[active].scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function render(query: string, res: SearchResponse) {
    results = res.results;
    list.replaceChildren(
      ...results.map((r, i) =>
        h(
          'a',
          { role: 'option', id: `search-option-${i}`, class: 'search-result', href: r.url, tabindex: '-1', 'aria-selected': 'false' },
          h('span', { class: 'search-result-title' }, segments(r.title)),
          r.context && h('span', { class: 'search-result-context' }, r.context),
          r.snippet.length > 0 && h('span', { class: 'search-result-snippet' }, segments(r.snippet)),
        ),
      ),
    );
    input.setAttribute('aria-expanded', String(results.length > 0));
    setActive(0, false);
    list.scrollTop = 0;
    seeAll.hidden = res.total === 0;
    seeAll.href = ctrl.searchPageUrl(query);
    seeAll.textContent = res.total === 1 ? s.seeAllOne : fill(s.seeAll, { count: res.total });
    if (res.total > 0) {
      status.replaceChildren(h('span', { class: 'sr-only' }, countText(s, res.total)));
      return;
    }
    const mine = seq;
    status.replaceChildren();
    void ctrl.suggestions().then((sugg) => {
      if (mine === seq) status.replaceChildren(noResultsView(s, query, sugg, ctrl.reportUrl, (q) => ((input.value = q), input.focus(), void run())));
    });
  }

  function clear() {
    results = [];
    list.replaceChildren();
    status.replaceChildren();
    seeAll.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1, false);
  }

  async function run() {
    const mine = ++seq;
    const query = input.value.trim();
    if (!query) return clear();
    if (!ready && !results.length) status.replaceChildren(loadingView(s));
    try {
      const res = await ctrl.search(query, 0, MAX_RESULTS);
      if (mine !== seq) return;
      ready = true;
      render(query, res);
    } catch {
      if (mine !== seq) return;
      clear();
      status.replaceChildren(failureView(s));
    }
  }

  function choose(i: number) {
    const link = options()[i];
    if (!link) return;
    close(false);
    link.click();
  }

  function open() {
    if (!dialog.isConnected) document.body.append(dialog);
    if (dialog.open) return;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    document.documentElement.classList.add('search-open');
    input.focus();
    input.select();
    // Load the index now, while the reader types the first letters.
    ctrl.prepare().then(
      () => (ready = true),
      () => undefined,
    );
    if (input.value.trim()) void run();
  }

  function close(restoreFocus = true) {
    if (!dialog.open) return;
    dialog.close();
    document.documentElement.classList.remove('search-open');
    if (restoreFocus && returnFocus?.isConnected) returnFocus.focus();
  }

  input.addEventListener('input', () => void run());
  input.addEventListener('keydown', (e) => {
    if (e.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (results.length) setActive(active + (e.key === 'ArrowDown' ? 1 : -1), true);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (active >= 0) choose(active);
      else if (!seeAll.hidden) seeAll.click();
    }
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  closeButton.addEventListener('click', () => close());
  // Escape: closed here (not by the browser) so focus goes back where it was.
  dialog.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      close();
    },
    true,
  );
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });
  // A click on the backdrop (the dialog element itself, outside the box) closes.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) close();
  });
  list.addEventListener('mousemove', (e) => {
    const opt = (e.target as Element).closest('[role="option"]');
    const i = opt ? options().indexOf(opt as HTMLAnchorElement) : -1;
    if (i >= 0 && i !== active) setActive(i, false);
  });
  const closeOnFollow = (e: MouseEvent) => {
    if (!e.button && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey && (e.target as Element).closest('a')) close(false);
  };
  list.addEventListener('click', closeOnFollow);
  seeAll.addEventListener('click', closeOnFollow);
  document.addEventListener('fe-docs:page', () => close(false));

  return { open, close: () => close(), isOpen: () => dialog.open };
}
