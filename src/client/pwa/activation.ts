import { STORAGE_KEYS } from '../../shared/constants';
import { storage } from '../storage';

/** The query-string parameter that turns offline mode on (`true`) or off (`false`) for the browser session. */
export const OFFLINE_MODE_PARAM = 'offlineMode';

const STANDALONE_QUERY = '(display-mode: standalone), (display-mode: fullscreen), (display-mode: minimal-ui)';

/** Running as an installed app: a standalone display mode, or iOS's home-screen flag. */
function isStandalone(): boolean {
  return matchMedia(STANDALONE_QUERY).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** `?offlineMode=true` turns offline mode on for this browser session (sessionStorage), `?offlineMode=false` off. */
function queryStringAsks(): boolean {
  const value = new URLSearchParams(location.search).get(OFFLINE_MODE_PARAM);
  try {
    if (value === 'true') sessionStorage.setItem(STORAGE_KEYS.offlineMode, 'true');
    else if (value === 'false') sessionStorage.removeItem(STORAGE_KEYS.offlineMode);
    return sessionStorage.getItem(STORAGE_KEYS.offlineMode) === 'true';
  } catch {
    return value === 'true';
  }
}

/** Each activation strategy of `pwa.offlineModeActivationStrategies` (src/config/schema.ts) and its test. */
const STRATEGIES: Record<string, () => boolean> = {
  always: () => true,
  appInstalled: () => isStandalone() || storage.get(STORAGE_KEYS.appInstalled) === 'true',
  standalone: isStandalone,
  queryString: queryStringAsks,
  mobile: () => matchMedia('(pointer: coarse) and (max-width: 996px)').matches,
  saveData: () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
};

/** The strategies that currently ask for offline mode (all are evaluated: `queryString` remembers its answer). */
export function activeStrategies(strategies: readonly string[]): string[] {
  return strategies.filter((s) => STRATEGIES[s]?.());
}

/**
 * Calls `onActivate` once when offline mode becomes wanted while the page is open: the browser installed the site
 * as an app (`appinstalled`, remembered in localStorage), or the page switched to a standalone display mode.
 */
export function onLaterActivation(strategies: readonly string[], onActivate: () => void): void {
  let done = false;
  const activate = () => {
    if (done) return;
    done = true;
    onActivate();
  };
  if (strategies.includes('appInstalled')) {
    window.addEventListener('appinstalled', () => {
      storage.set(STORAGE_KEYS.appInstalled, 'true');
      activate();
    });
  }
  if (strategies.includes('appInstalled') || strategies.includes('standalone')) {
    matchMedia(STANDALONE_QUERY).addEventListener('change', (e) => e.matches && activate());
  }
}
