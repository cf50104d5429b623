import { z } from 'zod';
import { safeRouteString } from '../config/safe-strings.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { YamlSource } from '../core/yaml-source.js';
import { MAX_SEGMENT_BYTES } from '../core/output-path.js';
import { tagSlug } from '../markdown/slug.js';

/** Front matter accepted by docs, posts and pages; names follow Docusaurus. */
const common = {
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  slug: safeRouteString().optional(),
  draft: z.boolean().optional(),
  /** Docusaurus: published, but left out of sidebars, lists, the sitemap and search, with a noindex tag (builds only). */
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Docusaurus' per-file `markdown.format`: read this file as MDX, plain Markdown, or by its extension. */
  format: z.enum(['mdx', 'md', 'detect']).optional(),
  /** Docusaurus' own key for it: `mdx: { format: md }` (its mdx-loader reads `frontMatter.mdx.format`). */
  mdx: z.object({ format: z.enum(['mdx', 'md', 'detect']).optional() }).passthrough().optional(),
};
const tags = z.array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string().optional() })]));
/** A post's tags: each has a page at `<blog>/tags/<slug of its label>`, so the slug must be a possible folder name. */
const postTags = z.array(
  z.union([
    z.string().superRefine(tagSlugFits),
    z.object({ label: z.string().superRefine(tagSlugFits), permalink: z.string().optional() }),
  ]),
);

function tagSlugFits(label: string, ctx: z.RefinementCtx): void {
  const bytes = Buffer.byteLength(tagSlug(label));
  if (bytes > MAX_SEGMENT_BYTES)
    ctx.addIssue({
      code: 'custom',
      message: `cannot be a tag: its page's URL segment (the label in lower case, \`-\` between words) is ${bytes} bytes long, and a folder name of the output may have at most ${MAX_SEGMENT_BYTES}; shorten the label`,
    });
}
const date = z.union([
  z.date(),
  z
    .string()
    .transform(yamlTimestamp)
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/, 'must be a date such as 2024-06-11')
        .refine(isRealDate, 'must be a date that exists, such as 2024-06-11'),
    ),
]);

/**
 * A YAML 1.1 timestamp with one-digit month, day or hour (`2015-11-3 9:18:00`, which js-yaml, Docusaurus' front matter
 * parser, reads as a date), or a date with white space around it (a no-break space after `date:`, which Docusaurus'
 * `new Date()` skips), written as `2015-11-03 09:18:00`; any other text is left as it is.
 */
function yamlTimestamp(s: string): string {
  const m = /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?)(:\d\d:\d\d(?:\.\d*)?)([ \t]*Z)?)?$/.exec(s.trim());
  if (!m) return s;
  const pad = (n: string) => n.padStart(2, '0');
  return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}${m[4] ? ` ${pad(m[4])}${m[5]}${m[6] ? 'Z' : ''}` : ''}`;
}

/** `2023-02-30` or `2023-13-45` match the pattern but name no day (Date would roll the first over to 2 March). */
function isRealDate(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && !Number.isNaN(Date.parse(s.replace(' ', 'T')));
}

export const DocMetaSchema = z.object({
  ...common,
  id: safeRouteString().pipe(z.string().regex(/^[^/]+$/, 'must not contain a slash')).optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  /** Data given to the site's own sidebar components with the doc's sidebar item (Docusaurus' `customProps`). */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  pagination_label: z.string().optional(),
  /** Docusaurus: the doc (by id, in the doc's version) linked as the previous / next one instead of the sidebar's; `null`: none. */
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  /** Docusaurus: no title above a doc whose content has no `# Title` of its own (a content H1 still shows). */
  hide_title: z.boolean().optional(),
  /** Docusaurus: the sidebar (by id, in the doc's version) shown with the doc, even one it is not in; `null`: none. */
  displayed_sidebar: z.string().nullable().optional(),
  tags: tags.optional(),
  /** The doc's edit link instead of the one its area's `editUrl` makes; `null`: none (Docusaurus' `custom_edit_url`). */
  custom_edit_url: z.string().nullable().optional(),
  /** Docusaurus: the last update shown under the doc, instead of git's (`showLastUpdateTime` / `showLastUpdateAuthor`). */
  last_update: z.object({ date: z.union([z.date(), z.string()]).optional(), author: z.string().optional() }).optional(),
});

