import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteCodeContext } from '../stages/hooks.js';
import { svgComponentModule } from './svg-component.js';

/** Files a React page, a component or a theme override may import or `require` (webpack's url-loader in Docusaurus). */
const SELF = Symbol('site-images');
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|svg)$/i;
/**
 * The other files Docusaurus' webpack rules publish (@docusaurus/utils' `getFileLoaderUtils`), each with the folder
 * of `assets/` it goes to: fonts, audio and video (`medias`), documents and archives (`files`).
 */
const OTHER_ASSETS: [RegExp, string][] = [
  [/\.(?:woff2?|eot|ttf|otf)$/i, 'fonts'],
  [/\.(?:mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i, 'medias'],
  [/\.(?:pdf|docx?|xlsx?|zip|rar)$/i, 'files'],
];
const ASSET = new RegExp(`${IMAGE.source}|${OTHER_ASSETS.map(([re]) => re.source).join('|')}`, 'i');

/**
 * Images (and, below, fonts, media and documents) imported by the site's React code (`require('@site/static/img/logo.png').default`): the default export is
 * the file's URL in the published site, as Docusaurus gives it. A file in the static folder is published there
 * already, so its URL is its path below that folder, after the base URL (`/img/logo.png`, `/docs/img/logo.png`). An SVG is a component in Docusaurus (SVGR):
 * the SVG inline, from wherever it is (its string value is its URL, or a `data:` URL outside the static folder). Any
 * other image elsewhere in the site folder (`src/pages/img/card.png`) is published as Docusaurus' file-loader does,
 * under a name with a hash of its bytes (`/assets/images/card-1a2b3c4d.png`; noted in the session's `images`). An image outside
 * the site folder is an error at the import, naming the file: fe-docs does not publish it.
 */
/**
 * The URL (without base) a file of the site is published at, under a name with a hash of its bytes, as Docusaurus'
 * file-loader names it: images in `/assets/images/`, fonts in `/assets/fonts/`, audio and video in
 * `/assets/medias/`, any other file in `/assets/files/`. The file is noted in the session's `images` (URL → absolute
 * path), to be written with the site.
 */
export function hashedFileUrl(images: Map<string, string>, file: string): string {
  const ext = path.extname(file);
  const hash = createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 8);
  const folder = IMAGE.test(file) ? 'images' : (OTHER_ASSETS.find(([re]) => re.test(file))?.[1] ?? 'files');
  const url = `/assets/${folder}/${path.basename(file, ext)}-${hash}${ext}`;
  images.set(url, file);
  return url;
}

function insideRoot(root: string, file: string): boolean {
  try {
    const rel = path.relative(realpathSync(root), realpathSync(file));
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  } catch {
    return false;
  }
}

export function siteImagesPlugin(site: Pick<SiteCodeContext, 'root' | 'staticDir' | 'baseUrl' | 'images'>): Plugin {
  const { root, staticDir, baseUrl } = site;
  const staticAbs = path.resolve(root, staticDir);
  return {
    name: 'fe-docs-site-images',
    setup(b) {
      // Checked where the image is resolved, so that an error points at the import that names it.
      b.onResolve({ filter: ASSET }, async (a) => {
        if (a.pluginData === SELF) return undefined;
        const found = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: SELF });
        if (found.errors.length || !found.path) return { errors: found.errors };
        // The file resolved is what counts, as for webpack's rules: `require('../modules/es.iterator.zip')` (core-js)
        // is the module `es.iterator.zip.js`, not an archive.
        if (!ASSET.test(found.path)) return undefined;
        const rel = path.relative(staticAbs, found.path);
        if ((rel.startsWith('..') || path.isAbsolute(rel)) && !/\.svg$/i.test(found.path) && !insideRoot(root, found.path)) {
          const shown = path.relative(root, found.path).split(path.sep).join('/');
          return {
            errors: [
              {
                text: `The ${IMAGE.test(found.path) ? 'image' : 'file'} \`${shown}\` is outside the site folder: fe-docs publishes files imported by React code only from the site.`,
                notes: [{ text: `Move it into the site folder (\`${staticDir}/\` or beside the component) and import it from there.` }],
              },
            ],
          };
        }
        return { path: found.path };
      });
      b.onLoad({ filter: ASSET, namespace: 'file' }, async (a) => {
        const rel = path.relative(staticAbs, a.path);
        const published = !rel.startsWith('..') && !path.isAbsolute(rel);
        // With the base URL, as Docusaurus' URLs of bundled files have it (the page uses it as it is: `src`, `style`).
        const base = baseUrl.replace(/\/?$/, '/');
        const url = JSON.stringify(base + rel.split(path.sep).map(encodeURIComponent).join('/'));
        if (!/\.svg$/i.test(a.path)) {
          const src = published ? url : JSON.stringify(base.slice(0, -1) + encodeURI(hashedFileUrl(site.images, a.path)));
          return { contents: `export default ${src};`, loader: 'js', resolveDir: path.dirname(a.path) };
        }
        const text = await readFile(a.path, 'utf8');
        const asString = published ? url : JSON.stringify(`data:image/svg+xml,${encodeURIComponent(text)}`);
        return { contents: svgComponentModule(text, asString), loader: 'js', resolveDir: path.dirname(a.path) };
      });
    },
  };
}
