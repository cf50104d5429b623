import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precacheManifest } from './precache-manifest.js';
import type { SiteConfig } from '../../config/types.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { serviceWorkerSource } from './worker-bundle.js';

export const SW_FILE = 'sw.js';

/**
 * Files every build leaves out of the precache: the worker itself and files for machines rather than readers
 * (sitemap, feeds, llms.txt and the per-page Markdown copies). `pwa.exclude` adds to these.
 */
export const ALWAYS_EXCLUDED = [SW_FILE, '**/*.map', 'sitemap.xml', 'llms.txt', 'llms-full.txt', '**/*.md', '**/rss.xml', '**/atom.xml', '**/feed.json'];

/** Hashed asset names (`assets/app-0123abcd.js`): their URL changes with their content, so they need no revision. */
const HASHED_ASSET = /(^|\/)assets\/[^/]+-[0-9a-f]{8,}\.[a-z0-9]+$/;

/** Pictures: cached at run time when a page shows them (the worker's image route), unless small. */
const IMAGE = /\.(png|jpe?g|gif|webp|avif|bmp|tiff?|svg|ico|heic)$/i;
/** Audio, video, documents and archives to download: fetched from the network when asked for, never up front. */
const MEDIA = /\.(mp4|webm|ogv|ogg|mov|m4v|mp3|wav|flac|m4a|aac|pdf|zip|tar|tar\.gz|tgz|7z|rar|dmg|exe|msi|apk|deb|rpm|jar|epub|pptx?|docx?|xlsx?)$/i;
/**
 * Images up to this size are precached (icons, logos, small diagrams: ≈ what a page's chrome shows). A site that
 * publishes a folder of screenshots (a folder-wide `require.context`) would otherwise make every reader download
 * all of them when offline mode turns on: one site's offline copy was 124 MB, 1,443 files, mostly images.
 */
export const PRECACHED_IMAGE_MAX_BYTES = 8 * 1024;

/**
 * The offline copy: pages, stylesheets, scripts, fonts, data (search index, manifest), the app icons and small
 * images. Larger images are cached when first shown; media and downloads come from the network.
 */
export function isPrecached(url: string, size: number): boolean {
  if (url.startsWith('pwa/')) return true; // the app icons: the installed app shows them offline
  if (IMAGE.test(url)) return size <= PRECACHED_IMAGE_MAX_BYTES;
  return !MEDIA.test(url);
}

export interface PrecacheSummary {
  count: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

/**
 * Write sw.js into the finished output folder: every page and asset precached but for larger images and media
 * (`isPrecached`; a new build makes a new worker that waits until the reader accepts the update), hashed assets and
 * images also cached at run time, and page URLs
 * (/x, /x/, /x?query) answered from the precached /x/index.html, with the 404 page offline (src/client/sw/).
 */
export async function generateSiteServiceWorker(config: SiteConfig, outDir: string, md5Of?: (rel: string) => string | undefined): Promise<PrecacheSummary> {
  const precache = precacheManifest({
    globDirectory: outDir,
    globIgnores: [...ALWAYS_EXCLUDED, ...config.pwa.exclude],
    maximumFileSizeToCacheInBytes: config.pwa.maximumFileSizeToCacheInBytes,
    dontCacheBustURLsMatching: HASHED_ASSET,
    keep: isPrecached,
    md5Of,
  });
  await writeFile(path.join(outDir, SW_FILE), await serviceWorkerSource(config.baseUrl, precache.manifestEntries, config.root));
  const diagnostics = precache.warnings.map((w) => precacheWarning(config, w));
  return { count: precache.count, bytes: precache.size, diagnostics };
}

/** A workbox-build warning (in practice: a file over the size limit) as a diagnostic at the setting to change. */
function precacheWarning(config: SiteConfig, warning: string): Diagnostic {
  const tooLarge = /^(\S+) is ([\d.]+ \w+), and won't be precached/.exec(warning.trim());
  const limit = config.pwa.maximumFileSizeToCacheInBytes;
  const message = tooLarge
    ? `\`${tooLarge[1]}\` (${tooLarge[2]}) is larger than \`pwa.maximumFileSizeToCacheInBytes\` (${limit} bytes): it is left out of the offline copy.`
    : `Service worker: ${warning.replace(/\s+/g, ' ').trim()}`;
  return diagnostic('pwa-precache', message, {
    position: config.source.locate(['pwa', 'maximumFileSizeToCacheInBytes']),
    hint: 'Raise `pwa.maximumFileSizeToCacheInBytes`, or list the file in `pwa.exclude` to leave it out on purpose.',
  });
}
