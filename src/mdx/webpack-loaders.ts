import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message, OnResolveArgs, PartialMessage, Plugin, PluginBuild } from 'esbuild';
import { LineCounter, parseAllDocuments } from 'yaml';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { sitePosition } from './esbuild-position.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import { hashedFileUrl } from './site-images.js';

const PLUGIN = 'fe-docs-webpack-loaders';
const SELF = Symbol('webpack-loaders');
const NAMESPACE = 'fe-webpack-loader';

/** What fe-docs makes of a loader it knows: the file's text, its parsed YAML or JSON, or its published URL. */
export type Kind = 'raw' | 'yaml' | 'json' | 'url';
const KNOWN: Record<string, Kind> = {
  'raw-loader': 'raw',
  raw: 'raw',
  'yaml-loader': 'yaml',
  yaml: 'yaml',
  'js-yaml-loader': 'yaml',
  'json-loader': 'json',
  json: 'json',
  'file-loader': 'url',
  file: 'url',
  'url-loader': 'url',
  url: 'url',
};

/** What fe-docs makes of a loader (`raw-loader`, `/abs/node_modules/raw-loader`), undefined for one it does not apply. */
export const loaderKind = (name: string): Kind | undefined => KNOWN[name.replace(/^.*node_modules\//, '')];

/** The loaders fe-docs applies, for messages. */
export const SUPPORTED_LOADERS = 'raw-loader, yaml-loader, json-loader, file-loader, url-loader';

/** A loader name as webpack takes it in a request: a package name (`raw-loader`, `@svgr/webpack`), never a path. */
const LOADER_NAME = /^[@a-z0-9][\w.@/-]*$/i;

export interface LoaderRequest {
  /** The loaders, leftmost first (webpack applies them right to left), each with its query (`esModule=false`). */
  loaders: { name: string; query: string }[];
  /** The file: the request's last part (`./x.ts`). */
  resource: string;
}

/**
 * A webpack inline-loader request (`!!raw-loader!./x.ts`, `-!yaml-loader!../a.yaml`, `!file-loader?name=x!./a.pdf`),
 * undefined for an ordinary import.
 */
export function parseLoaderRequest(spec: string): LoaderRequest | undefined {
  const rest = spec.replace(/^(-!|!!|!)/, '');
  const parts = rest.split('!');
  if (parts.length < 2) return undefined;
  const resource = parts.pop()!;
  const loaders = parts.map((p) => {
    const q = p.indexOf('?');
    return q < 0 ? { name: p, query: '' } : { name: p.slice(0, q), query: p.slice(q + 1) };
  });
  if (!resource || loaders.some((l) => !LOADER_NAME.test(l.name))) return undefined;
  return { loaders, resource };
}

/** The file a request names without its loaders (`!!raw-loader!./x.ts` → `./x.ts`); any other import as it is. */
export function withoutLoaders(spec: string): string {
  return parseLoaderRequest(spec)?.resource.replace(/\?[^/]*$/, '') ?? spec;
}

/** The loaders of a request fe-docs does not apply: named in a warning, the file is taken as a plain import. */
export function unknownLoaders(request: LoaderRequest): string[] {
  return request.loaders.filter((l) => !loaderKind(l.name)).map((l) => l.name);
}

/** The warning for loaders fe-docs does not apply (with what it does instead), shared by the MDX check and the plugin. */
export function unknownLoaderMessage(spec: string, unknown: string[], applied: Kind | undefined): { text: string; hint: string } {
  const names = unknown.map((n) => `\`${n}\``).join(', ');
  const instead = applied
    ? `fe-docs applies only the loaders it knows in \`${spec}\``
    : `fe-docs imports \`${withoutLoaders(spec)}\` as a plain file instead (its code, JSON, stylesheet or image as any import)`;
  return {
    text: `fe-docs does not run the webpack loader${unknown.length > 1 ? 's' : ''} ${names}: ${instead}.`,
    hint: `fe-docs applies ${SUPPORTED_LOADERS} (with \`!\`, \`!!\`, \`-!\` and a query). Import the file without the loader, or use one of these.`,
  };
}

/** `esModule=false` in a loader's query: webpack's loaders then give the value itself to `require()`, not `{ default }`. */
const commonJs = (query: string) => /(^|&)esModule=false(&|$)/.test(query);

function moduleOf(value: unknown, cjs: boolean): string {
  const json = JSON.stringify(value) ?? 'undefined';
  return cjs ? `module.exports = ${json};` : `export default ${json};`;
}

/** The first YAML error as a message at its place in the file. */
function yamlError(file: string, text: string): PartialMessage | undefined {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter });
  const list = Array.isArray(docs) ? docs : [docs];
  const error = list.flatMap((d) => d.errors)[0];
  if (!error) return undefined;
  const at = lineCounter.linePos(error.pos[0]);
  return {
    text: `\`${path.basename(file)}\` is not valid YAML: ${error.message.split('\n')[0]}`,
    location: { file, line: at.line, column: at.col - 1, lineText: text.split('\n')[at.line - 1] ?? '' },
    notes: [{ text: 'Fix the YAML, or import the file without `yaml-loader` to get its text.' }],
  };
}

