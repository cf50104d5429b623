// The conformance list of issue 32 (item 2), its option part: every `themeConfig` key theme-classic's
// `validateThemeConfig` accepts and every option of the docs, blog, pages and sitemap plugins (their own
// `validateOptions`), enumerated from the Joi schemas of the installed packages (the schema is what they hand to
// `validate`). Each key is set, alone, to a value other than its default in a small site's docusaurus.config.js, and
// the site's configuration is loaded as fe-docs loads it: the key works when fe-docs' configuration changes (and
// docusaurus-conformance-answers.ts says how), or it gives a warning at the key's line naming it; otherwise it fails.
// Keys the schema forbids (renamed or removed options) must be refused with a message naming them, as Docusaurus
// refuses them. test/docusaurus/conformance-options.test.ts fails on a key that does neither.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/api/config.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { writeSiteFiles } from './site.js';
import { navbarItemCases } from './docusaurus-conformance-navbar.js';
import { OPTION_ANSWERS, OPTION_COMPANIONS, OPTION_EFFECTS, OPTION_SAMPLES, OPAQUE_OPTIONS, Code } from './docusaurus-conformance-answers.js';

export type OptionGroup = 'themeConfig' | 'docs' | 'blog' | 'pages' | 'sitemap';
export const OPTION_GROUPS: OptionGroup[] = ['themeConfig', 'docs', 'blog', 'pages', 'sitemap'];

export interface OptionEntry {
  group: OptionGroup;
  /** Dotted path in the group (`navbar.logo.width`, `feedOptions.type`). */
  key: string;
  /** `refused`: the schema forbids the key and fe-docs refuses it too, naming it. */
  status: 'works' | 'warning' | 'refused' | 'fails';
  /** How fe-docs answers it (the answer table), or the warning's text. */
  note: string;
}

export interface Described {
  type?: string;
  flags?: { default?: unknown; presence?: string; only?: boolean };
  allow?: unknown[];
  keys?: Record<string, Described>;
}
interface JoiSchema {
  describe(): Described;
}
type Obj = Record<string, unknown>;

const PLUGIN_PACKAGES: Record<Exclude<OptionGroup, 'themeConfig'>, string> = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
  sitemap: '@docusaurus/plugin-sitemap',
};

/** The group's schema, its normalizer (the installed utils-validation's) and its value normalized from `{}`. */
function schemaOf(group: OptionGroup, req: NodeJS.Require): { schema: JoiSchema; normalize: (value: Obj) => Obj } {
  const uv = req('@docusaurus/utils-validation') as {
    normalizeThemeConfig: (s: unknown, v: unknown) => Obj;
    normalizePluginOptions: (s: unknown, v: unknown) => Obj;
  };
  let schema: JoiSchema | undefined;
  if (group === 'themeConfig') {
    const { validateThemeConfig } = req('@docusaurus/theme-classic') as {
      validateThemeConfig: (a: { themeConfig: unknown; validate: (s: JoiSchema, v: unknown) => Obj }) => Obj;
    };
    const normalize = (themeConfig: Obj) => validateThemeConfig({ themeConfig, validate: (s, v) => ((schema = s), uv.normalizeThemeConfig(s, v)) });
    normalize({});
    return { schema: schema!, normalize };
  }
  const mod = req(PLUGIN_PACKAGES[group]) as { validateOptions: (a: { options: unknown; validate: (s: JoiSchema, v: unknown) => Obj }) => Obj };
  const normalize = (options: Obj) => mod.validateOptions({ options, validate: (s, v) => ((schema = s), uv.normalizePluginOptions(s, v)) });
  normalize({});
  return { schema: schema!, normalize };
}

