import type { ClientSiteData } from '../shared/constants';
import { offlineModeWanted, watchInstallation } from './pwa/activation';
import { showUpdatePopup } from './pwa/update-popup';
import { activateUpdate, registerWorker, unregisterWorker } from './pwa/worker';

/**
 * Offline mode. The service worker is registered only when offline mode is on: turned on by one of the site's
 * activation strategies (installed app, `?offlineMode=true`…) and remembered until the reader turns it off
 * (`?offlineMode=false`, or uninstalling the app that turned it on; pwa/activation.ts). Otherwise the site is a plain
 * website and a worker left by an earlier visit is removed. `<html data-offline-mode>` says which: `on` once the
 * worker is registered, `off` otherwise.
 */
export function initPwa(data: ClientSiteData): void {
  if (!('serviceWorker' in navigator)) return;
  const root = document.documentElement;
  const pwa = data.pwa;
  if (!pwa) {
    // `fe-docs dev` or pwa disabled: no worker may serve these pages.
    void turnOff(siteRoot(data));
    return;
  }
  let on = false;
  const turnOn = () => {
    if (on) return;
    on = true;
    root.dataset.offlineMode = 'pending';
    registerWorker(pwa.swUrl, pwa.scope, (waiting) => showUpdatePopup(pwa.strings, () => activateUpdate(waiting)))
      .then(() => on && (root.dataset.offlineMode = 'on'))
      .catch((e: unknown) => {
        root.dataset.offlineMode = 'off';
        console.warn('[fe-docs] offline mode: the service worker could not be registered:', e);
      });
  };
  watchInstallation(pwa.strategies, pwa.scope, {
    onActivate: turnOn,
    onUninstall: () => {
      on = false;
      root.dataset.offlineMode = 'off';
      void turnOff(pwa.scope);
    },
  });
  if (offlineModeWanted(pwa.strategies, pwa.scope)) return turnOn();
  void turnOff(pwa.scope);
}

async function turnOff(baseUrl: string): Promise<void> {
  try {
    await unregisterWorker(baseUrl);
  } catch (e) {
    console.warn('[fe-docs] offline mode: could not remove the service worker:', e);
  }
  // Only if nothing turned offline mode on meanwhile (appinstalled).
  document.documentElement.dataset.offlineMode ??= 'off';
}

/** The base URL of the whole site: a non-default locale is served under `<baseUrl><locale>/`. */
function siteRoot(data: ClientSiteData): string {
  const locale = data.currentLocale;
  if (!locale || locale === data.defaultLocale || !data.baseUrl.endsWith(`/${locale}/`)) return data.baseUrl;
  return data.baseUrl.slice(0, -(locale.length + 1));
}
