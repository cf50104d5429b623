import type { ContentGraph } from '../content/types.js';
import type { IslandUse } from '../markdown/types.js';

/** Every island component used by the site's content (MDX islands and interactive React pages), once each. */
export function siteIslands(graph: ContentGraph): IslandUse[] {
  const all = new Map<string, IslandUse>();
  for (const e of [...graph.docs, ...graph.posts, ...graph.pages]) {
    if ('md' in e) for (const i of e.md.islands ?? []) all.set(i.id, i);
    if ('island' in e && e.island) all.set(e.island.id, e.island);
  }
  return [...all.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
