/**
 * WCAG contrast of hex colours, and shades that reach it: the theme's primary colours (output/theme-colors.ts) and
 * code tokens on highlighted lines (markdown/code-theme-css.ts).
 */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}
function toHex(c: Rgb): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Darken (on light backgrounds) or lighten (on dark ones) `color` until it reads at 4.6:1 on `bg`. */
export function readable(color: string, bg: string): string {
  if (!/^#[0-9a-f]{3,8}$/i.test(color)) return color;
  const dark = luminance(parse(bg)) < 0.5;
  let c = parse(color);
  for (let i = 0; i < 40 && contrast(toHex(c), bg) < 4.6; i++) c = c.map((v) => (dark ? v + (255 - v) * 0.1 : v * 0.9)) as Rgb;
  return toHex(c);
}

/** `color` over `bg` at `alpha` (0–1), as the browser composes a translucent background. */
export function blend(bg: string, color: string, alpha: number): string {
  const [a, b] = [parse(bg), parse(color)];
  return toHex(a.map((v, i) => v * (1 - alpha) + b[i] * alpha) as Rgb);
}