/** The keys of a Joi description, to its leaves (an object with keys is walked; `OPAQUE_OPTIONS` are leaves). */
function leaves(group: OptionGroup, d: Described, prefix = '', depth = 0): { key: string; d: Described }[] {
  const out: { key: string; d: Described }[] = [];
  for (const [k, v] of Object.entries(d.keys ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v.type === 'object' && v.keys && depth < 3 && !OPAQUE_OPTIONS.has(`${group}:${key}`)) out.push(...leaves(group, v, key, depth + 1));
    else out.push({ key, d: v });
  }
  return out;
}

/** A value other than the default: the answer table's sample, else one made from the key's type. */
function sampleOf(group: OptionGroup, key: string, d: Described): unknown {
  const given = OPTION_SAMPLES[`${group}:${key}`];
  if (given !== undefined) return given;
  const def = d.flags?.default;
  if (d.type === 'boolean') return def !== true;
  if (d.type === 'number') return typeof def === 'number' ? def + 1 : 1;
  if (d.type === 'string' && d.flags?.only && d.allow) {
    const other = d.allow.find((a) => typeof a === 'string' && a !== def);
    if (other !== undefined) return other;
  }
  if (d.type === 'string') return 'conformance';
  throw new Error(`${group}: no sample value for \`${key}\` (${d.type}): add one to OPTION_SAMPLES`);
}

const evalCode = (v: unknown, req: NodeJS.Require): unknown => (v instanceof Code ? new Function('require', `return (${v.js});`)(req) : v);

function getAt(o: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((cur, k) => (cur && typeof cur === 'object' ? (cur as Obj)[k] : undefined), o);
}
function setAt(o: Obj, key: string, value: unknown): Obj {
  const parts = key.split('.');
  let cur = o;
  for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as Obj;
  cur[parts[parts.length - 1]] = value;
  return o;
}

/** A value as JavaScript source on one line (`Code` as written). */
function js(v: unknown): string {
  if (v instanceof Code) return v.js;
  return JSON.stringify(v);
}

/** Object literal lines for `values` (dotted keys → values), each key on its own line; the line index of `target`. */
function objectLines(values: [string, unknown][], target: string | undefined, indent: string): { lines: string[]; keyLine: number; typeLine: number } {
  const tree: Obj = {};
  for (const [key, value] of values) setAt(tree, key, new Leaf(value, key));
  const lines: string[] = [];
  let keyLine = -1;
  let typeLine = -1;
  const write = (o: Obj, pad: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (v instanceof Leaf && v.value instanceof ItemList) {
        // One list item written a key a line (a navbar item): the target is the item's key.
        lines.push(`${pad}${JSON.stringify(k)}: [`, `${pad}  {`);
        for (const [prop, value] of Object.entries(v.value.item)) {
          if (prop === v.value.target) keyLine = lines.length;
          if (prop === 'type') typeLine = lines.length;
          lines.push(`${pad}    ${JSON.stringify(prop)}: ${js(value)},`);
        }
        lines.push(`${pad}  },`, `${pad}],`);
      } else if (v instanceof Leaf) {
        if (v.key === target) keyLine = lines.length;
        lines.push(`${pad}${JSON.stringify(k)}: ${js(v.value)},`);
      } else {
        lines.push(`${pad}${JSON.stringify(k)}: {`);
        write(v as Obj, pad + '  ');
        lines.push(`${pad}},`);
      }
    }
  };
  write(tree, indent);
  return { lines, keyLine, typeLine };
}
/** A list of one item, written a key a line (`target`: the key whose line is wanted). */
class ItemList {
  constructor(
    readonly item: Obj,
    readonly target?: string,
  ) {}
}

/** One key to check: the config with it set, its line, and the config without it (none: a key the schema forbids). */
interface Case {
  group: OptionGroup;
  key: string;
  /** The name a warning must mention. */
  name: string;
  answer?: string;
  baseline?: string;
  text: string;
  line: number;
  /** A navbar item's: its `type` and the line of it. */
  item?: { type: string; typeLine: number };
}

class Leaf {
  constructor(
    readonly value: unknown,
    readonly key: string,
  ) {}
}

