// The conformance list of issue 32 (item 2): every module name a Docusaurus 3 site's code can import, enumerated from
// the installed Docusaurus packages (not from a list kept by hand), each bundled and loaded the way fe-docs bundles a
// site's code (MDX, JSX pages, components and swizzled overrides all go through mdx/site-modules.ts), with its result:
// it works, or it gives a positioned warning, or it fails. test/docusaurus/conformance.test.ts fails on the last;
// `npx tsx test/helpers/docusaurus-conformance.ts <folder with node_modules/@docusaurus>` prints docs/docusaurus-coverage.md
// (with the sections of docusaurus-conformance-options.ts, -plugins.ts and -routes.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Message } from 'esbuild';
import { loadSite } from '../../src/api/site.js';
import { siteCodeContext } from '../../src/build/session.js';
import { importBundled, siteModuleBuildOptions } from '../../src/mdx/site-modules.js';
import { siteImagesPlugin } from '../../src/mdx/site-images.js';
import { RUNTIME_SPECIFIERS } from '../../src/docusaurus/runtime/runtime-registry.js';

export type Kind = 'theme' | 'client' | 'generated';
export type Status = 'works' | 'warning' | 'fails';

export interface Entry {
  kind: Kind;
  /** The import specifier (`@theme/Icon/ExternalLink`, `@docusaurus/Link`, `@generated/routes`). */
  spec: string;
  /** Who answers it in fe-docs: its own module, the site's installed package, or nothing. */
  source: 'fe-docs' | 'installed' | 'none';
  status: Status;
  /** What is wrong or approximate (the warning's or the error's text; the export names missing). */
  note?: string;
}

/** Where the Docusaurus packages are: `dir/node_modules/@docusaurus/theme-classic`, else undefined. */
export function docusaurusPackagesIn(dir: string): { nodeModules: string; version: string } | undefined {
  try {
    const pkg = createRequire(path.join(dir, 'package.json')).resolve('@docusaurus/theme-classic/package.json');
    return { nodeModules: path.resolve(path.dirname(pkg), '../..'), version: JSON.parse(readFileSync(pkg, 'utf8')).version as string };
  } catch {
    return undefined;
  }
}

/** theme-classic's `lib/theme/**` modules, by their `@theme/` name. */
function themeNames(themeDir: string): string[] {
  const names: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.name === 'index.js' && prefix) names.push(prefix.slice(0, -1));
      else if (/\.js$/.test(e.name) && e.name !== 'index.js') names.push(prefix + e.name.slice(0, -3));
    }
  };
  walk(themeDir, '');
  return names;
}

