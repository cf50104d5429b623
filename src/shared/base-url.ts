const HAS_PROTOCOL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const isExternalUrl = (url: string) => HAS_PROTOCOL.test(url);

/**
 * Docusaurus' `useBaseUrl` rule, the same at build time and in the browser: site paths get the base URL once;
 * external URLs and `#hash` stay as they are.
 */
export function withBaseUrl(baseUrl: string, url: string, opts: { forcePrependBaseUrl?: boolean; absolute?: boolean; siteUrl?: string } = {}): string {
  if (!url || url.startsWith('#') || HAS_PROTOCOL.test(url)) return url;
  if (opts.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const p = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return opts.absolute ? (opts.siteUrl ?? '').replace(/\/$/, '') + p : p;
}
