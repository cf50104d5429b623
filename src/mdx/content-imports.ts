import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { svgComponentModule } from './svg-component.js';

/** Images an MDX file may import: the default export is the published file's URL (Docusaurus' url-loader/file-loader). */
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|svg)$/i;
/** Media and documents, which Docusaurus' file-loader publishes the same way (`require('@site/static/video/a.mp4').default`). */
const MEDIA = /\.(?:mp4|webm|ogv|mov|m4v|avi|mkv|mpe?g|wmv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;
/** Raw text imports: Vite's `./file?raw` (webpack's `!!raw-loader!./file` is mdx/webpack-loaders.ts'). */
const RAW_QUERY = /\?raw$/;

/** Where a placeholder for an imported image stands in the HTML until the page knows the URL (`fe-docs-asset:N`). */
export const ASSET_PLACEHOLDER = 'fe-docs-asset:';

/**
 * What MDX content imports besides components: partials (`./_note.md`, compiled by the MDX renderer), images (a
 * placeholder the page turns into the file's hashed URL) and raw text. JSON is esbuild's own.
 */
export function contentImportsPlugin(opts: {
  /** The compiled JavaScript of a partial (a `.md`/`.mdx` file imported by MDX). */
  partialModule(absPath: string): Promise<string>;
  /** Registers an imported image; returns its placeholder index. */
  asset(absPath: string, importer: string): number;
}): Plugin {
  return {
    name: 'fe-docs-content-imports',
    setup(b) {
      b.onResolve({ filter: RAW_QUERY }, (a) => ({ path: path.resolve(a.resolveDir, a.path.replace(RAW_QUERY, '')), namespace: 'fe-raw' }));
      b.onLoad({ filter: /.*/, namespace: 'fe-raw' }, async (a) => {
        try {
          return { contents: `export default ${JSON.stringify(await readFile(a.path, 'utf8'))};`, loader: 'js' };
        } catch {
          return { errors: [{ text: `Cannot read \`${a.path}\` (imported as raw text).` }] };
        }
      });
      b.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, async (a) => ({
        contents: await opts.partialModule(a.path),
        loader: 'js',
        resolveDir: path.dirname(a.path),
      }));
      b.onLoad({ filter: MEDIA, namespace: 'file' }, (a) => ({
        contents: `export default ${JSON.stringify(ASSET_PLACEHOLDER + opts.asset(a.path, a.path))};`,
        loader: 'js',
      }));
      b.onLoad({ filter: IMAGE, namespace: 'file' }, async (a) => {
        const i = opts.asset(a.path, a.path);
        const url = JSON.stringify(ASSET_PLACEHOLDER + i);
        // An SVG imported by MDX is a component in Docusaurus (SVGR): the SVG inline; its string value is the file's URL.
        const contents = /\.svg$/i.test(a.path) ? svgComponentModule(await readFile(a.path, 'utf8'), url) : `export default ${url};`;
        return { contents, loader: 'js', resolveDir: path.dirname(a.path) };
      });
    },
  };
}
