import type { SiteConfig } from '../config/types.js';
import { contrast, readable } from '../core/contrast.js';

/**
 * CSS variables for the configured primary colours. Text uses shades adjusted until they reach 4.5:1 contrast
 * against the page background of each colour mode, so any brand colour stays readable.
 */
export function themeColorCss(config: SiteConfig): string {
  const p = config.theme.primaryColor;
  const api = config.theme.apiPrimaryColor;
  return `:root{--fe-primary:${p};--fe-primary-text:${readable(p, '#ffffff')};--fe-primary-contrast:${onColor(readable(p, '#ffffff'))};--fe-api:${api};--fe-api-text:${readable(api, '#ffffff')}}
[data-theme=dark]{--fe-primary-text:${readable(p, '#1b1b1d')};--fe-primary-contrast:${onColor(readable(p, '#1b1b1d'))};--fe-api-text:${readable(api, '#1b1b1d')}}
`;
}

/** Black or white text on a filled button of this colour, whichever contrasts more. */
function onColor(bg: string): string {
  return contrast('#ffffff', bg) >= contrast('#000000', bg) ? '#ffffff' : '#000000';
}
