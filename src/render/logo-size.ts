import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../config/types.js';

/** The navbar logo's height when the config gives no size (Infima's `.navbar__logo`: 2rem). */
const LOGO_HEIGHT = 32;

/**
 * The navbar logo's width and height attributes. Sizes the config gives are kept; otherwise the image is 32 px high
 * and as wide as its own proportions make it (a wide wordmark is not squeezed into a square, as Docusaurus' CSS sizes
 * it by height), read from the file so the attributes still reserve its space before it loads. A file that cannot be
 * read or measured (a remote URL, an unknown format) stays square.
 */
export function navbarLogoSize(config: SiteConfig): { width: number; height: number } | undefined {
  const logo = config.navbar.logo;
  if (!logo) return undefined;
  if (logo.width !== undefined || logo.height !== undefined) return { width: logo.width ?? LOGO_HEIGHT, height: logo.height ?? LOGO_HEIGHT };
  const ratio = aspectRatio(path.resolve(config.root, config.static.path, logo.src.replace(/^\//, '').split(/[?#]/)[0]));
  return { width: ratio ? Math.round(LOGO_HEIGHT * ratio) : LOGO_HEIGHT, height: LOGO_HEIGHT };
}

function aspectRatio(file: string): number | undefined {
  try {
    const { width, height } = imageSize(readFileSync(file));
    return width && height ? width / height : undefined;
  } catch {
    return undefined; // not a local image fe-docs can measure: the square default
  }
}
