// The conformance list of issue 32 (item 2), its plugin part: every method of Docusaurus' `Plugin` type and of the
// plugin module (`PluginModule`: `validateOptions`…), every action `contentLoaded`/`allContentLoaded` get
// (`PluginContentLoadedActions`) and every field of the `LoadContext` a plugin function receives, enumerated from the
// installed `@docusaurus/types` declarations with the TypeScript compiler. A small site has one local plugin per
// method, each logging its call and giving something the build shows (a route, a head tag, data); the site is built
// with fe-docs and each entry is: run with its effect shown, or warned about (`docusaurus-plugin`) at the plugin's
// file and the method's line, or one Docusaurus' own build does not call either (PLUGIN_ANSWERS says why).
// test/docusaurus/conformance-plugins.test.ts fails on an entry that is none of these.
import { readFileSync, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { build } from '../../src/index.js';
import { writeSiteFiles } from './site.js';
import { PLUGIN_ANSWERS } from './docusaurus-conformance-answers.js';

export type PluginKind = 'method' | 'module' | 'action' | 'context';
export interface PluginEntry {
  kind: PluginKind;
  name: string;
  /** `n/a`: Docusaurus' own `docusaurus build` does not call it either (dev server, CLI, swizzle only). */
  status: 'works' | 'warning' | 'n/a' | 'fails';
  note: string;
}

/** The members of a type alias (`export type Plugin = {…}`, also `A & {…}`) in a declaration file; `fn`: function-typed. */
function typeMembers(file: string, name: string): { name: string; fn: boolean; optional: boolean; undefinedOk: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { name: string; fn: boolean; optional: boolean; undefinedOk: boolean }[] = [];
  const literal = (t: ts.TypeNode): ts.TypeLiteralNode[] =>
    ts.isTypeLiteralNode(t) ? [t] : ts.isIntersectionTypeNode(t) ? t.types.flatMap(literal) : ts.isParenthesizedTypeNode(t) ? literal(t.type) : [];
  source.forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node) || node.name.text !== name) return;
    for (const lit of literal(node.type))
      for (const m of lit.members) {
        if (!m.name || !(ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) continue;
        const type = ts.isPropertySignature(m) ? m.type : undefined;
        const fn =
          ts.isMethodSignature(m) || (!!type && (ts.isFunctionTypeNode(type) || (ts.isParenthesizedTypeNode(type) && ts.isFunctionTypeNode(type.type))));
        const undefinedOk = !!type && ts.isUnionTypeNode(type) && type.types.some((t) => t.kind === ts.SyntaxKind.UndefinedKeyword);
        out.push({ name: m.name.text, fn, optional: !!m.questionToken, undefinedOk });
      }
  });
  if (!out.length) throw new Error(`no type \`${name}\` with members in ${file}`);
  return out;
}

/** What the installed `@docusaurus/types` declares. */
export function pluginApi(typesDir: string) {
  const plugin = path.join(typesDir, 'src/plugin.d.ts');
  return {
    methods: typeMembers(plugin, 'Plugin')
      .filter((m) => m.fn)
      .map((m) => m.name),
    module: typeMembers(plugin, 'PluginModule')
      .filter((m) => m.fn)
      .map((m) => m.name),
    actions: typeMembers(plugin, 'PluginContentLoadedActions').map((m) => m.name),
    context: typeMembers(path.join(typesDir, 'src/context.d.ts'), 'LoadContext'),
  };
}

const LOG = 'conformance-log.jsonl';

