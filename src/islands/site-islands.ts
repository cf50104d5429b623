import type { ContentGraph } from '../content/types.js';
import type { IslandUse } from '../markdown/types.js';

/** Every island component used by the site's content, once each. */
export function siteIslands(graph: ContentGraph): IslandUse[] {
  const all = new Map<string, IslandUse>();
  for (const e of [...graph.docs, ...graph.posts, ...graph.pages]) {
    if ('md' in e) for (const i of e.md.islands ?? []) all.set(i.id, i);
  }
  return [...all.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
