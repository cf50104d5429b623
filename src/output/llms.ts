import type { SiteConfig } from '../config/types.js';
import { isUnlistedMeta, listedPosts } from '../routes/unlisted.js';
import type { ContentGraph } from '../content/types.js';
import { absoluteUrl } from '../routes/permalink.js';
import type { RouteTable } from '../routes/types.js';

/**
 * llms.txt (https://llmstxt.org): the site's title, summary and a link list of every doc with its plain Markdown
 * copy, which is written beside each doc page as index.md.
 */
export function llmsTxt(config: SiteConfig, graph: ContentGraph, table: RouteTable): string {
  const abs = (u: string) => absoluteUrl(config, u);
  const lines = [`# ${config.title}`, '', `> ${config.tagline}`, ''];
  const byArea = new Map<string, string[]>();
  for (const d of llmsDocs(config, graph, table)) {
    const url = table.urlOfSource.get(d.source)!;
    const list = byArea.get(d.area) ?? [];
    list.push(`- [${d.title}](${abs(markdownCopyUrl(url))})${d.meta.description ? `: ${d.meta.description}` : ''}`);
    byArea.set(d.area, list);
  }
  for (const [area, list] of byArea) lines.push(`## ${area === 'default' ? 'Docs' : area}`, '', ...list, '');
  if (graph.posts.length) {
    lines.push('## Blog', '');
    for (const p of listedPosts(config, graph.posts).slice(0, 50)) lines.push(`- [${p.title}](${abs(table.urlOfSource.get(p.source)!)}) (${p.date})`);
    lines.push('');
  }
  if (graph.apis.length) {
    lines.push('## API', '');
    for (const a of graph.apis) lines.push(`- [${a.document.info.title} ${a.document.info.version}](${abs(`/openapi/${a.id}.yaml`)}): OpenAPI definition`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The docs llms.txt lists, grouped by docs area in the order of their first doc: llms-full.txt gives them in this order. */
export function llmsDocs(config: SiteConfig, graph: ContentGraph, table: RouteTable): ContentGraph['docs'] {
  const byArea = new Map<string, ContentGraph['docs']>();
  for (const d of graph.docs) {
    if (!table.urlOfSource.get(d.source) || isUnlistedMeta(config, d.meta)) continue;
    const list = byArea.get(d.area) ?? [];
    list.push(d);
    byArea.set(d.area, list);
  }
  return [...byArea.values()].flat();
}

/** `/docs/x` → `/docs/x/index.md`. */
export function markdownCopyUrl(url: string): string {
  return url.replace(/\/?$/, '/') + 'index.md';
}