/** What a method returns so that its effect shows in the build (a head tag, a route…); undefined: its call is enough. */
const METHOD_BODIES: Record<string, string> = {
  loadContent: `return {title: 'From loadContent'};`,
  contentLoaded: `const data = await args[0].actions.createData('conformance.json', JSON.stringify({message: 'From createData'}));
      args[0].actions.setGlobalData({message: 'From setGlobalData'});
      args[0].actions.addRoute({path: '/conformance-content', component: '@site/src/components/ConformanceRoute', exact: true, modules: {data}, props: {title: args[0].content.title}});`,
  allContentLoaded: `args[0].actions.addRoute({path: '/conformance-all', component: '@site/src/components/ConformanceAll', exact: true, props: {names: Object.keys(args[0].allContent)}});`,
  injectHtmlTags: `return {headTags: [{tagName: 'meta', attributes: {name: 'conformance-inject', content: 'yes'}}]};`,
  configureWebpack: `return {resolve: {alias: {'conformance-alias': require('path').join(__dirname, 'alias.js')}}};`,
  configurePostCss: `return args[0];`,
  getThemePath: `return require('path').join(__dirname, '../conformance-theme');`,
  getTypeScriptThemePath: `return require('path').join(__dirname, '../conformance-theme');`,
  getPathsToWatch: `return [require('path').join(__dirname, '../docs/**')];`,
  getClientModules: `return [require('path').join(__dirname, 'client-module.js')];`,
  getTranslationFiles: `return [{path: 'conformance', content: {'conformance.title': {message: 'Translated', description: 'd'}}}];`,
  getDefaultCodeTranslationMessages: `return {'conformance.code': 'Code message'};`,
  translateContent: `return args[0].content;`,
  translateThemeConfig: `return args[0].themeConfig;`,
};

/** The plugin file for one method: it logs each call (method, and for the plugin function the context it got). */
function pluginFile(method: string, log: string): string {
  const needsContent = method === 'contentLoaded' || method === 'translateContent' || method === 'getTranslationFiles';
  return `const fs = require('fs');
const log = (entry) => fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(entry) + '\\n');
module.exports = function conformancePlugin(context, options) {
  log({plugin: ${JSON.stringify(method)}, context: Object.fromEntries(Object.entries(context).map(([k, v]) => [k, v === undefined ? 'undefined' : typeof v === 'string' ? v : typeof v]))});
  return {
    name: 'conformance-${method}',
${needsContent ? `    loadContent() {\n      return {title: 'From loadContent'};\n    },\n` : ''}    async ${method}(...args) {
      log({method: ${JSON.stringify(method)}});
      ${METHOD_BODIES[method] ?? ''}
    },
  };
};
`;
}

/** A plugin module with the module-level functions (`validateOptions`, `validateThemeConfig`, `getSwizzleConfig`…). */
function moduleFile(names: string[], log: string): string {
  const bodies: Record<string, string> = {
    validateOptions: `return {...data.options, validated: 'yes'};`,
    validateThemeConfig: `return data.themeConfig;`,
  };
  return `const fs = require('fs');
const log = (entry) => fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(entry) + '\\n');
function conformanceModule(context, options) {
  log({moduleOptions: options});
  return {name: 'conformance-module'};
}
${names.map((n) => `conformanceModule.${n} = function (data) {\n  log({module: ${JSON.stringify(n)}});\n  ${bodies[n] ?? 'return undefined;'}\n};`).join('\n')}
module.exports = conformanceModule;
`;
}

