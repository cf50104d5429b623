import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root, Nodes, Parent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import { analyzeTree } from '../markdown/render-markdown.js';
import type { ContentStrings, IslandUse } from '../markdown/types.js';
import { outsideImportReason } from './import-policy.js';
import { resolveSiteImport } from './resolve-import.js';
import { THEME_NAMES, themeImportName } from './site-modules.js';

export type TreeFacts = Awaited<ReturnType<typeof analyzeTree>>;

/** What the remark step learns about an MDX page, for the renderer to read after `compile`. */
export interface MdxFactsState {
  facts?: TreeFacts;
  islands: IslandUse[];
  diagnostics: Diagnostic[];
}

const ISLAND_MODES = ['load', 'visible'];
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
export const TRUNCATE_ELEMENT = 'fe-truncate';

/**
 * The Markdown pipeline's tree facts (directives, title, heading ids, links, grammars, sections) on an MDX tree, plus
 * what only MDX has: every import checked (`@theme/<Name>`, relative, `@site/`, packages), `<CodeBlock language>`
 * grammars loaded, and `client:*` components wrapped as islands.
 */
export function remarkMdxFacts(opts: {
  file: string;
  absPath: string;
  root: string;
  highlighter: CodeHighlighter;
  strings: ContentStrings;
  state: MdxFactsState;
}) {
  return async (tree: Root) => {
    const { file, state } = opts;
    const at = (n: { position?: { start: { line: number; column: number } } }, loc?: { line: number; column: number }) => ({
      file,
      line: loc?.line ?? n.position?.start.line ?? 1,
      column: loc ? loc.column + 1 : (n.position?.start.column ?? 1),
    });
    const imports = new Map<string, { module: string; exportName: string }>();
    const fromDir = path.dirname(opts.absPath);
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const decl of (node as MdxjsEsm).data?.estree?.body ?? []) {
        if (decl.type !== 'ImportDeclaration') continue;
        const spec = String(decl.source.value);
        const where = at(node, decl.loc?.start);
        const theme = themeImportName(spec);
        let module: string | undefined = spec;
        if (theme) {
          if (!THEME_NAMES.includes(theme.name)) {
            state.diagnostics.push(
              diagnostic('mdx-import', `Unknown theme component \`${spec}\`.`, {
                position: where,
                hint: `fe-docs has ${THEME_NAMES.map((n) => `@theme/${n}`).join(', ')}.`,
              }),
            );
          }
        } else if (!(module = resolveSiteImport(spec, fromDir, opts.root))) {
          state.diagnostics.push(
            diagnostic('mdx-import', `Cannot find \`${spec}\` imported by \`${file}\`.`, {
              position: where,
              hint: 'Import a file of the site (./Component.tsx, @site/src/x) or a package installed in its node_modules.',
            }),
          );
        }
        const outside = module && path.isAbsolute(module) ? outsideImportReason(module, opts.root) : undefined;
        if (outside) {
          state.diagnostics.push(
            diagnostic('mdx-import', `Cannot import \`${spec}\` in \`${file}\`: ${outside}.`, {
              position: where,
              hint: 'Move the file into the site, or set `mdx.allowOutsideImports: true` if the authors are trusted.',
            }),
          );
          module = undefined;
        }
        for (const s of decl.specifiers) {
          const exportName =
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportSpecifier'
                ? s.imported.type === 'Identifier'
                  ? s.imported.name
                  : String(s.imported.value)
                : '*';
          if (module) imports.set(s.local.name, { module, exportName });
        }
      }
    }

    const langs = new Set<string>();
    visit(tree, (node: Nodes, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as MdxJsxFlowElement | MdxJsxTextElement;
      const language = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'language');
      if (language && typeof language.value === 'string') langs.add(language.value);
      const client = el.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name.startsWith('client:'));
      if (client < 0 || !parent || index === undefined) return;
      const mode = (el.attributes[client] as { name: string }).name.slice('client:'.length);
      const imported = el.name ? imports.get(el.name) : undefined;
      if (!imported || !ISLAND_MODES.includes(mode) || imported.exportName === '*') {
        state.diagnostics.push(
          diagnostic('mdx-import', `\`<${el.name ?? ''} client:${mode}>\` cannot be an island.`, {
            position: at(el),
            hint: `Mark an imported component with client:${ISLAND_MODES.join(' or client:')}.`,
          }),
        );
        return;
      }
      el.attributes.splice(client, 1);
      const id = `${el.name}-${createHash('sha1').update(`${imported.module}#${imported.exportName}`).digest('hex').slice(0, 8)}`;
      if (!state.islands.some((i) => i.id === id)) state.islands.push({ id, ...imported });
      const wrapper = {
        type: el.type,
        name: 'FeIsland',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'component', value: id },
          { type: 'mdxJsxAttribute', name: 'mode', value: mode },
        ],
        children: [el],
        position: el.position,
      } as MdxJsxFlowElement;
      (parent as Parent).children[index] = wrapper as never;
      return 'skip';
    });
    if (langs.size) await opts.highlighter.prepare(langs);
    // `{/* truncate */}` ends a post's excerpt (Docusaurus's MDX marker): an element the renderer splits the HTML at.
    const truncate = tree.children.findIndex((c) => c.type === 'mdxFlowExpression' && TRUNCATE.test(c.value));
    if (truncate >= 0) tree.children[truncate] = { type: 'mdxJsxFlowElement', name: TRUNCATE_ELEMENT, attributes: [], children: [] } as MdxJsxFlowElement;
    state.facts = await analyzeTree(tree, file, { highlighter: opts.highlighter, strings: opts.strings });
  };
}