/**
 * The fixture's docusaurus.config.js with `values` set in `group` (none: the baseline), and the line (1-based) of
 * `target`.
 */
function configText(group?: OptionGroup, values: [string, unknown][] = [], target?: string): { text: string; line: number; typeLine: number } {
  const head = [`module.exports = {`, `  title: 'Conformance',`, `  url: 'https://conformance.example',`, `  baseUrl: '/',`, `  presets: [['classic', {`];
  const body: string[] = [];
  let line = 0;
  let typeLine = 0;
  const put = (indent: string) => {
    const o = objectLines(values, target, indent);
    if (o.keyLine >= 0) line = head.length + body.length + o.keyLine + 1;
    if (o.typeLine >= 0) typeLine = head.length + body.length + o.typeLine + 1;
    body.push(...o.lines);
  };
  for (const g of ['docs', 'blog', 'pages', 'sitemap'] as const) {
    body.push(`    ${g}: {`);
    if (group === g) put('      ');
    body.push('    },');
  }
  body.push('  }]],', '  themeConfig: {');
  if (group === 'themeConfig') put('    ');
  body.push('  },', '};', '');
  return { text: [...head, ...body].join('\n'), line, typeLine };
}

/** The sibling values `key` needs to be accepted (`announcementBar.content` for `announcementBar.id`), without `key`. */
function companionsOf(group: OptionGroup, key: string): [string, unknown][] {
  const parent = key.split('.').slice(0, -1).join('.');
  const given = OPTION_COMPANIONS[`${group}:${parent}`] ?? {};
  return Object.entries(given)
    .map(([k, v]) => [parent ? `${parent}.${k}` : k, v] as [string, unknown])
    .filter(([k]) => k !== key);
}

/** The files the samples name (a docs folder, a sidebar file, an authors map, logos). */
const FIXTURE_FILES: Record<string, string> = {
  'package.json': '{"name": "conformance", "private": true}\n',
  'docs/intro.md': '# Intro\n\nText.\n\n## Section\n\n### Sub\n\n#### Deep\n',
  'docs/guide/a.md': '# A\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{"defaultSidebar": [{"type": "autogenerated", "dirName": "."}]}\n',
  'docs-conformance/intro.md': '# Intro\n',
  'sidebars-conformance.js': "module.exports = {main: ['intro']};\n",
  'blog/2024-01-01-first.md': '---\ntitle: First\n---\n\nText.\n\n<!-- truncate -->\n\nMore.\n',
  'blog-conformance/2024-01-01-first.md': '# First\n',
  'blog/conformance-authors.yml': 'jo:\n  name: Jo\n',
  'src/pages/hello.md': '# Hello\n',
  'src/pages-conformance/hello.md': '# Hello\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
};

/** What a configuration says, for comparison: every mapped value (functions by their presence), not where it came from. */
function fingerprint(config: unknown): string {
  const { docusaurus: _d, source: _s, root: _r, configFile: _c, ...rest } = (config ?? {}) as Obj;
  return JSON.stringify(rest, (_k, v) => (typeof v === 'function' ? `[function ${v.length}]` : v instanceof RegExp ? String(v) : v));
}

