// In-page parts of the look comparison (bench/docusaurus-look/run.ts): the computed-style probes that say whether a
// page "looks like itself", and the pixel difference of two screenshots, computed in Chromium with a canvas.
import type { Page } from 'playwright-core';
import { document, window } from '../../test/e2e/client/browser-globals.js';

/** What a reader sees of a site's identity on one page, as computed styles (colours as #rrggbb[aa]). */
export interface LookProbes {
  /** The navbar's own background, or the first opaque one of its ancestors. */
  navbarBg: string;
  /** The colour of the first navbar link that is not the brand (hidden ones too: the phone width hides them). */
  navbarLink: string;
  /** `--ifm-color-primary` as the page resolves it on the root element ('' when the page does not define it). */
  primary: string;
  /** The colour of the first link in the content (what the primary colour is for). */
  contentLink: string;
  /** The navbar's logo: its file name when it is shown and loaded, 'missing' or 'not loaded'. */
  logo: string;
  /** The first code block's background (first opaque one, itself or an ancestor) and text colour. */
  codeBg: string;
  codeFg: string;
  /** The first family of the content's paragraphs. */
  font: string;
  /** The page background (body, else root element). */
  pageBg: string;
}

export const PROBE_KEYS: (keyof LookProbes)[] = ['navbarBg', 'navbarLink', 'primary', 'contentLink', 'logo', 'codeBg', 'codeFg', 'font', 'pageBg'];

/**
 * Runs in the page. Both themes' markup: Docusaurus' (`nav.navbar`, `.navbar__link`, `.navbar__brand`, `article`,
 * `.theme-doc-markdown`) and fe-docs' (`header.navbar`, `.navbar-link`, `.navbar-brand`, `.doc-content`).
 */
const probe = (): Record<string, string> => {
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const css = (e: any) => window.getComputedStyle(e);
  const transparent = (c: string) => !c || c === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(c);
  const opaqueBg = (e: any): string => {
    for (let n = e; n; n = n.parentElement) {
      const c = css(n).backgroundColor;
      if (!transparent(c)) return c;
    }
    return 'transparent';
  };
  const navbar = document.querySelector('nav.navbar, header.navbar, .navbar');
  const link = navbar?.querySelector('a.navbar__link, a.navbar-link, .navbar__item a, .navbar-items a:not(.navbar-brand)');
  const brand = navbar?.querySelector('.navbar__brand, .navbar-brand');
  // The shown one: a logo with a dark image is two <img>, one hidden per colour mode (both builds).
  const logo: any = [...(brand?.querySelectorAll('img') ?? [])].find((img: any) => css(img).display !== 'none') ?? brand?.querySelector('img');
  const content = document.querySelector('.theme-doc-markdown, .markdown, .doc-content, article') ?? document.querySelector('main') ?? document.body;
  const contentLink = [...content.querySelectorAll('a[href]')].find(
    (a: any) => !a.closest('nav, .hash-link, .table-of-contents, .toc') && !a.classList.contains('hash-link') && a.textContent.trim(),
  );
  const pre = document.querySelector('main pre, article pre');
  const p = content.querySelector('p') ?? content;
  const html = document.documentElement;
  return {
    navbarBg: navbar ? opaqueBg(navbar) : 'no navbar',
    navbarLink: link ? css(link).color : 'no link',
    primary: css(html).getPropertyValue('--ifm-color-primary').trim(),
    contentLink: contentLink ? css(contentLink).color : 'no link',
    logo: !logo ? 'missing' : logo.complete && logo.naturalWidth > 0 ? (logo.currentSrc || logo.src).split('/').pop() : 'not loaded',
    codeBg: pre ? opaqueBg(pre) : 'no code',
    codeFg: pre ? css(pre.querySelector('span[style], span[class*="token"]') ?? pre).color : 'no code',
    font: css(p).fontFamily.split(',')[0].replace(/["']/g, '').trim(),
    pageBg: opaqueBg(document.body),
  };
};

/** `rgb(…)`/`rgba(…)` as #rrggbb or #rrggbbaa; anything else unchanged. */
export function hexColor(value: string): string {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!m) return value;
  const h = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return `#${h(+m[1])}${h(+m[2])}${h(+m[3])}${alpha < 1 ? h(alpha * 255) : ''}`;
}

export async function probeLook(page: Page): Promise<LookProbes> {
  const raw = await page.evaluate(probe);
  return Object.fromEntries(PROBE_KEYS.map((k) => [k, hexColor(raw[k] ?? '')])) as unknown as LookProbes;
}

/**
 * Runs in the page: the share of pixels that differ between two PNGs (data URLs), over the larger of the two sizes
 * (a pixel only one image has counts as different), and a PNG of the difference (differing pixels red over a faded
 * copy of the first). A pixel differs when one channel differs by more than `threshold` (0–255).
 */
const compare = async ([a, b, threshold]: [string, string, number]) => {
  const load = (src: string) =>
    new Promise<any>((resolve, reject) => {
      const img = new (window as any).Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = src;
    });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const w = Math.max(ia.width, ib.width);
  const h = Math.max(ia.height, ib.height);
  const pixels = (img: any) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#ff00ff';
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, w, h);
  };
  const da = pixels(ia);
  const db = pixels(ib);
  const out = document.createElement('canvas');
  out.width = w;
  out.height = h;
  const octx = out.getContext('2d');
  const diff = octx.createImageData(w, h);
  let different = 0;
  for (let i = 0; i < da.data.length; i += 4) {
    const d = Math.max(Math.abs(da.data[i] - db.data[i]), Math.abs(da.data[i + 1] - db.data[i + 1]), Math.abs(da.data[i + 2] - db.data[i + 2]));
    const grey = 255 - (255 - (da.data[i] + da.data[i + 1] + da.data[i + 2]) / 3) * 0.25;
    if (d > threshold) different++;
    diff.data[i] = d > threshold ? 255 : grey;
    diff.data[i + 1] = d > threshold ? 0 : grey;
    diff.data[i + 2] = d > threshold ? 0 : grey;
    diff.data[i + 3] = 255;
  }
  octx.putImageData(diff, 0, 0);
  return { percent: (100 * different) / (w * h), png: out.toDataURL('image/png') };
};

/** The pixel difference of two PNG files' bytes, computed in `page` (any page of the browser). */
export async function pixelDiff(page: Page, a: Buffer, b: Buffer, threshold = 24): Promise<{ percent: number; png: Buffer }> {
  const url = (buf: Buffer) => `data:image/png;base64,${buf.toString('base64')}`;
  const r = await page.evaluate(compare, [url(a), url(b), threshold] as [string, string, number]);
  return { percent: r.percent, png: Buffer.from(r.png.split(',')[1], 'base64') };
}
