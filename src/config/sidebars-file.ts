import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { CategoryLink, UserSidebarItem } from './schema.js';
import { inSiteCode } from '../core/site-code-watch.js';

/** A sidebars file as Docusaurus writes it (sidebars.js/.ts/.json/.yaml), normalised to fe-docs' sidebar items. */
export interface SidebarsFile {
  /** Relative to the site root, with forward slashes, for messages. */
  file: string;
  /** The file's text, to point at the line of a bad doc id. */
  text: string;
  sidebars: Record<string, UserSidebarItem[]>;
}

/**
 * Read a sidebars file the way Docusaurus does: CommonJS `module.exports =`, ESM `export default` or TypeScript (all
 * compiled by esbuild, type imports dropped), or JSON / YAML. Loaded synchronously, as part of the config stage.
 */
export function loadSidebarsFile(root: string, relPath: string, where: Position): { file?: SidebarsFile; diagnostics: Diagnostic[] } {
  const abs = path.resolve(root, relPath);
  const file = path.relative(root, abs).split(path.sep).join('/');
  const fail = (message: string, hint: string) => ({ diagnostics: [diagnostic('config-sidebars-file', message, { position: where, hint })] });
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch {
    return fail(
      `The sidebars file \`${relPath}\` does not exist.`,
      'Give the path of sidebars.js, sidebars.ts or sidebars.json relative to the site root, or `auto`.',
    );
  }
  let value: unknown;
  try {
    value = /\.json$/.test(abs) ? JSON.parse(text) : /\.ya?ml$/.test(abs) ? parseYaml(text) : inSiteCode(file, () => evaluateModule(abs)); // site code: watched for endless loops
  } catch (e) {
    // esbuild's syntax errors carry their place in the file; other errors (thrown while running it) do not.
    const first = (e as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    const position = first?.location ? { file, line: first.location.line, column: first.location.column + 1 } : { file, line: 1, column: 1 };
    const message = first ? first.text : (e as Error).message;
    return {
      diagnostics: [
        diagnostic('config-sidebars-file', `Cannot load the sidebars file \`${file}\`: ${message}`, {
          position,
          hint: 'Fix the file so Docusaurus could load it too.',
        }),
      ],
    };
  }
  if (!isRecord(value))
    return {
      diagnostics: [
        diagnostic('config-sidebars-file', `The sidebars file \`${file}\` does not export an object of sidebars.`, {
          position: { file, line: 1, column: 1 },
          hint: 'Export `{ sidebarId: [items…] }` (`module.exports =` or `export default`).',
        }),
      ],
    };
  const diagnostics: Diagnostic[] = [];
  const sidebars: Record<string, UserSidebarItem[]> = {};
  for (const [id, def] of Object.entries(value))
    sidebars[id] = descend(def, keySegment(id, true), { file, text, diagnostics, path: [], inside: new Map() }, (inner) => toItems(def, inner));
  return { file: { file, text, sidebars }, diagnostics };
}

/** The module's export, as Node would see it: bundled to CommonJS so it loads synchronously. */
function evaluateModule(abs: string): unknown {
  // Loaded here, not at the top: most sites have no sidebars.js, and esbuild's module costs every build ≈20–100 ms.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const out = buildSync({
    entryPoints: [abs],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', '__filename', '__dirname', out.outputFiles[0].text)(
    module,
    module.exports,
    createRequire(abs),
    abs,
    path.dirname(abs),
  );
  const exported = module.exports as { __esModule?: boolean; default?: unknown };
  return withDefaultsRequired(exported && exported.__esModule && 'default' in exported ? exported.default : exported);
}

/** An ES module `require`d by the file, as esbuild gives it: `{ default }` and a hidden `__esModule` mark. */
function isDefaultOnlyModule(v: object): v is { default: unknown } {
  return Object.getOwnPropertyDescriptor(v, '__esModule')?.value === true && Object.keys(v).join() === 'default';
}

/**
 * The value with each ES module the file `require`s (`items: require('./api/sidebar.js')` of a TypeScript file that
 * ends `export default sidebar`) replaced by its default export, as Docusaurus' loader (jiti) gives it: the items
 * themselves, not an object with a `default` key.
 */