/** The source file an answer names (`read from \`src/…\``) mentions the key. */
function readsKey(answer: string, key: string): boolean {
  const file = /^read from `([^`]+)`/.exec(answer)?.[1];
  try {
    return !!file && readFileSync(path.join(process.cwd(), file), 'utf8').includes(key);
  } catch {
    return false;
  }
}

/** Every key with its result, in the site whose node_modules is `nodeModules` (a symbolic link to it). */
export async function optionsConformance(nodeModules: string): Promise<OptionEntry[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-options-'));
  try {
    await writeSiteFiles(root, FIXTURE_FILES);
    await symlink(nodeModules, path.join(root, 'node_modules'), 'dir');
    const req = createRequire(path.join(root, 'package.json'));
    const configFile = path.join(root, 'docusaurus.config.js');
    const load = async (text: string) => {
      await writeFile(configFile, text);
      return loadConfig(root);
    };
    const baselines = new Map<string, string>();
    /** The configuration as `text` (the key's companions only), loaded once. */
    const baselineOf = async (text: string) => {
      let known = baselines.get(text);
      if (known === undefined) {
        const r = await load(text);
        if (!r.config) throw new Error(`the conformance site's config does not load: ${r.diagnostics.map((d) => d.message).join('; ')}\n${text}`);
        baselines.set(text, (known = fingerprint(r.config)));
      }
      return known;
    };
    const judge = async ({ group, key, name, answer, baseline, text, line, item }: Case): Promise<OptionEntry> => {
      const before = baseline === undefined ? '' : await baselineOf(baseline);
      const result = await load(text);
      const named = (d: Diagnostic) => d.message.includes(name) || (d.hint ?? '').includes(name);
      const at = (l: number, test: (d: Diagnostic) => boolean) =>
        result.diagnostics.filter((x) => x.position?.file === 'docusaurus.config.js' && x.position.line === l && test(x));
      // A navbar item of a type fe-docs does not draw is left out whole, with a warning at its `type` naming it.
      const atKey = [...at(line, named), ...(item ? at(item.typeLine, (d) => d.message.includes(`\`${item.type}\``)) : [])];
      if (baseline === undefined) {
        // Refused as Docusaurus refuses it, by a message naming it (at the key, or at the object that holds it).
        const refusal = result.diagnostics.find((x) => x.position?.file === 'docusaurus.config.js' && x.position.line > 0 && named(x));
        return refusal
          ? { group, key, status: 'refused', note: `Docusaurus refuses it (renamed or removed); fe-docs reports it: ${refusal.message}` }
          : { group, key, status: 'fails', note: `Docusaurus refuses it; fe-docs says nothing at line ${line}` };
      }
      const changed = result.config !== undefined && fingerprint(result.config) !== before;
      if (atKey.length) return { group, key, status: 'warning', note: `${answer ? `${answer}; ` : ''}warning: ${atKey[0].message}` };
      if (!result.config) return { group, key, status: 'fails', note: `the config does not load: ${result.diagnostics.map((x) => x.message).join('; ')}` };
      if (changed && answer)
        return { group, key, status: 'works', note: OPTION_EFFECTS[`${group}:${key}`] ? `${answer}; the built page shows it (checked)` : answer };
      if (changed) return { group, key, status: 'fails', note: 'fe-docs’ configuration changes, but the answer table does not say how' };
      // Read where it is used (not mapped into fe-docs' own configuration): the answer names the file, which reads it.
      if (answer?.startsWith('read from ') && readsKey(answer, name)) return { group, key, status: 'works', note: answer };
      return { group, key, status: 'fails', note: `silently ignored (no change, no warning at line ${line})` };
    };
    const cases: Case[] = [];
    for (const group of OPTION_GROUPS) {
      const { schema, normalize } = schemaOf(group, req);
      const defaults = normalize({});
      const described = schema.describe();
      for (const { key, d } of leaves(group, described)) {
        const forbidden = d.flags?.presence === 'forbidden';
        const value = forbidden ? (OPTION_SAMPLES[`${group}:${key}`] ?? true) : sampleOf(group, key, d);
        const companions = companionsOf(group, key);
        if (!forbidden) {
          // The sample is a value the package accepts, and not its default.
          let normalized: Obj;
          try {
            const given: Obj = {};
            for (const [k, v] of [...companions, [key, value] as [string, unknown]]) setAt(given, k, evalCode(v, req));
            normalized = normalize(given);
          } catch (e) {
            throw new Error(
              `${group}: the sample of \`${key}\` is refused by ${group === 'themeConfig' ? 'theme-classic' : PLUGIN_PACKAGES[group]}: ${(e as Error).message}`,
            );
          }
          const same = (a: unknown, b: unknown) =>
            typeof a === 'function' || typeof b === 'function' ? a === b : fingerprint({ v: a }) === fingerprint({ v: b });
          if (same(getAt(normalized, key), getAt(defaults, key)) && getAt(defaults, key) !== undefined)
            throw new Error(`${group}: the sample of \`${key}\` is its default value`);
        }
        const { text, line } = configText(group, [...companions, [key, value]], key);
        cases.push({
          group,
          key,
          name: key.split('.').pop()!,
          answer: OPTION_ANSWERS[`${group}:${key}`],
          baseline: forbidden ? undefined : configText(group, companions).text,
          text,
          line,
        });
      }
      // Navbar items, by type: each key theme-classic accepts on an item of that type.
      if (group === 'themeConfig')
        for (const c of navbarItemCases(described, normalize, (v) => evalCode(v, req))) {
          const { text, line, typeLine } = configText(group, [['navbar.items', new ItemList(c.item, c.prop)]]);
          cases.push({
            group,
            key: c.key,
            name: c.prop,
            answer: OPTION_ANSWERS[`themeConfig:${c.key}`] ?? OPTION_ANSWERS[`themeConfig:navbar.items[].${c.prop}`],
            baseline: configText(group, [['navbar.items', new ItemList(c.base)]]).text,
            text,
            line,
            ...(typeof c.item.type === 'string' && { item: { type: c.item.type, typeLine } }),
          });
        }
    }
    const entries: OptionEntry[] = [];
    for (const c of cases) entries.push(await judge(c));
    return entries;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const GROUP_TITLES: Record<OptionGroup, string> = {
  themeConfig: '`themeConfig` (theme-classic)',
  docs: '`@docusaurus/plugin-content-docs` options',
  blog: '`@docusaurus/plugin-content-blog` options',
  pages: '`@docusaurus/plugin-content-pages` options',
  sitemap: '`@docusaurus/plugin-sitemap` options',
};

