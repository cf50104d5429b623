import type { ClientSiteData } from '../../shared/constants';
import { createController, readStrings, type SearchController } from './controller';
import { createSearchDialog, type SearchDialog } from './dialog';
import { initSearchPage } from './search-page';

/**
 * Search box and /search page. Nothing is downloaded until the reader opens the box (or lands on /search): then
 * the local index (or the hosted provider) is used. Ctrl/Cmd+K and '/' open the box, except '/' while typing.
 */
export function initSearch(data: ClientSiteData): void {
  let controller: SearchController | undefined;
  let dialog: SearchDialog | undefined;
  const getController = () => {
    if (!controller) {
      const strings = readStrings();
      if (strings) controller = createController(data, strings);
    }
    return controller;
  };
  const getDialog = () => {
    const ctrl = getController();
    if (ctrl) dialog ??= createSearchDialog(ctrl);
    return dialog;
  };

  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('.search-button');
    const d = button && getDialog();
    if (!d) return;
    e.preventDefault();
    d.open();
  });
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.isComposing) return;
    const modK = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditing(e.target);
    if (!modK && !slash) return;
    const d = getDialog();
    if (!d) return;
    e.preventDefault();
    if (modK && d.isOpen()) d.close();
    else d.open();
  });

  const onPage = () => {
    if (/Mac|iPhone|iPad/.test(navigator.userAgent)) document.querySelectorAll('.search-kbd').forEach((k) => (k.textContent = '⌘ K'));
    initSearchPage(getController);
  };
  onPage();
  document.addEventListener('fe-docs:page', onPage);
}

/** Typing in a field: '/' is a character there, not a shortcut. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}
