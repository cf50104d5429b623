import { createHash } from 'node:crypto';
import type { IslandUse } from '../markdown/types.js';

/**
 * Whether a React page's own compiled code (React and the theme are outside it) needs the browser: React state or
 * effects, event handlers, or content that only the browser renders (`formatNeeds`: the site format's modules of that
 * kind, a Docusaurus site's BrowserOnly, useIsBrowser).
 */
export function needsHydration(code: string, formatNeeds?: (code: string) => boolean): boolean {
  return (
    /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic)\s*\(/.test(code) ||
    /[{,]\s*on[A-Z][A-Za-z]+\s*:/.test(code) ||
    (formatNeeds?.(code) ?? false)
  );
}

/** The island of an interactive page: its source module, hydrated whole (what its `<Layout>` wraps). */
export function pageIsland(absPath: string, source: string): IslandUse {
  const name =
    source
      .replace(/^.*\//, '')
      .replace(/\.[^.]+$/, '')
      .replace(/[^A-Za-z0-9]/g, '') || 'page';
  return { id: `page-${name}-${createHash('sha1').update(absPath).digest('hex').slice(0, 8)}`, module: absPath, exportName: 'default', page: true };
}