const ROUTE_COMPONENT = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function ConformanceRoute({ data, title }) {
  const global = usePluginData('conformance-contentLoaded');
  return (
    <Layout title="Conformance">
      <p id="content">{title}</p>
      <p id="data">{data && data.message}</p>
      <p id="global">{global && global.message}</p>
    </Layout>
  );
}
`;
const ALL_COMPONENT = `import React from 'react';
export default function ConformanceAll({ names }) {
  return <main><p id="names">{(names || []).join(' ')}</p></main>;
}
`;

/** Each entry with its result, in a site built with fe-docs whose node_modules is `nodeModules`. */
export async function pluginsConformance(nodeModules: string): Promise<PluginEntry[]> {
  const typesDir = path.dirname(createRequire(path.join(nodeModules, '..', 'package.json')).resolve('@docusaurus/types/package.json'));
  const api = pluginApi(typesDir);
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-plugins-'));
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-plugins-out-'));
  try {
    const log = path.join(root, LOG);
    const files: Record<string, string> = {
      'package.json': '{"name": "conformance", "version": "1.2.3", "private": true}\n',
      'docs/intro.md': '# Intro\n',
      'src/components/ConformanceRoute.js': ROUTE_COMPONENT,
      'src/components/ConformanceAll.js': ALL_COMPONENT,
      'plugins/alias.js': 'module.exports = 1;\n',
      'plugins/client-module.js': 'export default {};\n',
      'conformance-theme/ConformanceThing/index.js': 'export default function ConformanceThing() { return null; }\n',
      'plugins/module.js': moduleFile(api.module, log),
    };
    for (const m of api.methods) files[`plugins/${m}.js`] = pluginFile(m, log);
    // Each plugin on its own line; the module's with options (validateOptions must see them).
    const lines = [...api.methods.map((m) => `    './plugins/${m}.js',`), `    ['./plugins/module.js', {given: 'yes'}],`];
    files['docusaurus.config.js'] = `module.exports = {
  title: 'Conformance',
  url: 'https://conformance.example',
  baseUrl: '/',
  presets: [['classic', {docs: {}, blog: false}]],
  plugins: [
${lines.join('\n')}
  ],
};
`;
    await writeSiteFiles(root, files);
    await symlink(nodeModules, path.join(root, 'node_modules'), 'dir');
    const result = await build({ root, outDir: out });
    const logged = existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>)
      : [];
    const page = async (rel: string) => readFile(path.join(out, rel), 'utf8').catch(() => '');
    const home = await page('docs/intro/index.html');
    const content = await page('conformance-content/index.html');
    const all = await page('conformance-all/index.html');
    const has = (html: string, id: string, text: string) => new RegExp(`id="${id}"[^>]*>[^<]*${text}`).test(html);
    /** What the build shows of each method's work, where it shows something. */
    const EFFECTS: Record<string, () => string | undefined> = {
      loadContent: () => (has(content, 'content', 'From loadContent') ? undefined : 'its content does not reach `contentLoaded`'),
      contentLoaded: () => (content ? undefined : 'its route `/conformance-content` is not built'),
      allContentLoaded: () =>
        has(all, 'names', 'conformance-contentLoaded') ? undefined : 'its route `/conformance-all` with every plugin’s content is not built',
      injectHtmlTags: () => (/<meta name="conformance-inject" content="yes"/.test(home) ? undefined : 'its head tag is not in the pages'),
    };
    const ACTION_EFFECTS: Record<string, () => boolean> = {
      addRoute: () => !!content,
      createData: () => has(content, 'data', 'From createData'),
      setGlobalData: () => has(content, 'global', 'From setGlobalData'),
    };
    const warnings = result.diagnostics.filter((d) => d.code === 'docusaurus-plugin' && d.position?.file && d.position.line);
    const warned = (file: string, name: string) => warnings.find((d) => d.position!.file === file && d.message.includes(`\`${name}`));
    const entries: PluginEntry[] = [];
    const answer = (kind: PluginKind, name: string) => PLUGIN_ANSWERS[`${kind}:${name}`];
    const judge = (kind: PluginKind, name: string, ran: boolean, effect: string | undefined, file: string): PluginEntry => {
      const w = warned(file, name);
      const said = answer(kind, name);
      if (ran && !effect && !w) return { kind, name, status: 'works', note: said ?? 'run' };
      if (w) return { kind, name, status: 'warning', note: `${ran ? 'run; ' : ''}warning at ${w.position!.file}:${w.position!.line}: ${w.message}` };
      if (ran) return { kind, name, status: 'fails', note: `run, but ${effect}` };
      if (said?.startsWith('n/a: ')) return { kind, name, status: 'n/a', note: said.slice(5) };
      return { kind, name, status: 'fails', note: 'not run, and no warning at the plugin' };
    };
    for (const m of api.methods) {
      const ran = logged.some((e) => e.method === m);
      entries.push(judge('method', m, ran, ran ? EFFECTS[m]?.() : undefined, `plugins/${m}.js`));
    }
    for (const m of api.module) {
      const ran = logged.some((e) => e.module === m);
      const effect =
        m === 'validateOptions' && ran && !logged.some((e) => (e.moduleOptions as Record<string, unknown> | undefined)?.validated === 'yes')
          ? 'the plugin does not get the options it returns'
          : undefined;
      entries.push(judge('module', m, ran, effect, 'plugins/module.js'));
    }
    for (const a of api.actions) {
      const ok = ACTION_EFFECTS[a]?.();
      entries.push(
        ok === undefined
          ? { kind: 'action', name: a, status: 'fails', note: 'no check of its effect: add one to ACTION_EFFECTS' }
          : ok
            ? { kind: 'action', name: a, status: 'works', note: PLUGIN_ANSWERS[`action:${a}`] ?? 'its effect shows in the built page' }
            : { kind: 'action', name: a, status: 'fails', note: 'its effect does not show in the built page' },
      );
    }
    const got = logged.find((e) => e.plugin === 'contentLoaded')?.context as Record<string, string> | undefined;
    const expected: Record<string, string> = {
      siteDir: root,
      siteVersion: '1.2.3',
      baseUrl: '/',
      outDir: 'string',
      generatedFilesDir: 'string',
      siteConfigPath: path.join(root, 'docusaurus.config.js'),
      localizationDir: path.join(root, 'i18n', 'en'),
    };
    for (const c of api.context) {
      const value = got?.[c.name];
      const want = expected[c.name];
      const ok = value !== undefined && value !== 'undefined' && (!want || want === 'string' ? true : value === want);
      entries.push(
        ok
          ? { kind: 'context', name: c.name, status: 'works', note: PLUGIN_ANSWERS[`context:${c.name}`] ?? 'given' }
          : {
              kind: 'context',
              name: c.name,
              status: 'fails',
              note: `the plugin gets ${value === undefined ? 'no such field' : `\`${value}\``}${want ? `, Docusaurus gives \`${want}\`` : ''}`,
            },
      );
    }
    return entries;
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}

const KIND_TITLES: Record<PluginKind, string> = {
  method: 'Plugin lifecycle methods (`Plugin`)',
  module: 'Plugin module functions (`PluginModule`)',
  action: '`contentLoaded`/`allContentLoaded` actions (`PluginContentLoadedActions`)',
  context: 'Plugin context fields (`LoadContext`)',
};

/** The plugin part of docs/docusaurus-coverage.md. */
export function pluginsMarkdown(entries: PluginEntry[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out: string[] = [
    '## Plugins',
    '',
    'Every method of the `Plugin` type and of the plugin module, every action and every `LoadContext` field, listed from',
    'the installed `@docusaurus/types` declarations. A small site has one local plugin per method, each recording its',
    'call and giving something the build shows (a route, a head tag, global data); it is built with fe-docs. "Works":',
    'run, and its effect shows in the built pages (the context fields: given with the value Docusaurus gives);',
    '"warning": a `docusaurus-plugin` warning at the plugin’s file and the method’s line names it; "n/a": `docusaurus',
    'build` does not call it either. test/docusaurus/conformance-plugins.test.ts fails on an entry that is none of these.',
    '',
  ];
  for (const kind of ['method', 'module', 'action', 'context'] as const) {
    const of = entries.filter((e) => e.kind === kind);
    const n = (s: PluginEntry['status']) => of.filter((e) => e.status === s).length;
    out.push(
      `### ${KIND_TITLES[kind]}`,
      '',
      `${of.length} entries: ${n('works')} work, ${n('warning')} with a warning, ${n('n/a')} not called by a Docusaurus build, ${n('fails')} fail.`,
      '',
      '| Name | Works | Note |',
      '| --- | --- | --- |',
      ...of.map((e) => `| \`${e.name}\` | ${e.status === 'works' ? 'yes' : e.status === 'fails' ? '**no**' : e.status} | ${cell(e.note)} |`),
      '',
    );
  }
  return out.join('\n');
}
