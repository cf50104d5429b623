/** Files whose name carries a content hash (`/assets/app-1a2b3c4d5e.js`): a new build gives them a new name. */
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache-Control for a file of the built site, by its path relative to the output folder: hashed assets are
 * cached for a year and never revalidated; everything else (HTML, feeds, images from static/) is revalidated
 * with its ETag on every use, so a new build is seen at once.
 */
export function cacheControlFor(relPath: string): string {
  if (HASHED_ASSET.test(relPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function isHashedAsset(relPath: string): boolean {
  return HASHED_ASSET.test(relPath);
}