/** The options part of docs/docusaurus-coverage.md. */
export function optionsMarkdown(entries: OptionEntry[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const out: string[] = [
    '## Theme and plugin options',
    '',
    'Every key theme-classic’s `validateThemeConfig` accepts and every option of the docs, blog, pages and sitemap',
    'plugins, listed from their installed Joi schemas (nested objects to their keys; a navbar item’s keys for each item',
    'type the schema has, `navbar.items[<type>].<key>`). Each key is set alone, to a value',
    'the package accepts other than its default, in a small site’s `docusaurus.config.js`, and the configuration is',
    'loaded as fe-docs loads it. "Works": fe-docs’ own configuration changes (the note says how; for some keys the built',
    'page is also checked, each key alone: "the built page shows it"), or the value is read',
    'where it is used (the note names the file); "warning": a `docusaurus-unsupported` warning at the key’s line names',
    'it; "refused": the schema forbids the key (renamed or removed) and fe-docs reports it by name, as Docusaurus',
    'refuses it. test/docusaurus/conformance-options.test.ts fails on a key that does none of these.',
    '',
  ];
  for (const group of OPTION_GROUPS) {
    const of = entries.filter((e) => e.group === group);
    const n = (s: OptionEntry['status']) => of.filter((e) => e.status === s).length;
    out.push(
      `### ${GROUP_TITLES[group]}`,
      '',
      `${of.length} keys: ${n('works')} work, ${n('warning')} with a warning, ${n('refused')} refused, ${n('fails')} fail.`,
      '',
      '| Key | Works | Note |',
      '| --- | --- | --- |',
      ...of.map((e) => `| \`${e.key}\` | ${e.status === 'works' ? 'yes' : e.status === 'fails' ? '**no**' : e.status} | ${cell(e.note)} |`),
      '',
    );
  }
  return out.join('\n');
}
