import { STORAGE_KEYS } from '../../shared/constants';
import { storage } from '../storage';

/** The query-string parameter that turns offline mode on (`true`) or off (`false`). */
export const OFFLINE_MODE_PARAM = 'offlineMode';

/** The remembered choice after `?offlineMode=false`: off, whatever the strategies say, until turned on again. */
const OFF = 'off';

const STANDALONE_QUERY = '(display-mode: standalone), (display-mode: fullscreen), (display-mode: minimal-ui)';

/** Running as an installed app: a standalone display mode, or iOS's home-screen flag. */
function isStandalone(): boolean {
  return matchMedia(STANDALONE_QUERY).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Each activation strategy of `pwa.offlineModeActivationStrategies` (src/config/schema.ts) and its test. `queryString`
 * is read by `offlineModeWanted` itself: the parameter is a choice to remember, not a state of the browser.
 */
const STRATEGIES: Record<string, () => boolean> = {
  always: () => true,
  appInstalled: () => isStandalone() || storage.get(STORAGE_KEYS.appInstalled) === 'true',
  standalone: isStandalone,
  queryString: () => false,
  mobile: () => matchMedia('(pointer: coarse) and (max-width: 996px)').matches,
  saveData: () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
};

/**
 * The reader's offline mode on this site, kept in localStorage under the worker's scope (two sites on one origin have
 * their own): the strategy that turned it on, or `off`. Once on, offline mode stays on, in every tab and offline too,
 * until the reader turns it off: a tab opened without network must not remove the worker that serves it (a tab's
 * sessionStorage starts empty, so a choice kept there was lost in each new tab).
 */
function choiceKey(scope: string): string {
  return `${STORAGE_KEYS.offlineMode}:${scope}`;
}

/**
 * Whether this page turns offline mode on, and the choice remembered for the next ones: `?offlineMode=false` turns it
 * off (for any site), `?offlineMode=true` on (when `queryString` is a strategy); then a remembered strategy the site
 * still lists keeps it on; else the first strategy that applies now turns it on and is remembered.
 */
export function offlineModeWanted(strategies: readonly string[], scope: string): boolean {
  const key = choiceKey(scope);
  const param = new URLSearchParams(location.search).get(OFFLINE_MODE_PARAM);
  let choice = storage.get(key);
  if (param === 'false') choice = OFF;
  else if (param === 'true' && strategies.includes('queryString')) choice = 'queryString';
  if (choice === OFF) {
    storage.set(key, OFF);
    return false;
  }
  if (choice && strategies.includes(choice)) {
    storage.set(key, choice);
    return true;
  }
  const active = strategies.find((s) => STRATEGIES[s]?.());
  if (active) {
    storage.set(key, active);
    return true;
  }
  // A strategy the site no longer lists (or none): offline mode is off, and may come on again by a strategy.
  if (choice) storage.remove(key);
  return false;
}

/**
 * Installing and uninstalling the site as an app while a page is open. `appinstalled` (remembered in localStorage,
 * as Docusaurus' PWA plugin does) or a switch to a standalone display mode calls `onActivate`, once. The browser
 * offering to install the site again (`beforeinstallprompt`) means the app was uninstalled: offline mode that the
 * installation turned on is turned off (`onUninstall`), as Docusaurus does; one the reader turned on otherwise stays.
 */
export function watchInstallation(strategies: readonly string[], scope: string, on: { onActivate: () => void; onUninstall: () => void }): void {
  const key = choiceKey(scope);
  let activated = false;
  const activate = (strategy: string) => {
    if (activated) return;
    activated = true;
    const choice = storage.get(key);
    // An installation is a new choice: it turns offline mode on even after `?offlineMode=false`.
    if (!choice || choice === OFF || !strategies.includes(choice)) storage.set(key, strategy);
    on.onActivate();
  };
  if (strategies.includes('appInstalled')) {
    window.addEventListener('appinstalled', () => {
      storage.set(STORAGE_KEYS.appInstalled, 'true');
      activate('appInstalled');
    });
    window.addEventListener('beforeinstallprompt', () => {
      storage.remove(STORAGE_KEYS.appInstalled);
      if (storage.get(key) !== 'appInstalled') return;
      storage.remove(key);
      activated = false;
      on.onUninstall();
    });
  }
  if (strategies.includes('appInstalled') || strategies.includes('standalone')) {
    const strategy = strategies.includes('appInstalled') ? 'appInstalled' : 'standalone';
    matchMedia(STANDALONE_QUERY).addEventListener('change', (e) => e.matches && activate(strategy));
  }
}