async function resolveResource(b: PluginBuild, a: OnResolveArgs, resource: string) {
  return b.resolve(resource.replace(/\?[^/]*$/, ''), { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: SELF });
}

/**
 * Webpack's inline loaders in the site's code (`import code from '!!raw-loader!./x.ts'`), as Docusaurus sites write
 * them in MDX, React pages and components: `raw-loader` gives the file's text, `yaml-loader` its parsed YAML,
 * `json-loader` its JSON, `file-loader`/`url-loader` the URL it is published at (content-hashed under `assets/`, as
 * Docusaurus names it). The file is found as any import is (`@site/`, static folder, the import policy). Another
 * loader is a warning at the import, the file taken as a plain import. Every bundle of site code has this plugin, so
 * a request means the same in MDX, a page, a theme override and an island's browser bundle.
 */
export function webpackLoadersPlugin(site: Pick<SiteCodeContext, 'baseUrl' | 'images'>): Plugin {
  return {
    name: PLUGIN,
    setup(b) {
      b.onResolve({ filter: /!/ }, async (a) => {
        if (a.pluginData === SELF) return undefined;
        const request = parseLoaderRequest(a.path);
        if (!request) return undefined;
        const unknown = unknownLoaders(request);
        const known = request.loaders.find((l) => loaderKind(l.name));
        const kind = known && loaderKind(known.name);
        const found = await resolveResource(b, a, request.resource);
        if (found.errors.length || !found.path) return { errors: found.errors };
        const warnings: PartialMessage[] = [];
        if (unknown.length) {
          const { text, hint } = unknownLoaderMessage(a.path, unknown, kind);
          warnings.push({ text, notes: [{ text: hint }] });
        }
        if (!kind) return { ...found, warnings: [...found.warnings, ...warnings] };
        return {
          path: found.path,
          namespace: NAMESPACE,
          // The loader is part of the module's identity: `raw-loader!./a.yaml` and `yaml-loader!./a.yaml` differ.
          suffix: `?${kind}${commonJs(known!.query) ? '-cjs' : ''}`,
          pluginData: { kind, cjs: commonJs(known!.query) },
          warnings,
        };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (a) => {
        const { kind, cjs } = a.pluginData as { kind: Kind; cjs: boolean };
        const resolveDir = path.dirname(a.path);
        if (kind === 'url')
          return { contents: moduleOf(site.baseUrl.replace(/\/?$/, '') + encodeURI(hashedFileUrl(site.images, a.path)), cjs), loader: 'js', resolveDir };
        const text = await readFile(a.path, 'utf8');
        if (kind === 'raw') return { contents: moduleOf(text, cjs), loader: 'js', resolveDir, watchFiles: [a.path] };
        if (kind === 'json') return { contents: text, loader: 'json', resolveDir, watchFiles: [a.path] };
        const error = yamlError(a.path, text);
        if (error) return { errors: [error] };
        const docs = parseAllDocuments(text);
        const values = (Array.isArray(docs) ? docs : [docs]).map((d) => d.toJS());
        // A file of several documents is their list, as yaml-loader gives it.
        return { contents: moduleOf(values.length === 1 ? values[0] : values, cjs), loader: 'js', resolveDir, watchFiles: [a.path] };
      });
    },
  };
}

/** The plugin's warnings in a site-code bundle's result, as diagnostics at the import; `except`: a file already reported. */
export function webpackLoaderDiagnostics(warnings: readonly Message[], root: string, except?: string): Diagnostic[] {
  return warnings
    .filter((w) => w.pluginName === PLUGIN && w.location && (!except || path.resolve(root, w.location.file) !== path.resolve(except)))
    .map((w) => diagnostic('site-code-loader', w.text, { position: sitePosition(root, w.location!), hint: w.notes[0]?.text }));
}
