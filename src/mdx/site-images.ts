import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Images a React page, a component or a theme override may import or `require` (webpack's url-loader in Docusaurus). */
const SELF = Symbol('site-images');
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|svg)$/i;

/**
 * Images imported by the site's React code (`require('@site/static/img/logo.png').default`): the default export is
 * the file's URL in the published site, as Docusaurus gives it. A file in the static folder is published there
 * already, so its URL is its path below that folder (`/img/logo.png`). An SVG is a component in Docusaurus (SVGR):
 * here an `<img>` of the file that takes the props given, and its URL as a string. An image outside the static
 * folder is an error at the import, naming the file: fe-docs does not publish it.
 */
export function siteImagesPlugin(root: string, staticDir: string): Plugin {
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
        if (rel.startsWith('..') || path.isAbsolute(rel)) {
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
      b.onLoad({ filter: IMAGE, namespace: 'file' }, (a) => {
        const rel = path.relative(staticAbs, a.path);
        const url = JSON.stringify('/' + rel.split(path.sep).map(encodeURIComponent).join('/'));
        const contents = /\.svg$/i.test(a.path)
          ? `import { createElement } from 'react';\nconst Svg = ({ title, ...props }) => createElement('img', { src: ${url}, alt: title ?? '', ...props });\nSvg.toString = () => ${url};\nexport default Svg;\nexport const ReactComponent = Svg;`
          : `export default ${url};`;
        return { contents, loader: 'js', resolveDir: path.dirname(a.path) };
      });
    },
  };
}
