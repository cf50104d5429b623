import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type SharpModule from 'sharp';
import type { SiteConfig } from '../../config/types.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { cacheEnabled, hashKey, openDiskCache } from '../../core/disk-cache.js';
import { iconSource } from '../../config/pwa-icon-source.js';
import { iconFileDiagnostic } from '../../check/static-files.js';

export { iconSource };

export interface AppIcon {
  /** Output path, relative to the output folder. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple';
  png: Buffer;
}

export const APPLE_TOUCH_ICON = 'pwa/apple-touch-icon.png';

/** The icon sizes browsers ask for: 192 and 512 (Chrome's install prompt and splash), a maskable 512, and iOS's 180. */
const ICONS: { file: string; size: number; purpose: AppIcon['purpose'] }[] = [
  { file: 'pwa/icon-192.png', size: 192, purpose: 'any' },
  { file: 'pwa/icon-512.png', size: 512, purpose: 'any' },
  { file: 'pwa/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: APPLE_TOUCH_ICON, size: 180, purpose: 'apple' },
];

/** Part of the icon cache key: change it when renderIcon draws differently. */
const ICONS_VERSION = 'icons-1';

/** Share of a maskable icon the logo may fill: launchers crop to a circle of 80 % of the side. */
const MASKABLE_LOGO_SHARE = 0.8;

/** Render the app icons from the site's logo (SVG or raster, in the static folder) as PNG files. */
export async function renderAppIcons(config: SiteConfig): Promise<{ icons: AppIcon[]; diagnostics: Diagnostic[] }> {
  const source = iconSource(config);
  if (!source) {
    return {
      icons: [],
      diagnostics: [
        diagnostic('pwa-icon', 'The web app manifest has no icons: the site has no `navbar.logo`, `favicon` or `pwa.icon`.', {
          severity: 'warning',
          position: config.source.locate(['pwa']),
          hint: 'Browsers only offer to install a site with icons. Set `pwa.icon: img/logo.svg` (a square SVG or PNG in the static folder).',
        }),
      ],
    };
  }
  const where = config.source.locate(source.configPath);
  if (/^[a-z]+:/i.test(source.src)) {
    return {
      icons: [],
      diagnostics: [
        diagnostic('pwa-icon', `The app icons cannot be made from \`${source.src}\`: it is not a file of the site.`, {
          severity: 'warning',
          position: where,
          hint: 'Set `pwa.icon` to a square SVG or PNG in the static folder, e.g. `img/logo.svg`.',
        }),
      ],
    };
  }
  const file = path.resolve(config.root, config.static.path, source.src.replace(/^\//, ''));
  let input: Buffer;
  try {
    input = await readFile(file);
  } catch (e) {
    return { icons: [], diagnostics: [iconFileDiagnostic(config, source, (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'denied')] };
  }
  // The PNGs depend only on the image and the background: a rebuild with the project cache kept reuses them and
  // loads neither sharp nor its native library (0.2–0.6 s of every build of this site).
  const cache = cacheEnabled() ? openDiskCache(config.root, 'pwa-icons') : undefined;
  const key = hashKey(ICONS_VERSION, JSON.stringify(ICONS), config.pwa.backgroundColor, input);
  const cached = await cache?.get<{ file: string; png: string }[]>(key);
  if (cached && cached.length === ICONS.length) return { icons: ICONS.map((i, n) => ({ ...i, png: Buffer.from(cached[n].png, 'base64') })), diagnostics: [] };
  const sharp = await loadSharp();
  if (!sharp) {
    return {
      icons: [],
      diagnostics: [
        diagnostic('pwa-icon', `The app icons cannot be made from \`${source.src}\`: the optional package \`sharp\` is not installed.`, {
          severity: 'warning',
          position: where,
          hint: 'Install it beside fe-docs (`npm install sharp`) to get installable-app icons, or set `pwa.enabled: false`.',
        }),
      ],
    };
  }
  try {
    const icons = await Promise.all(ICONS.map(async (i) => ({ ...i, png: await renderIcon(sharp, input, i.size, i.purpose, config.pwa.backgroundColor) })));
    await cache?.set(
      key,
      icons.map((i) => ({ file: i.file, png: i.png.toString('base64') })),
    );
    return { icons, diagnostics: [] };
  } catch (e) {
    // A `pwa.icon` the author chose must be an image; a favicon or logo borrowed for the icons (a Docusaurus site's
    // `favicon.ico`, which sharp does not read) only costs the icons.
    const chosen = source.configPath[0] === 'pwa';
    return {
      icons: [],
      diagnostics: [
        diagnostic('pwa-icon', `The app icon image \`${source.src}\` cannot be read as an image: ${(e as Error).message}.`, {
          position: where,
          severity: chosen ? 'error' : 'warning',
          hint: chosen
            ? 'Use a valid SVG, PNG, WebP or JPEG file.'
            : 'Set `pwa.icon` to a square SVG, PNG, WebP or JPEG in the static folder (ICO files are not read), or set `pwa.enabled: false`.',
        }),
      ],
    };
  }
}

type Sharp = typeof SharpModule;

/** sharp is an optional dependency (a native binary per platform): loaded only when a site needs icons. */
async function loadSharp(): Promise<Sharp | undefined> {
  try {
    return (await import('sharp')).default;
  } catch {
    return undefined;
  }
}

async function renderIcon(sharp: Sharp, input: Buffer, size: number, purpose: AppIcon['purpose'], background: string): Promise<Buffer> {
  const logoSize = purpose === 'maskable' ? Math.round(size * MASKABLE_LOGO_SHARE) : size;
  const meta = await sharp(input).metadata();
  // Vector images are rasterised at the density that makes them exactly as large as needed, so they stay sharp.
  const density = meta.format === 'svg' && meta.width && meta.height ? Math.min(2400, (72 * logoSize) / Math.min(meta.width, meta.height)) : undefined;
  const logo = await sharp(input, density ? { density } : {})
    .resize(logoSize, logoSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  if (purpose === 'any') return sharp(logo).png({ compressionLevel: 9 }).toBuffer();
  // Maskable icons are cropped by the launcher and iOS shows transparency as black: both get a solid background.
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
