import type { SearchChunk, SearchManifest } from '../../shared/search-index';
import type { SearchEngine } from './engine';
import type { SearchFilter, SearchProvider } from './types';

type EngineModule = typeof import('./engine');

/**
 * The local index: the engine module and the chunks of the filtered areas are fetched on first use and kept for the
 * life of the page. A failed download is forgotten, so the next search tries again.
 */
export function createLocalProvider(
  manifestUrl: string,
  loadManifest: () => Promise<SearchManifest>,
): SearchProvider & { prepare(filter: SearchFilter): Promise<void> } {
  let engine: Promise<SearchEngine> | undefined;
  const chunks = new Map<string, Promise<void>>();

  const loadEngine = () => {
    engine ??= loadManifest()
      .then((m) => import(/* @vite-ignore */ new URL(m.engine, manifestUrl).href) as Promise<EngineModule>)
      .then((mod) => mod.createEngine());
    engine.catch(() => (engine = undefined));
    return engine;
  };

  const prepare = async (filter: SearchFilter) => {
    const [manifest, eng] = await Promise.all([loadManifest(), loadEngine()]);
    const wanted = manifest.chunks.filter((c) => c.lang === filter.lang && filter.tags.includes(c.tag));
    await Promise.all(
      wanted.map((info) => {
        let p = chunks.get(info.url);
        if (!p) {
          p = fetchChunk(new URL(info.url, manifestUrl).href).then((data) => eng.add(info, data));
          p.catch(() => chunks.delete(info.url));
          chunks.set(info.url, p);
        }
        return p;
      }),
    );
  };

  return {
    prepare,
    async search(query, filter, page, perPage) {
      await prepare(filter);
      const eng = await loadEngine();
      const hits = eng.search(query, filter);
      return { total: hits.length, results: hits.slice(page * perPage, (page + 1) * perPage).map((h) => eng.view(h)) };
    },
  };
}

/** A gzipped JSON chunk; inflated here unless the server already did it (Content-Encoding: gzip). */
async function fetchChunk(url: string): Promise<SearchChunk> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(stream).text()) as SearchChunk;
  }
  return JSON.parse(new TextDecoder().decode(bytes)) as SearchChunk;
}
