import { SITE_DATA_ID, type ClientSiteData } from '../shared/constants';
import { onEachPage } from './page-events';
import { initLiveReload } from './live-reload';

/** `true` in the bundle `fe-docs dev` serves, `false` in builds (esbuild define), so live reload is left out of them. */
declare const __FE_DOCS_DEV__: boolean;

/** Runs `fn` for the current page and for every page a client-side navigation brings in (page-events.ts). */
export type OnEachPage = (fn: () => void) => void;

/**
 * One behaviour of the browser runtime: started once when the page loads (`init`), or a chunk of its own (`load`, an
 * `import()`) loaded once by the first page that holds `selector`, checked again after each client-side navigation. A
 * chunk is handed `onEachPage`: importing page-events itself would split that module into a chunk every page loads.
 */
export type ClientFeature =
  | { readonly name: string; readonly init: () => void }
  | { readonly name: string; readonly selector: string; readonly load: (onEachPage: OnEachPage) => Promise<unknown> };

/** The site data the build wrote into the page (shared/constants.ts). */
export const readSiteData = (): ClientSiteData => JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? '{}') as ClientSiteData;

/**
 * Browser runtime: progressive enhancement of the server-rendered HTML (the content is never sent a second time as
 * data). The features start in the order given (the composition root, src/app/main.ts, gives the engine's and the
 * site format's); features that depend on the current page listen for the `fe-docs:page` event, dispatched on
 * `document` after every client-side navigation. Then the islands' loader and, in `fe-docs dev`, live reload.
 */
export function startClient(data: ClientSiteData, features: readonly ClientFeature[]): void {
  for (const f of features) 'init' in f ? start(f.name, f.init) : chunkFor(f.name, f.selector, f.load);
  // Islands hydrate through their own loader; a page that has none but navigates to one loads it then.
  if (data.islands) document.addEventListener('fe-docs:page', () => void (document.querySelector('fe-island') && import(data.islands!)));
  if (__FE_DOCS_DEV__ && data.dev) start('live reload', () => initLiveReload(data));
}

/** One broken feature must not take the others (or the page, which works without script) down with it. */
function start(name: string, init: () => void): void {
  try {
    init();
  } catch (e) {
    console.error(`[fe-docs] ${name} failed to start:`, e);
  }
}

function chunkFor(name: string, selector: string, load: (onEachPage: OnEachPage) => Promise<unknown>): void {
  let loaded: Promise<unknown> | undefined;
  start(name, () => onEachPage(() => void (document.querySelector(selector) && (loaded ??= load(onEachPage)))));
}