/** `@docusaurus/<name>` client modules: @docusaurus/core's `lib/client/exports/*.js`. */
function clientModuleNames(coreDir: string): string[] {
  return readdirSync(path.join(coreDir, 'lib/client/exports'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** `@generated/<name>` modules: those @docusaurus/module-type-aliases declares. */
function generatedNames(aliasesDir: string): string[] {
  const text = readFileSync(path.join(aliasesDir, 'src/index.d.ts'), 'utf8');
  return [...text.matchAll(/declare module '(@generated\/[^']+)'/g)].map((m) => m[1]);
}

/** The export names of a module file as esbuild sees them. */
async function exportNames(file: string): Promise<string[]> {
  const out = await build({
    entryPoints: [file],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    loader: { '.js': 'jsx' },
    jsx: 'automatic',
    logLevel: 'silent',
    outdir: '/out',
  });
  return Object.values(out.metafile.outputs)[0]?.exports ?? [];
}

const CONFIG = `module.exports = {title: 'Conformance', url: 'https://conformance.example', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}, blog: false}]]};
`;

/**
 * Every entry with its result, bundled in a small Docusaurus site whose node_modules is `nodeModules` (the installed
 * packages: a symbolic link, nothing copied).
 */
export async function conformanceList(nodeModules: string): Promise<Entry[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-'));
  try {
    await writeFile(path.join(root, 'docusaurus.config.js'), CONFIG);
    await writeFile(path.join(root, 'package.json'), '{"name": "conformance", "private": true}\n');
    await mkdir(path.join(root, 'docs'));
    await writeFile(path.join(root, 'docs/intro.md'), '# Intro\n');
    await symlink(nodeModules, path.join(root, 'node_modules'), 'dir');
    const loaded = await loadSite(root, { highlight: false });
    if (!loaded.site) throw new Error(`the conformance site does not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
    const { site } = loaded;
    const siteCode = siteCodeContext(site.config, site.session, site.hooks.siteCode);
    const req = createRequire(path.join(root, 'package.json'));
    const dz = (name: string) => path.dirname(req.resolve(`@docusaurus/${name}/package.json`));
    const classic = dz('theme-classic');
    const entries: Entry[] = [];
    const check = async (kind: Kind, spec: string, expected?: string[]) => entries.push({ kind, spec, ...(await bundleOne(siteCode, spec, expected)) });
    for (const name of themeNames(path.join(classic, 'lib/theme'))) await check('theme', `@theme/${name}`);
    const core = dz('core');
    for (const name of clientModuleNames(core))
      await check('client', `@docusaurus/${name}`, await exportNames(path.join(core, 'lib/client/exports', `${name}.js`)));
    // The client packages of the theme and the content plugins (their hooks and providers).
    for (const spec of Object.keys(RUNTIME_SPECIFIERS)) {
      let file: string | undefined;
      try {
        file = createRequire(path.join(classic, 'package.json')).resolve(spec);
      } catch {
        continue; // not in this version (plugin-content-blog/client is 3.5+)
      }
      await check('client', spec, await exportNames(file));
    }
    for (const spec of generatedNames(dz('module-type-aliases'))) await check('generated', spec);
    return entries;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** `spec` bundled as site code imports it, then loaded; `expected`: the export names Docusaurus' module has. */
async function bundleOne(
  siteCode: ReturnType<typeof siteCodeContext>,
  spec: string,
  expected: string[] | undefined,
): Promise<Pick<Entry, 'source' | 'status' | 'note'>> {
  const options = siteModuleBuildOptions(siteCode);
  try {
    const out = await build({
      stdin: {
        contents: `import * as m from ${JSON.stringify(spec)};\nexport default m;\n`,
        resolveDir: siteCode.root,
        loader: 'js',
        sourcefile: 'conformance.js',
      },
      ...options,
      plugins: [...options.plugins, siteImagesPlugin(siteCode)],
      write: false,
      metafile: true,
    });
    // What the import resolved to: the site's installed packages (a file there, or its runtime's bundle of them), else
    // fe-docs' own module or generated data.
    const target = Object.entries(out.metafile.inputs).find(([k]) => k.endsWith('conformance.js'))?.[1].imports[0]?.path ?? '';
    const source: Entry['source'] = target.startsWith('fe-dz-runtime:') || /node_modules/.test(target) ? 'installed' : 'fe-docs';
    const m = (await importBundled<{ default: Record<string, unknown> }>(out.outputFiles[0].text)).default;
    const missing = (expected ?? []).filter((n) => !(n in m) || m[n] === undefined);
    const warnings = out.warnings.filter((w) => w.pluginName === 'fe-docs-site-modules');
    if (missing.length) return { source, status: 'fails', note: `missing export${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` };
    if (warnings.length) return { source, status: warnings.every((w) => w.location) ? 'warning' : 'fails', note: warnings[0].text };
    if (m.default === undefined && !expected?.length && !Object.keys(m).length) return { source, status: 'fails', note: 'the module is empty' };
    return { source, status: 'works' };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors ?? [];
    const first = errors[0];
    // An import fe-docs cannot answer is reported at the import (file:line) by every context's bundle.
    return {
      source: 'none',
      status: 'fails',
      note: first ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}` : (e as Error).message.split('\n')[0],
    };
  }
}

/** The coverage table (docs/docusaurus-coverage.md). */
export function coverageMarkdown(entries: Entry[], version: string): string {
  const count = (kind: Kind, status?: Status) => entries.filter((e) => e.kind === kind && (!status || e.status === status)).length;
  const row = (e: Entry) =>
    `| \`${e.spec}\` | ${e.source === 'fe-docs' ? 'fe-docs' : e.source === 'installed' ? 'the site\u2019s installed package' : '\u2013'} | ${e.status === 'works' ? 'yes' : e.status === 'warning' ? 'warning' : '**no**'} | ${(e.note ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`;
  const section = (kind: Kind, title: string) =>
    [
      `## ${title}`,
      '',
      `${count(kind)} modules: ${count(kind, 'works')} work, ${count(kind, 'warning')} with a warning, ${count(kind, 'fails')} fail.`,
      '',
      '| Module | Answered by | Works | Note |',
      '| --- | --- | --- | --- |',
      ...entries.filter((e) => e.kind === kind).map(row),
      '',
    ].join('\n');
  return [
    '# Docusaurus coverage',
    '',
    `Every module a Docusaurus ${version} site's code can import, listed from the installed packages themselves`,
    '(`@docusaurus/theme-classic`\u2019s `lib/theme/**`, `@docusaurus/core`\u2019s client exports, the theme and content',
    'plugins\u2019 client packages, `@docusaurus/module-type-aliases`\u2019 `@generated/*`), each imported the way fe-docs bundles',
    'a site\u2019s MDX, JSX pages, components and swizzled overrides (one resolver serves them all), then loaded.',
    '"fe-docs": fe-docs answers the name with its own module (its light theme, or an equivalent of Docusaurus\u2019 client API);',
    '"the site\u2019s installed package": the site\u2019s own copy is bundled as it is (theme-classic\u2019s components, under',
    'the providers of the site\u2019s own theme-common). "Works": it bundles and loads, and a client module has every export',
    'Docusaurus\u2019 has; "warning": it works with a warning at the import (file:line), which names what differs.',
    'test/docusaurus/conformance.test.ts checks the same list on every run and fails on a module that does neither.',
    'See [Build a Docusaurus site as it is](own-docs.md#build-a-docusaurus-site-as-it-is) for what a site can expect.',
    'After the modules: the theme and plugin options, the plugin API and the content plugins’ route props, listed and checked the same way.',
    '',
    section('theme', '`@theme/*` (theme-classic)'),
    section('client', '`@docusaurus/*` client modules and hooks'),
    section('generated', '`@generated/*`'),
  ].join('\n');
}

// `npx tsx test/helpers/docusaurus-conformance.ts <dir>`: the table for the packages installed in <dir>.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = docusaurusPackagesIn(path.resolve(process.argv[2] ?? '.'));
  if (!found) {
    console.error('No @docusaurus/theme-classic installed there.');
    process.exit(2);
  }
  const entries = await conformanceList(found.nodeModules);
  const { optionsConformance, optionsMarkdown } = await import('./docusaurus-conformance-options.js');
  const { pluginsConformance, pluginsMarkdown } = await import('./docusaurus-conformance-plugins.js');
  const { routePropsConformance, routePropsMarkdown } = await import('./docusaurus-conformance-routes.js');
  process.stdout.write(
    [
      coverageMarkdown(entries, found.version),
      optionsMarkdown(await optionsConformance(found.nodeModules)),
      pluginsMarkdown(await pluginsConformance(found.nodeModules)),
      routePropsMarkdown(await routePropsConformance(found.nodeModules)),
    ].join('\n'),
  );
  process.exit(0);
}
