import path from 'node:path';

/** Each site's base URL, by its root, set when its config is loaded: URLs made while bundling its code start with it. */
const baseUrls = new Map<string, string>();

export function setSiteBaseUrl(root: string, baseUrl: string): void {
  baseUrls.set(path.resolve(root), baseUrl.replace(/\/?$/, '/'));
}

/** The site's base URL (`/`, `/docs/`), ending in `/`; `/` before its config is loaded. */
export function siteBaseUrl(root: string): string {
  return baseUrls.get(path.resolve(root)) ?? '/';
}
