import { DEV_EVENTS_PATH, type ClientSiteData } from '../shared/constants';
import { PAGE_EVENT } from './page-events';
import { canSwap, swapPage } from './router/swap';

/** `fe-docs dev` only (the production bundle drops this module). Mirrors src/dev/events.ts. */
interface OverlayError {
  where: string;
  code: string;
  message: string;
  hint?: string;
}
interface DevState {
  type: 'state';
  build: number;
  errors: OverlayError[];
  strings: { title: string; intro: string; close: string };
}

const OVERLAY_ID = 'fe-docs-dev-overlay';

/**
 * Live reload: a server-sent event stream tells this tab when its page changed in a new build, and sends the
 * content errors of the latest build, shown in an overlay above the last good page until fixed. A changed page
 * is swapped in place like a client-side navigation (scroll position kept, CSS and script not reloaded); a page
 * of another build of the assets is loaded again.
 */
export function initLiveReload(_data: ClientSiteData): void {
  let source: EventSource | undefined;
  const connect = (build: string) => {
    source?.close();
    source = new EventSource(`${DEV_EVENTS_PATH}?page=${encodeURIComponent(location.pathname)}&build=${encodeURIComponent(build)}`);
    source.addEventListener('reload', (e) => void refresh((JSON.parse((e as MessageEvent<string>).data) as { html?: string }).html));
    source.addEventListener('state', (e) => showErrors(JSON.parse((e as MessageEvent<string>).data) as DevState));
  };
  connect(document.documentElement.dataset.devBuild ?? '');
  // After a client-side navigation the tab shows another page, as of the current build.
  document.addEventListener(PAGE_EVENT, () => {
    if (!refreshing) connect('');
  });
}

let refreshing = false;
/** Counts refreshes: one whose page arrives after a later one started (builds in quick succession) is dropped. */
let latest = 0;

/** Swap in the new version of this page: sent with the event, or asked for. */
async function refresh(sent?: string): Promise<void> {
  const mine = ++latest;
  try {
    refreshing = true;
    let html = sent;
    if (html === undefined) {
      const res = await fetch(location.href, { cache: 'no-store' });
      if (mine !== latest) return;
      if (!res.ok) return location.reload();
      html = await res.text();
      if (mine !== latest) return;
    }
    const next = new DOMParser().parseFromString(html, 'text/html');
    if (!canSwap(next)) return location.reload();
    const [x, y] = [scrollX, scrollY];
    swapPage(next);
    document.documentElement.dataset.devBuild = next.documentElement.dataset.devBuild;
    document.dispatchEvent(new CustomEvent(PAGE_EVENT));
    scrollTo(x, y);
  } catch {
    location.reload();
  } finally {
    refreshing = false;
  }
}

function showErrors(state: DevState): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (!state.errors.length) return;
  const host = document.createElement('div');
  host.id = OVERLAY_ID;
  const root = host.attachShadow({ mode: 'open' });
  const el = (tag: string, text?: string, cls?: string) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  const style = el(
    'style',
    `.panel{position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;z-index:2147483647;background:#1b1b1d;color:#f5f6f7;border:2px solid #ff6b6b;border-radius:8px;padding:1rem 1.25rem;font:15px/1.5 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.4)}
h2{margin:0 0 .25rem;font-size:1.1rem;color:#ff9b9b}p{margin:0 0 .75rem}ul{margin:0;padding:0;list-style:none}li{margin:.5rem 0}
code{font:13px/1.4 ui-monospace,monospace;color:#ffd479}.hint{color:#c9cdd2}.rule{color:#b0b6bd}
button{position:absolute;top:.75rem;right:.75rem;font:inherit;background:#f5f6f7;color:#1b1b1d;border:0;border-radius:4px;padding:.25rem .75rem;cursor:pointer}
button:focus-visible{outline:3px solid #ffd479;outline-offset:2px}`,
  );
  const panel = el('section', undefined, 'panel');
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', 'title');
  const title = el('h2', state.strings.title);
  title.id = 'title';
  const list = el('ul');
  for (const e of state.errors) {
    const li = el('li');
    li.append(el('code', e.where), ' ', e.message, ' ', el('span', `[${e.code}]`, 'rule'));
    if (e.hint) li.append(el('br'), el('span', e.hint, 'hint'));
    list.append(li);
  }
  const close = el('button', state.strings.close);
  (close as HTMLButtonElement).type = 'button';
  const dismiss = () => host.remove();
  close.addEventListener('click', dismiss);
  panel.addEventListener('keydown', (e) => {
    if ((e as KeyboardEvent).key === 'Escape') dismiss();
  });
  panel.append(title, el('p', state.strings.intro), list, close);
  root.append(style, panel);
  document.body.append(host);
}