const author = z.union([
  z.string(),
  z.object({ name: z.string().optional(), title: z.string().optional(), url: z.string().optional(), image_url: z.string().optional(), key: z.string().optional() }),
]);

export const PostMetaSchema = z.object({
  ...common,
  date: date.optional(),
  authors: z.union([author, z.array(author)]).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  tags: postTags.optional(),
  /** Docusaurus: the post's title in the blog's post list (`blog-post-list-prop-*.json`, its sidebar). */
  sidebar_label: z.string().optional(),
});

export const PageMetaSchema = z.object({ ...common });

export type DocMeta = z.output<typeof DocMetaSchema>;
export type PostMeta = z.output<typeof PostMetaSchema>;
export type PageMeta = z.output<typeof PageMetaSchema>;

const KNOWN = (s: z.ZodObject) => new Set(Object.keys(s.shape));

const UNKNOWN_FIELD = /^Unknown front matter field `(.+)`; it is ignored\.$/;

/**
 * A Docusaurus site's unknown front matter keys, one warning per key: Docusaurus accepts any key (its schemas are
 * `.unknown()`) and hands them to the site's code, so sites carry their own (`category`, `seoTitle`) on every page;
 * a warning per file buried the rest. Each key is named once, at its first file, with the number of files. A doc's keys
 * reach the site's code (`DocEntry.frontMatter`).
 */
export function unknownFieldsOnce(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const byKey = new Map<string, Diagnostic[]>();
  const rest: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = d.code === 'frontmatter-invalid' && d.severity === 'warning' ? UNKNOWN_FIELD.exec(d.message)?.[1] : undefined;
    if (key === undefined) rest.push(d);
    else byKey.set(key, [...(byKey.get(key) ?? []), d]);
  }
  for (const [key, found] of byKey) {
    const files = new Set(found.map((d) => d.position?.file));
    const first = [...found].sort((a, b) => ((a.position?.file ?? '') < (b.position?.file ?? '') ? -1 : 1))[0];
    rest.push(
      diagnostic(
        'frontmatter-invalid',
        `Front matter field \`${key}\` is not read by fe-docs (${files.size === 1 ? '1 file' : `${files.size} files`}, this one first): Docusaurus passes it to the site's code only, and so does fe-docs for docs (\`useDoc().frontMatter\`, DocItem's \`content.frontMatter\`).`,
        { position: first.position, severity: 'warning', hint: first.hint },
      ),
    );
  }
  return rest;
}

/** Validate front matter; unknown keys are warnings (likely typos), wrong types errors. */
export function validateFrontMatter<S extends z.ZodObject>(schema: S, data: Record<string, unknown>, source: YamlSource | undefined, file: string): { meta: z.output<S>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const where = (p: (string | number)[], key = false) => source?.locate(p, { key }) ?? { file, line: 1, column: 1 };
  const known = KNOWN(schema);
  for (const key of Object.keys(data)) {
    if (!known.has(key)) {
      diagnostics.push(
        diagnostic('frontmatter-invalid', `Unknown front matter field \`${key}\`; it is ignored.`, {
          position: where([key], true),
          severity: 'warning',
          hint: `Check the spelling; known fields are ${[...known].join(', ')}.`,
        }),
      );
    }
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { meta: parsed.data, diagnostics };
  for (const issue of parsed.error.issues) {
    const p = issue.path as (string | number)[];
    const value = p.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string | number, unknown>)[k] : undefined), data);
    const name = p.map((k) => (typeof k === 'number' ? `[${k}]` : k)).join('.').replace('.[', '[');
    const received = value === undefined ? 'nothing' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : `\`${shortened(JSON.stringify(value))}\``;
    const expected = issue.code === 'invalid_type' ? `a ${issue.expected}` : issue.message.replace(/^Invalid input: /, '');
    const rule = /^(must|cannot)\b/.test(expected) ? expected : `must be ${expected}`;
    diagnostics.push(
      diagnostic('frontmatter-invalid', `Front matter \`${name}\` ${rule}, received ${received}.`, {
        position: where(p),
        hint: 'Fix the value in the front matter block at the top of the file.',
      }),
    );
  }
  return { meta: schema.parse({}) as z.output<S>, diagnostics };
}

/** A value quoted in a message: a long one (a 300-character slug) is cut, so the message stays readable. */
function shortened(text: string): string {
  const chars = [...text];
  return chars.length > 80 ? chars.slice(0, 60).join('') + '…' : text;
}