function withDefaultsRequired(value: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
  if (!value || typeof value !== 'object' || seen.has(value) || depth > MAX_SIDEBAR_DEPTH * 2) return value;
  if (isDefaultOnlyModule(value)) return withDefaultsRequired(value.default, seen, depth + 1);
  seen.add(value);
  if (Array.isArray(value)) {
    if (Object.isExtensible(value)) value.forEach((v, i) => (value[i] = withDefaultsRequired(v, seen, depth + 1)));
  }
  else if (Object.getPrototypeOf(value) === Object.prototype)
    for (const [k, v] of Object.entries(value)) {
      const replaced = withDefaultsRequired(v, seen, depth + 1);
      // A frozen object keeps its value (then read as written).
      if (replaced !== v && Object.isExtensible(value)) (value as Record<string, unknown>)[k] = replaced;
    }
  return value;
}

/**
 * How deep lists of items may nest (a category in a category…, each level one list): far beyond any sidebar a reader
 * can use, and well inside the call stack of everything that walks a sidebar (a sidebars.js that builds one in a loop
 * that does not end overflowed it: an `internal-error`).
 */
export const MAX_SIDEBAR_DEPTH = 100;

interface Ctx {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  /** Where the value being read is, as keys from the export (`tutorial[2].items[0]`), one segment per step. */
  path: string[];
  /** The lists and objects being read, outside in, with their paths: a value met again inside itself is a cycle. */
  inside: Map<object, string>;
}

/** Sidebar items given as a value (what a `sidebarItemsGenerator` returned), read as in a sidebars file. */
export function sidebarItemsOf(value: unknown, file: string, text: string): { items: UserSidebarItem[]; diagnostics: Diagnostic[] } {
  const ctx: Ctx = { file, text, diagnostics: [], path: [], inside: new Map() };
  return { items: descend(value, '(returned value)', ctx, (inner) => toItems(value, inner)), diagnostics: ctx.diagnostics };
}

/** `.key`, or `["key"]` when it is not an identifier; the first segment bare. */
function keySegment(key: string, first = false): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return first ? key : `.${key}`;
  return first ? JSON.stringify(key) : `[${JSON.stringify(key)}]`;
}

/** The path as written in JavaScript; a very deep one shortened in the middle. */
function pathText(segments: readonly string[]): string {
  const s = segments.length > 12 ? [...segments.slice(0, 6), `…(${segments.length - 10} more)…`, ...segments.slice(-4)] : segments;
  return s.join('');
}

/**
 * Read `value` at `ctx.path` + `segment`, one level deeper: refused, with an error, when it is one of the values
 * that contain it (a cycle: reading would never end) or when lists nest deeper than MAX_SIDEBAR_DEPTH.
 */
function descend<T>(value: unknown, segment: string, ctx: Ctx, read: (inner: Ctx) => T[]): T[] {
  const path = [...ctx.path, segment];
  if (value && typeof value === 'object') {
    const outer = ctx.inside.get(value);
    if (outer !== undefined) {
      ctx.diagnostics.push(
        diagnostic(
          'config-sidebars-file',
          `In \`${ctx.file}\`: the sidebar contains itself: \`${pathText(path)}\` is \`${outer}\` again, so reading it would never end.`,
          {
            position: locateInText(ctx.file, ctx.text, undefined),
            hint: 'Remove that reference, or put a copy there (`[...items]`, `structuredClone(category)`) instead of a list or category that holds it.',
          },
        ),
      );
      return [];
    }
  }
  const depth = ctx.inside.size + 1;
  if (depth > MAX_SIDEBAR_DEPTH * 2) {
    ctx.diagnostics.push(
      diagnostic(
        'config-sidebars-file',
        `In \`${ctx.file}\`: sidebar items nest more than ${MAX_SIDEBAR_DEPTH} levels deep (at \`${pathText(path)}\`); the deeper items are left out.`,
        {
          position: locateInText(ctx.file, ctx.text, undefined),
          hint: `Keep categories at most ${MAX_SIDEBAR_DEPTH} levels deep; if the file builds the sidebar in a loop, check that the loop ends.`,
        },
      ),
    );
    return [];
  }
  if (!value || typeof value !== 'object') return read({ ...ctx, path });
  ctx.inside.set(value, pathText(path));
  try {
    return read({ ...ctx, path });
  } finally {
    ctx.inside.delete(value);
  }
}

/** A sidebar or `items`: an array of items, or the shorthand `{ 'Category label': [items] }`. */
function toItems(def: unknown, ctx: Ctx): UserSidebarItem[] {
  if (Array.isArray(def)) return def.flatMap((item, i) => descend(item, `[${i}]`, ctx, (inner) => toItem(item, inner)));
  if (isRecord(def)) return shorthandCategories(def, ctx);
  ctx.diagnostics.push(unsupported(ctx, `a sidebar must be a list of items, not ${typeof def}`, undefined));
  return [];
}

