import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';
import { UserConfigSchema, NAVBAR_ITEM_TYPES, type ParsedConfig, type UserSidebarItem } from './schema.js';
import { loadSidebarsFile } from './sidebars-file.js';
import type { ConfigSource, ResolvedDocsArea, SiteConfig } from './types.js';
import { CONFIG_FILE } from './config-file-name.js';
import { NATIVE_POLICIES, patchPolicies, type PoliciesPatch } from './policies.js';
import { configCacheSlot } from './config-cache.js';
import { keysAt } from './schema-keys.js';
import { suggest } from '../core/suggest.js';
import { SHIPPED_DOCS } from '../core/shipped-docs.js';

export { CONFIG_FILE };

export interface ConfigResult {
  config?: SiteConfig;
  diagnostics: Diagnostic[];
}

/** Read and validate site.config.yaml; every problem is reported at once, with its position. */
export function loadConfig(root: string, opts: { dev?: boolean; text?: string } = {}): ConfigResult {
  const file = path.join(root, CONFIG_FILE);
  let text = opts.text;
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return {
        diagnostics: [
          diagnostic('config-invalid', `Cannot read \`${CONFIG_FILE}\` in \`${root}\`.`, {
            hint: `Run fe-docs in a site folder, pass the folder as an argument, or start a site with \`fe-docs init\`.`,
          }),
        ],
      };
    }
  }
  // An unchanged file's validated config comes from the project cache (config-cache.ts).
  const slot = configCacheSlot(root, file, text, opts.dev ?? false, CONFIG_FILE);
  const cached = slot?.get();
  if (cached) return { config: cached, diagnostics: [] };
  const source = new YamlSource(CONFIG_FILE, text);
  if (source.syntaxErrors.length) return { diagnostics: source.syntaxErrors };
  const result = configFromData(source, { root, dev: opts.dev ?? false, configFile: file });
  if (result.config && !result.diagnostics.length) void slot?.set(result.config);
  return result;
}

/**
 * Validate configuration data (`source.data`, in site.config.yaml's shape) and resolve it into a `SiteConfig`.
 * Shared by site.config.yaml and the Docusaurus adapter (src/docusaurus/), which maps a docusaurus.config.* onto
 * the same shape; its problems are reported through `source`. `extra`: fields a site format adds to the config
 * (declared by its own module augmentation of `SiteConfig`, src/docusaurus/config/origin.ts), kept as given.
 */
export function configFromData(
  source: ConfigSource,
  opts: { root: string; dev: boolean; configFile: string; policies?: PoliciesPatch; extra?: Readonly<Record<string, unknown>> },
): ConfigResult {
  const parsed = UserConfigSchema.safeParse(source.data ?? {});
  if (!parsed.success) return { diagnostics: parsed.error.issues.flatMap((i) => issueToDiagnostics(i, source)) };
  const diagnostics: Diagnostic[] = [];
  const config = resolveConfig(parsed.data, opts.root, source, opts.dev, diagnostics, opts.configFile, opts.extra);
  return { config: diagnostics.some((d) => d.severity === 'error') ? undefined : withPolicies(config, opts.policies ?? {}), diagnostics };
}

/** `config` with some of its policies changed (config/policies.ts): a new frozen config, or `config` when nothing changes. */
export function withPolicies(config: SiteConfig, patch: PoliciesPatch): SiteConfig {
  const policies = patchPolicies(config.policies, patch);
  return policies === config.policies ? config : Object.freeze({ ...config, policies });
}

