import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL, a module (`require('./a.png')`), or the ideal-image loader's `{ src: { src, width, height } }`. */
type IdealImageSource =
  | string
  | {
      default?: IdealImageSource;
      src?: IdealImageSource | { src?: string; width?: number; height?: number };
      preSrc?: string;
      width?: number;
      height?: number;
    };

interface ResolvedImage {
  src?: string;
  width?: number;
  height?: number;
}

function resolve(img: IdealImageSource | undefined): ResolvedImage {
  if (!img) return {};
  if (typeof img === 'string') return { src: img };
  if (img.default !== undefined) return resolve(img.default);
  const inner = typeof img.src === 'string' ? { src: img.src } : resolve(img.src as IdealImageSource | undefined);
  return { src: inner.src, width: img.width ?? inner.width, height: img.height ?? inner.height };
}

/**
 * `@theme/IdealImage` of `@docusaurus/plugin-ideal-image`: Docusaurus' version swaps a blurred placeholder for
 * responsive sizes in the browser; fe-docs publishes the image as imported and renders one lazy-loaded <img> with its
 * size when the import gives it, the alt text and the other attributes the page passes.
 */
export function IdealImage({ img, alt, ...rest }: { img?: IdealImageSource } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const { src, width, height } = resolve(img);
  return <img loading="lazy" decoding="async" {...rest} src={src} alt={alt ?? ''} width={rest.width ?? width} height={rest.height ?? height} />;
}
