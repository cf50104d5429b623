import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { svgComponentModule } from './svg-component.js';

/** Images a React page, a component or a theme override may import or `require` (webpack's url-loader in Docusaurus). */
const SELF = Symbol('site-images');
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|svg)$/i;

/**
 * Images imported by the site's React code (`require('@site/static/img/logo.png').default`): the default export is
 * the file's URL in the published site, as Docusaurus gives it. A file in the static folder is published there
 * already, so its URL is its path below that folder, after the base URL (`/img/logo.png`, `/docs/img/logo.png`). An SVG is a component in Docusaurus (SVGR):
 * the SVG inline, from wherever it is (its string value is its URL, or a `data:` URL outside the static folder). Any
 * other image outside the static folder is an error at the import, naming the file: fe-docs does not publish it.
 */
export function siteImagesPlugin(root: string, staticDir: string, baseUrl = '/'): Plugin {
  const staticAbs = path.resolve(root, staticDir);
  return {
    name: 'fe-docs-site-images',
    setup(b) {
      // Checked where the image is resolved, so that an error points at the import that names it.
      b.onResolve({ filter: IMAGE }, async (a) => {
        if (a.pluginData === SELF) return undefined;
        const found = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: SELF });
        if (found.errors.length || !found.path) return { errors: found.errors };
        const rel = path.relative(staticAbs, found.path);
        if ((rel.startsWith('..') || path.isAbsolute(rel)) && !/\.svg$/i.test(found.path)) {
          const shown = path.relative(root, found.path).split(path.sep).join('/');
          return {
            errors: [
              {
                text: `The image \`${shown}\` is outside the static folder \`${staticDir}\`: fe-docs publishes images imported by React code only from there.`,
                notes: [{ text: `Move it into \`${staticDir}/\` and import it from there, or import it from an MDX file instead.` }],
              },
            ],
          };
        }
        return { path: found.path };
      });
      b.onLoad({ filter: IMAGE, namespace: 'file' }, async (a) => {
        const rel = path.relative(staticAbs, a.path);
        const published = !rel.startsWith('..') && !path.isAbsolute(rel);
        // With the base URL, as Docusaurus' URLs of bundled files have it (the page uses it as it is: `src`, `style`).
        const url = JSON.stringify(baseUrl.replace(/\/?$/, '/') + rel.split(path.sep).map(encodeURIComponent).join('/'));
        if (!/\.svg$/i.test(a.path)) return { contents: `export default ${url};`, loader: 'js', resolveDir: path.dirname(a.path) };
        const text = await readFile(a.path, 'utf8');
        const asString = published ? url : JSON.stringify(`data:image/svg+xml,${encodeURIComponent(text)}`);
        return { contents: svgComponentModule(text, asString), loader: 'js', resolveDir: path.dirname(a.path) };
      });
    },
  };
}
