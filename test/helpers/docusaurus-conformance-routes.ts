// The conformance list of issue 32 (item 2), its route part: the props each content plugin (docs, blog, pages) gives
// its route components, found by running the installed plugins' own `loadContent()` and `contentLoaded()` on a small
// site with a recording `addRoute()` (the route's `modules` and `props` keys, plus what react-router-config's
// `renderRoutes` adds to every route component: `route`, `location`, `history`, `match`). The same site is built with
// fe-docs, each of those components swizzled (`src/theme/<Name>.js` wrapping `@theme-original/<Name>`, and a JSX
// page) to write the prop names it receives into the page. A component works when fe-docs gives it every prop
// Docusaurus gives; otherwise the missing ones are listed and need a warning at the override.
// test/docusaurus/conformance-route-props.test.ts fails on a component that has neither.
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/index.js';
import { loadConfig } from '../../src/api/config.js';
import { loadContext } from '../../src/docusaurus/plugins/load-plugin.js';
import { writeSiteFiles } from './site.js';

export interface RouteEntry {
  plugin: 'docs' | 'blog' | 'pages';
  /** `@theme/DocItem`, or `JSX page` for a page of src/pages. */
  component: string;
  /** What Docusaurus gives. */
  docusaurus: string[];
  /** What fe-docs gives the swizzled component (undefined: it never rendered). */
  feDocs?: string[];
  status: 'works' | 'warning' | 'fails';
  note: string;
}

type Obj = Record<string, unknown>;
interface RouteConfig {
  path: string;
  component: string;
  modules?: Obj;
  props?: Obj;
  routes?: RouteConfig[];
}

/** What react-router-config's `renderRoutes` gives every route component besides the route's modules and props. */
const ROUTER_PROPS = ['route', 'location', 'history', 'match'];

/** The props of a route component, written into its page (one `<pre>` per render). */
const SHOW = (name: string) => `<pre hidden data-route-props=${JSON.stringify(name)}>{JSON.stringify(Object.keys(props).sort())}</pre>`;

const JSX_PAGE = `import React from 'react';
import Layout from '@theme/Layout';
export default function JsxPage(props) {
  return <Layout title="JSX">${SHOW('JSX page')}<main>JSX page</main></Layout>;
}
`;

const FILES: Record<string, string> = {
  'package.json': '{"name": "conformance", "version": "1.0.0", "private": true}\n',
  'docusaurus.config.js': `module.exports = {
  title: 'Conformance',
  url: 'https://conformance.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', {docs: {}, blog: {postsPerPage: 1}, pages: {}}]],
};
`,
  'docs/intro.md': '---\ntags: [alpha]\n---\n\n# Intro\n\nText.\n',
  'docs/guide/_category_.json': '{"label": "Guide", "link": {"type": "generated-index"}}\n',
  'docs/guide/a.md': '# A\n\nText.\n',
  'blog/authors.yml': 'jo:\n  name: Jo\n  page: true\n',
  'blog/2024-01-01-first.md': '---\ntitle: First\nauthors: [jo]\ntags: [news]\n---\n\nText.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second\nauthors: [jo]\ntags: [news]\n---\n\nText.\n\n<!-- truncate -->\n\nMore.\n',
  'src/pages/markdown.md': '# Markdown page\n\nText.\n',
  'src/pages/jsx.js': JSX_PAGE,
};

function override(name: string): string {
  return `import React from 'react';
import Original from '@theme-original/${name}';
export default function Conformance(props) {
  return <>${SHOW(name)}<Original {...props} /></>;
}
`;
}