function shorthandCategories(def: Record<string, unknown>, ctx: Ctx): UserSidebarItem[] {
  return Object.entries(def).map(([label, items]) => ({
    type: 'category',
    label,
    items: descend(items, keySegment(label), ctx, (inner) => toItems(items, inner)),
  }));
}

function toItem(item: unknown, ctx: Ctx): UserSidebarItem[] {
  if (typeof item === 'string') return [{ type: 'doc', id: item }];
  if (!isRecord(item)) {
    ctx.diagnostics.push(unsupported(ctx, `sidebar item \`${JSON.stringify(item)}\` is neither a doc id nor an object`, undefined));
    return [];
  }
  const label = typeof item.label === 'string' ? item.label : undefined;
  const x = extras(item);
  switch (item.type) {
    case 'doc':
    case 'ref': // a link to a doc that does not make the sidebar the doc's own: a doc link here
      return [{ type: 'doc', id: String(item.id ?? ''), label, ...x }];
    case 'link':
      return [{ type: 'link', href: typeof item.href === 'string' ? item.href : undefined, label, ...x }];
    case 'autogenerated':
      return [{ type: 'autogenerated', dirName: typeof item.dirName === 'string' ? item.dirName : '.' }];
    case 'category': {
      const link = isRecord(item.link)
        ? item.link.type === 'doc' && typeof item.link.id === 'string'
          ? { type: 'doc' as const, id: item.link.id }
          : item.link.type === 'generated-index'
            ? generatedIndexLink(item.link)
            : undefined
        : undefined;
      // `collapsible: false` keeps a category open; fe-docs has no fixed-open category, so it starts expanded.
      const collapsed = item.collapsible === false ? false : typeof item.collapsed === 'boolean' ? item.collapsed : undefined;
      const items = item.items === undefined ? [] : descend(item.items, '.items', ctx, (inner) => toItems(item.items, inner));
      return [{ type: 'category', label, items, link, collapsed, ...x }];
    }
    case undefined:
      // `{ 'Category label': [ids] }` in a list of items.
      return shorthandCategories(item, ctx);
    default:
      ctx.diagnostics.push(unsupported(ctx, `sidebar items of type \`${String(item.type)}\` are not supported and are left out`, String(item.type), 'warning'));
      return [];
  }
}

/**
 * An item's `className` (a string) and `customProps` (an object), as Docusaurus keeps them for the theme and the site's
 * components; values of another type are left out, as other keys fe-docs does not read are.
 */
function extras(item: Record<string, unknown>): Pick<UserSidebarItem, 'className' | 'customProps'> {
  return stripUndefined({
    className: typeof item.className === 'string' ? item.className : undefined,
    customProps: isRecord(item.customProps) ? item.customProps : undefined,
  });
}

/** A `generated-index` link with the fields fe-docs uses; values of the wrong type are left out. */
function generatedIndexLink(link: Record<string, unknown>): CategoryLink {
  const text = (k: string) => (typeof link[k] === 'string' ? (link[k] as string) : undefined);
  const keywords = Array.isArray(link.keywords) ? link.keywords.filter((k): k is string => typeof k === 'string') : undefined;
  return stripUndefined({
    type: 'generated-index' as const,
    title: text('title'),
    description: text('description'),
    slug: text('slug'),
    keywords,
    image: text('image'),
  });
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function unsupported(ctx: Ctx, what: string, needle: string | undefined, severity: 'error' | 'warning' = 'error'): Diagnostic {
  return diagnostic('config-sidebars-file', `In \`${ctx.file}\`: ${what}.`, {
    severity,
    position: locateInText(ctx.file, ctx.text, needle),
    hint: 'Use doc ids, or items of type doc, ref, link, category or autogenerated.',
  });
}

/** Best effort: the first place the quoted value appears in the file, else its first line. */
export function locateInText(file: string, text: string, needle: string | undefined): Position {
  if (needle !== undefined) {
    for (const q of ["'", '"', '`']) {
      const i = text.indexOf(q + needle + q);
      if (i >= 0) {
        const before = text.slice(0, i).split('\n');
        return { file, line: before.length, column: before[before.length - 1].length + 1 };
      }
    }
  }
  return { file, line: 1, column: 1 };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
