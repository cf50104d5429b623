import type { ClientSiteData } from '../../shared/constants';

type PopupStrings = NonNullable<ClientSiteData['pwa']>['strings'];

const POPUP_ID = 'fe-docs-update';

/**
 * The "new version available" popup: a non-modal alert dialog in a corner of the page. Focus moves to its reload
 * button (unless the reader is typing in a field, where a keystroke must not reload the page); Escape or the dismiss
 * button closes it and gives focus back.
 */
export function showUpdatePopup(strings: PopupStrings, onReload: () => void): void {
  if (document.getElementById(POPUP_ID)) return;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const popup = document.createElement('div');
  popup.id = POPUP_ID;
  popup.className = 'pwa-update';
  popup.setAttribute('role', 'alertdialog');
  popup.setAttribute('aria-modal', 'false');
  popup.setAttribute('aria-labelledby', `${POPUP_ID}-title`);
  popup.setAttribute('aria-describedby', `${POPUP_ID}-text`);

  const title = element('p', 'pwa-update-title', strings.updateTitle);
  title.id = `${POPUP_ID}-title`;
  const text = element('p', 'pwa-update-text', strings.updateText);
  text.id = `${POPUP_ID}-text`;
  const reload = element('button', 'pwa-update-reload', strings.updateReload);
  const dismiss = element('button', 'pwa-update-dismiss', strings.updateDismiss);
  const actions = element('div', 'pwa-update-actions', '');
  actions.append(reload, dismiss);
  popup.append(title, text, actions);

  const close = () => {
    const hadFocus = popup.contains(document.activeElement);
    popup.remove();
    if (hadFocus && previous?.isConnected) previous.focus();
  };
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });
  dismiss.addEventListener('click', close);
  popup.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
  });

  document.body.append(popup);
  if (!isTyping(previous)) reload.focus();
}

function element<K extends 'p' | 'div' | 'button'>(tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text) el.textContent = text;
  if (el instanceof HTMLButtonElement) el.type = 'button';
  return el;
}

function isTyping(el: Element | null): boolean {
  return (
    !!el && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable)
  );
}