/** Each content plugin's route components with their props, as the installed plugins give them. */
async function docusaurusRouteProps(root: string): Promise<Map<string, { plugin: RouteEntry['plugin']; props: Set<string> }>> {
  const loaded = await loadConfig(root);
  if (!loaded.config) throw new Error(`the route-props site does not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const generatedFilesDir = path.join(root, '.docusaurus');
  const context = loadContext(loaded.config, generatedFilesDir);
  const req = createRequire(path.join(root, 'package.json'));
  const uv = req('@docusaurus/utils-validation') as { normalizePluginOptions: (s: unknown, o: unknown) => Obj };
  const out = new Map<string, { plugin: RouteEntry['plugin']; props: Set<string> }>();
  for (const plugin of ['docs', 'blog', 'pages'] as const) {
    const mod = req(`@docusaurus/plugin-content-${plugin}`) as Obj & { default?: unknown; validateOptions: (a: unknown) => Obj };
    const fn = (typeof mod === 'function' ? mod : mod.default) as (c: unknown, o: unknown) => Promise<Obj>;
    const options = mod.validateOptions({ validate: uv.normalizePluginOptions, options: plugin === 'blog' ? { postsPerPage: 1 } : {} });
    const instance = await fn(context, options);
    const content = await (instance.loadContent as () => Promise<unknown>)();
    const routes: RouteConfig[] = [];
    const actions = {
      addRoute: (r: RouteConfig) => routes.push(r),
      createData: async (name: string, data: unknown) => {
        const file = path.join(generatedFilesDir, String(instance.name), String(options.id ?? 'default'), name);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
        return file;
      },
      setGlobalData: () => {},
    };
    await (instance.contentLoaded as (a: unknown) => Promise<void>)({ content, actions, allContent: {} });
    const walk = (r: RouteConfig) => {
      // A JSX page's component is the page's own file.
      const component = r.component.startsWith('@theme/') ? r.component : 'JSX page';
      const entry = out.get(component) ?? { plugin, props: new Set<string>() };
      for (const k of [...Object.keys(r.modules ?? {}), ...Object.keys(r.props ?? {}), ...ROUTER_PROPS]) entry.props.add(k);
      out.set(component, entry);
      for (const child of r.routes ?? []) walk(child);
    };
    routes.forEach(walk);
  }
  return out;
}

/** Every route component of the docs, blog and pages plugins with its props in both, in a site whose node_modules is `nodeModules`. */
export async function routePropsConformance(nodeModules: string): Promise<RouteEntry[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-routes-'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-routes-out-'));
  try {
    await writeSiteFiles(root, FILES);
    await symlink(nodeModules, path.join(root, 'node_modules'), 'dir');
    const expected = await docusaurusRouteProps(root);
    await rm(path.join(root, '.docusaurus'), { recursive: true, force: true });
    const overrides: Record<string, string> = {};
    for (const component of expected.keys())
      if (component.startsWith('@theme/')) overrides[`src/theme/${component.slice('@theme/'.length)}.js`] = override(component.slice('@theme/'.length));
    await writeSiteFiles(root, overrides);
    const result = await build({ root, outDir: out });
    const given = new Map<string, Set<string>>();
    for (const file of await fg('**/*.html', { cwd: out })) {
      const html = await readFile(path.join(out, file), 'utf8');
      for (const m of html.matchAll(/<pre hidden="" data-route-props="([^"]+)">([^<]*)<\/pre>/g)) {
        const names = JSON.parse(m[2].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[];
        const set = given.get(m[1]) ?? new Set<string>();
        names.forEach((n) => set.add(n));
        given.set(m[1], set);
      }
    }
    const entries: RouteEntry[] = [];
    for (const [component, { plugin, props }] of [...expected].sort((a, b) => a[1].plugin.localeCompare(b[1].plugin) || a[0].localeCompare(b[0]))) {
      const name = component.startsWith('@theme/') ? component.slice('@theme/'.length) : component;
      const file = component.startsWith('@theme/') ? `src/theme/${name}.js` : 'src/pages/jsx.js';
      const got = given.get(name);
      const docusaurus = [...props].sort();
      const missing = docusaurus.filter((p) => !got?.has(p));
      const warning = result.diagnostics.find((d) => d.position?.file === file && d.position.line && d.severity === 'warning');
      const base = { plugin, component, docusaurus, ...(got && { feDocs: [...got].sort() }) };
      if (!missing.length) entries.push({ ...base, status: 'works', note: '' });
      else if (warning)
        entries.push({
          ...base,
          status: 'warning',
          note: `missing ${missing.map((p) => `\`${p}\``).join(', ')}; warning at ${file}:${warning.position!.line}: ${warning.message}`,
        });
      else
        entries.push({
          ...base,
          status: 'fails',
          note: `${got ? 'rendered' : 'never rendered'}, missing ${missing.map((p) => `\`${p}\``).join(', ')}, no warning at ${file}`,
        });
    }
    return entries;
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}

/** The route props part of docs/docusaurus-coverage.md. */
export function routePropsMarkdown(entries: RouteEntry[]): string {
  const n = (s: RouteEntry['status']) => entries.filter((e) => e.status === s).length;
  const list = (names: string[] | undefined) => (names ? names.map((p) => `\`${p}\``).join(', ') : '\u2013');
  return [
    '## Route props of the content plugins',
    '',
    'The props each content plugin gives its route components, found by running the installed docs, blog and pages',
    'plugins’ own `loadContent()` and `contentLoaded()` on a small site (the `modules` and `props` of each route it',
    'adds, and `route`, `location`, `history`, `match`, which react-router-config gives every route component), against',
    'the props fe-docs gives the same component swizzled in `src/theme` (wrapping `@theme-original/…`), or a JSX page.',
    '"Works": every prop Docusaurus gives; "warning": the override is not used, with a `theme-override-unsupported`',
    'warning at its file (fe-docs renders that page with its own layout). A JSX page also gets `site` (fe-docs’ own);',
    'its `history` is a build-time one that navigates nowhere, and a hydrated page gets none in the browser.',
    'test/docusaurus/conformance-route-props.test.ts fails on a component that gets fewer props and no warning.',
    '',
    `${entries.length} route components: ${n('works')} work, ${n('warning')} with a warning, ${n('fails')} fail.`,
    '',
    '| Plugin | Component | Docusaurus gives | fe-docs gives | Works | Note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...entries.map(
      (e) =>
        `| ${e.plugin} | \`${e.component}\` | ${list(e.docusaurus)} | ${list(e.feDocs)} | ${e.status === 'works' ? 'yes' : e.status === 'fails' ? '**no**' : e.status} | ${e.note.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ].join('\n');
}