function resolveConfig(
  c: ParsedConfig,
  root: string,
  source: ConfigSource,
  dev: boolean,
  diagnostics: Diagnostic[],
  configFile: string,
  extra: Readonly<Record<string, unknown>> | undefined,
): SiteConfig {
  /** `sidebars: path/to/sidebars.js` becomes the sidebars it holds. */
  const sidebarsOf = (value: 'auto' | string | Record<string, UserSidebarItem[]>, at: (string | number)[]) => {
    if (typeof value !== 'string' || value === 'auto') return { sidebars: value as 'auto' | Record<string, UserSidebarItem[]> };
    const r = loadSidebarsFile(root, value, source.locate(at));
    diagnostics.push(...r.diagnostics);
    return r.file ? { sidebars: r.file.sidebars, sidebarsFile: { file: r.file.file, text: r.file.text } } : { sidebars: {} };
  };
  const docs: ResolvedDocsArea[] = c.docs.map((area, index) => {
    const base = '/' + trimSlashes(area.routeBasePath);
    const versions = area.versions?.length
      ? area.versions.map((v, vi, all) => {
          const segment = v.routeSegment ?? (v.isLast ? '' : v.name);
          const lastIndex = all.findIndex((x) => x.isLast);
          return {
            name: v.name,
            label: v.label ?? v.name,
            dir: path.resolve(root, v.path),
            relDir: toPosix(v.path),
            isLast: v.isLast,
            // Versions are listed newest first, as Docusaurus orders them (current, then versions.json).
            banner: v.banner ?? (lastIndex < 0 || vi === lastIndex ? 'none' : vi < lastIndex ? 'unreleased' : 'unmaintained'),
            badge: v.badge ?? all.length > 1,
            routeBase: segment ? joinUrl(base, segment) : base,
            ...sidebarsOf(v.sidebars ?? area.sidebars, v.sidebars ? ['docs', index, 'versions', vi, 'sidebars'] : ['docs', index, 'sidebars']),
            draftIds: v.draftIds,
            translationsPath: v.translationsPath,
            sidebarsConfigPath: v.sidebars ? ['docs', index, 'versions', vi, 'sidebars'] : ['docs', index, 'sidebars'],
          };
        })
      : [
          {
            name: 'current',
            label: 'current',
            dir: path.resolve(root, area.path),
            relDir: toPosix(area.path),
            isLast: true,
            banner: 'none' as const,
            badge: false,
            routeBase: base,
            ...sidebarsOf(area.sidebars, ['docs', index, 'sidebars']),
            draftIds: [],
            translationsPath: area.translationsPath,
            sidebarsConfigPath: ['docs', index, 'sidebars'],
          },
        ];
    const { versions: _v, sidebars: _s, translationsPath: _t, ...rest } = area;
    return { ...rest, versions, index };
  });
  return Object.freeze({
    ...c,
    root,
    configFile,
    docs,
    blog: c.blog ? { ...c.blog, dir: path.resolve(root, c.blog.path) } : undefined,
    source,
    dev,
    currentLocale: c.i18n.defaultLocale,
    policies: NATIVE_POLICIES,
    ...extra,
  });
}

/** Turn one zod issue into a diagnostic that names the key, the problem and the fix. */
function issueToDiagnostics(issue: z.core.$ZodIssue, source: ConfigSource): Diagnostic[] {
  const p = issue.path as (string | number)[];
  const where = formatPath(p);
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(UserConfigSchema, p);
    return issue.keys.map((key) => {
      const near = suggest(key, known);
      return diagnostic('config-unknown-key', `\`${formatPath([...p, key])}\`: unknown key \`${key}\`${near ? `; did you mean \`${near}\`?` : '.'}`, {
        position: source.locate([...p, key], { key: true }),
        hint: near
          ? `Rename it \`${near}\`, or remove it.`
          : known.length && known.length <= 10
            ? `Remove it; \`${where}\` takes ${known.map((k) => `\`${k}\``).join(', ')} (${SHIPPED_DOCS.configuration}).`
            : `Remove it, or check its spelling against the keys in ${SHIPPED_DOCS.configuration}.`,
      });
    });
  }
  if (issue.code === 'invalid_value' && p[p.length - 1] === 'type' && isNavbarPath(p)) {
    const value = readPath(source.data, p);
    return [
      diagnostic('config-navbar-type', `\`${where}\`: unknown navbar item type \`${String(value)}\`.`, {
        position: source.locate(p),
        hint: `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.`,
      }),
    ];
  }
  const value = readPath(source.data, p);
  let message: string;
  let hint: string | undefined;
  switch (issue.code) {
    case 'invalid_type':
      message = value === undefined ? `\`${where}\` is required.` : `\`${where}\`: expected ${issue.expected}, received ${describe(value)}.`;
      hint = value === undefined ? `Add \`${p[p.length - 1]}\` here.` : `Write a ${issue.expected} here.`;
      break;
    case 'invalid_value':
      message = `\`${where}\`: \`${String(value)}\` is not allowed.`;
      hint = `Use one of: ${issue.values.map(String).join(', ')}.`;
      break;
    case 'invalid_union':
      message = `\`${where}\`: ${describe(value)} does not match any accepted form.`;
      hint = `Check the expected shape in ${SHIPPED_DOCS.configuration}.`;
      break;
    default:
      message = `\`${where}\` ${issue.message}.`;
  }
  return [
    diagnostic(value === undefined && issue.code === 'invalid_type' ? 'config-invalid' : 'config-invalid', message, {
      position: source.locate(p),
      hint,
    }),
  ];
}

function isNavbarPath(p: (string | number)[]): boolean {
  return p[0] === 'navbar' && p[1] === 'items';
}

function readPath(data: unknown, p: (string | number)[]): unknown {
  let cur: unknown = data;
  for (const k of p) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return `${typeof v} \`${String(v)}\``;
}

export function formatPath(p: readonly (string | number)[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('') || '(root)';
}

export function trimSlashes(s: string): string {
  return s.replace(/^\/+|\/+$/g, '');
}

export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : '/' + joined;
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
