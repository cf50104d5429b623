import type { DocusaurusPath } from './config-source.js';
import { asArray, type Obj, type Unsupported, type SetValue } from './map-types.js';

// The Docusaurus config adapter (map-config.ts): head tags, scripts, stylesheets and client redirects.

/** `stylesheets`, `scripts` and `headTags` → `head` (output/head-tags.ts writes them and opens the CSP for them). */
export function mapHeadTags(dz: Obj, set: SetValue, unsupported: Unsupported): void {
  const attributesOf = (v: unknown): Record<string, string | number | boolean> | undefined => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const out: Record<string, string | number | boolean> = {};
    for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') out[k] = x;
    return out;
  };
  for (const [key, target, urlKey] of [
    ['stylesheets', 'stylesheets', 'href'],
    ['scripts', 'scripts', 'src'],
  ] as const) {
    const entries: (string | Record<string, string | number | boolean>)[] = [];
    for (const [i, e] of asArray(dz[key]).entries()) {
      const attrs = typeof e === 'string' ? e : attributesOf(e);
      if (attrs && (typeof attrs === 'string' || typeof attrs[urlKey] === 'string')) entries.push(attrs);
      else
        unsupported(
          [key, i],
          `This \`${key}\` entry is neither a URL nor an object with \`${urlKey}\`; it is left out.`,
          `Write \`'https://…'\` or \`{${urlKey}: '…'}\`.`,
        );
    }
    if (entries.length) set(['head', target], entries, [key]);
  }
  const tags: { tagName: string; attributes: Record<string, string | number | boolean>; innerHTML?: string }[] = [];
  for (const [i, t] of asArray(dz.headTags).entries()) {
    const o = (t ?? {}) as Obj;
    const tagName = String(o.tagName ?? '');
    if (!['link', 'meta', 'script'].includes(tagName)) {
      unsupported(
        ['headTags', i],
        `The head tag \`<${tagName}>\` is not supported (fe-docs writes <link>, <meta> and <script> tags); it is left out.`,
        'Use a theme override for other tags.',
      );
      continue;
    }
    tags.push({ tagName, attributes: attributesOf(o.attributes) ?? {}, ...(typeof o.innerHTML === 'string' && { innerHTML: o.innerHTML }) });
  }
  // themeConfig.metadata: `<meta>` tags of every page, as Docusaurus writes them.
  for (const m of asArray((dz.themeConfig as Obj | undefined)?.metadata)) {
    const attributes = attributesOf(m);
    if (attributes && Object.keys(attributes).length) tags.push({ tagName: 'meta', attributes });
  }
  if (tags.length) set(['head', 'tags'], tags, ['headTags']);
}

/** `@docusaurus/plugin-client-redirects` → `redirects` (routes/redirects.ts writes the same pages). */
export function mapClientRedirects(o: Obj, at: DocusaurusPath, set: SetValue, unsupported: Unsupported): void {
  if (Array.isArray(o.redirects)) {
    set(['redirects', 'items'], o.redirects, [...at, 'redirects']);
    // Each item's own line, for a redirect to no page.
    for (const i of o.redirects.keys()) for (const key of ['from', 'to']) set(['redirects', 'items', i, key], undefined, [...at, 'redirects', i, key]);
  }
  for (const key of ['fromExtensions', 'toExtensions', 'createRedirects'] as const) if (o[key] !== undefined) set(['redirects', key], o[key], [...at, key]);
  for (const key of Object.keys(o))
    if (!['id', 'redirects', 'fromExtensions', 'toExtensions', 'createRedirects'].includes(key))
      unsupported(
        [...at, key],
        `The option \`${key}\` of \`@docusaurus/plugin-client-redirects\` is not supported and is ignored.`,
        'fe-docs reads `redirects`, `fromExtensions`, `toExtensions` and `createRedirects`.',
      );
}
