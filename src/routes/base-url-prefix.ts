import type { SiteConfig } from '../config/types.js';

/**
 * `url` without the site's base URL when it starts with it (`/docs/intro` → `/intro` with baseUrl `/docs/`), else
 * undefined. Docusaurus' `useBaseUrl` does not add the base URL to a link that already has it, so Docusaurus sites
 * write links and navbar items both ways; fe-docs keeps URLs without the base URL until it writes them.
 */
export function stripBaseUrl(baseUrl: string, url: string): string | undefined {
  const base = baseUrl.replace(/\/$/, '');
  if (!base || !url.startsWith(base)) return undefined;
  const rest = url.slice(base.length);
  if (rest === '') return '/';
  return /^[/?#]/.test(rest) ? (rest.startsWith('/') ? rest : '/' + rest) : undefined;
}

/** A navbar or footer href as the rest of fe-docs reads it: without a leading base URL when the site's policy says so (Docusaurus). */
export function configHref(config: Pick<SiteConfig, 'baseUrl' | 'policies'>, href: string): string {
  return (config.policies.links.configHrefs === 'strip-base-url' ? stripBaseUrl(config.baseUrl, href) : undefined) ?? href;
}
