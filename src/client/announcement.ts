import { STORAGE_KEYS } from '../shared/constants';
import { storage } from './storage';

/**
 * The announcement bar: closing it stores two keys, "dismissed" and the bar's id. The head script hides a dismissed
 * bar before the first paint; a bar with another id (new content) is shown again and the old dismissal dropped.
 */
export function initAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('.announcement-bar');
  if (!bar) return;
  const id = bar.dataset.id ?? '';
  const root = document.documentElement;
  if (storage.get(STORAGE_KEYS.announcementId) !== id) {
    storage.remove(STORAGE_KEYS.announcementDismissed);
    delete root.dataset.announcementDismissed;
  } else if (storage.get(STORAGE_KEYS.announcementDismissed) === 'true') root.dataset.announcementDismissed = 'true';
  bar.querySelector('.announcement-close')?.addEventListener('click', () => {
    storage.set(STORAGE_KEYS.announcementDismissed, 'true');
    storage.set(STORAGE_KEYS.announcementId, id);
    root.dataset.announcementDismissed = 'true';
    // The focused button is gone: continue from the start of the page.
    document.querySelector<HTMLElement>('.navbar a, .navbar button')?.focus();
  });
}
