import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CategoryLinkSchema } from '../config/schema.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';
import type { CategoryMeta } from './types.js';

/** File names a docs folder's category metadata may have, as in Docusaurus. JSON is read as YAML (a subset of it). */
export const CATEGORY_FILE_GLOB = '**/_category_.{yml,yaml,json}';
export const CATEGORY_FILE = /(?:^|\/)_category_\.(?:ya?ml|json)$/;

const CategorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  /** `false` keeps the category open; fe-docs has no fixed-open category, so it starts expanded. */
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  link: z.union([CategoryLinkSchema, z.null()]).optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  description: z.string().optional(),
});

/** Read and check one `_category_` file; wrong values are positioned errors and leave the folder's defaults. */
export async function readCategoryFile(absPath: string, rel: string): Promise<{ meta: CategoryMeta; diagnostics: Diagnostic[] }> {
  let text: string;
  try {
    text = await readFile(absPath, 'utf8');
  } catch (e) {
    const d = diagnostic('file-unreadable', `Cannot read \`${rel}\`: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}.`, {
      position: { file: rel, line: 1, column: 1 },
      hint: 'Check the file permissions, or remove the file.',
    });
    return { meta: { source: rel }, diagnostics: [d] };
  }
  const src = new YamlSource(rel, text, 0, 'config-syntax');
  if (src.syntaxErrors.length) return { meta: { source: rel }, diagnostics: src.syntaxErrors };
  const data = src.data ?? {};
  const parsed = CategorySchema.safeParse(data);
  if (!parsed.success) {
    const diagnostics = parsed.error.issues.map((issue) => {
      const at = issue.path as (string | number)[];
      const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
      const name = unknownKey ?? at.join('.');
      return diagnostic('config-invalid', `\`${name || 'the file'}\` in a category file: ${issue.message}.`, {
        position: src.locate(unknownKey ? [...at, unknownKey] : at, { key: !!unknownKey }),
        hint: 'Category files take label, position, collapsed, collapsible, className, link ({type: doc, id} or {type: generated-index, title, description, slug}) and customProps.',
      });
    });
    return { meta: { source: rel }, diagnostics };
  }
  const d = parsed.data;
  const collapsed = d.collapsible === false ? false : d.collapsed;
  const meta: CategoryMeta = { label: d.label, position: d.position, collapsed, link: d.link ?? undefined, source: rel };
  if (d.className !== undefined) meta.className = d.className;
  if (d.customProps !== undefined) meta.customProps = d.customProps;
  return { meta, diagnostics: [] };
}
