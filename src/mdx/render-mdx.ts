import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { build, type Message } from 'esbuild';
import type { Code } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { normalizeAdmonitionTitles } from '../markdown/directives.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import { codeBlockElement, decorate } from '../markdown/render-markdown.js';
import type { ContentStrings, MarkdownResult } from '../markdown/types.js';
import { FeIsland } from '../theme/builtins/Island.js';
import { MdxRenderContext, type IslandElement, type MdxRender } from '../theme/builtins/mdx-render-context.js';
import { ThemeComponentsContext, type ThemeComponents } from '../theme/components-context.js';
import { escapeHeadingIds } from './heading-ids.js';
import { islandHtml } from './island-markup.js';
import { remarkMdxFacts, TRUNCATE_ELEMENT, type MdxFactsState } from './remark-mdx-facts.js';
import { importBundled, siteModuleBuildOptions } from './site-modules.js';
import { inSiteCode } from '../core/site-code-watch.js';

export interface MdxInput {
  /** Path relative to the site root, for diagnostics. */
  file: string;
  absPath: string;
  /** The text after front matter, front matter lines left blank (positions are the file's). */
  body: string;
  root: string;
}

export interface MdxRenderer {
  render(input: MdxInput): Promise<MarkdownResult>;
}

/**
 * MDX → the same `MarkdownResult` as Markdown: the Markdown pipeline's remark steps and decoration run inside
 * @mdx-js/mdx, esbuild bundles the page's imports, and the page is rendered once, on the server, to HTML. Islands are
 * rendered on their own (React's hydration markup) with their props beside them.
 */
export function createMdxRenderer(opts: {
  highlighter: CodeHighlighter;
  strings: ContentStrings;
  components?: ThemeComponents;
  /** The site's `markdown.remarkPlugins` / `rehypePlugins`, applied to MDX as to Markdown. */
  plugins?: { remarkPlugins: PluggableList; rehypePlugins: PluggableList };
}): MdxRenderer {
  const { highlighter, strings } = opts;
  return {
    async render({ file, absPath, body, root }) {
      const state: MdxFactsState = { islands: [], diagnostics: [] };
      const raws: string[] = [];
      let js: string;
      try {
        const out = await compile(
          { value: escapeHeadingIds(normalizeAdmonitionTitles(body)), path: absPath },
          {
            remarkPlugins: [
              remarkGfm,
              remarkDirective,
              ...(opts.plugins?.remarkPlugins ?? []),
              [remarkMdxFacts, { file, absPath, root, highlighter, strings, state }],
            ],
            rehypePlugins: [...(opts.plugins?.rehypePlugins ?? []), () => (tree: HastRoot) => void decorate(tree, strings)],
            remarkRehypeOptions: {
              footnoteLabel: strings.footnotes,
              footnoteBackLabel: (i: number) => `${strings.footnoteBack} ${i + 1}`,
              // Shiki's HTML cannot be a JSX tree node: a numbered placeholder stands for it until the page is HTML.
              handlers: { code: (_s: unknown, node: Code) => codeBlockElement(node, highlighter, strings, (html) => rawSlot(raws.push(html) - 1)) },
            },
          },
        );
        js = String(out.value);
      } catch (e) {
        const m = e as { line?: number; column?: number; reason?: string; message: string };
        return empty([
          ...state.diagnostics,
          diagnostic('mdx-syntax', `MDX syntax error: ${m.reason ?? m.message}`, {
            position: { file, line: m.line ?? 1, column: m.column ?? 1 },
            hint: 'MDX reads `<`, `{` and `}` as JSX: escape them (`\\<`, `\\{`) or put them in `code`.',
          }),
        ]);
      }
      if (state.diagnostics.some((d) => d.severity === 'error') || !state.facts) return empty(state.diagnostics);
      const facts = state.facts;
      const firstImport = { file, line: 1, column: 1 };

      let Content: ComponentType<{ components?: object }>;
      try {
        const bundled = await build({
          stdin: { contents: js, resolveDir: path.dirname(absPath), sourcefile: absPath, loader: 'js' },
          ...siteModuleBuildOptions(root),
          write: false,
        });
        Content = (await inSiteCode(file, () => importBundled<{ default: typeof Content }>(bundled.outputFiles[0].text))).default; // site code: watched
      } catch (e) {
        const errors = ((e as { errors?: Message[] }).errors ?? []).map((m) => {
          const inSite = m.location && m.location.file !== absPath && !m.location.file.startsWith('<');
          return diagnostic('mdx-import', `Cannot bundle \`${file}\`: ${m.text}`, {
            position: inSite
              ? { file: path.relative(root, path.resolve(m.location!.file)).split(path.sep).join('/'), line: m.location!.line, column: m.location!.column + 1 }
              : firstImport,
            hint: 'Fix the imported component, or the import.',
          });
        });
        return empty([
          ...state.diagnostics,
          ...(errors.length ? errors : [diagnostic('mdx-import', `Cannot bundle \`${file}\`: ${(e as Error).message}`, { position: firstImport })]),
        ]);
      }

      const islands: IslandElement[] = [];
      let tabs = facts.tabsCount;
      const ctx: MdxRender = { strings, highlighter, nextTabsId: () => ++tabs, addIsland: (island) => islands.push(island) - 1 };
      let html: string;
      let islandMarkup: string[];
      try {
        const page = createElement(MdxRenderContext.Provider, { value: ctx }, createElement(Content, { components: { FeIsland } }));
        html = inSiteCode(file, () =>
          renderToStaticMarkup(opts.components ? createElement(ThemeComponentsContext.Provider, { value: opts.components }, page) : page),
        ); // site code: watched
        islandMarkup = inSiteCode(file, () => islands.map((island, i) => islandHtml(island, i, renderToString(island.element)))); // site code: watched
      } catch (e) {
        return empty([
          ...state.diagnostics,
          diagnostic('mdx-render', `A component of \`${file}\` failed while rendering: ${(e as Error).message}`, {
            position: componentPosition(e as Error, body, file),
            hint: 'Components render at build time, in Node: guard browser APIs (window, document) with useEffect.',
          }),
        ]);
      }
      // Components write ids too (a Tabs' panels): every id of the page, in document order, before code goes in.
      const ids = [...html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g)].map((m) => unescapeAttr(m[1]));
      html = html
        .replace(/<fe-raw data-i="(\d+)"><\/fe-raw>/g, (_, i: string) => raws[Number(i)])
        .replace(/<fe-island-slot data-i="(\d+)"><\/fe-island-slot>/g, (_, i: string) => islandMarkup[Number(i)]);
      const [excerptHtml, rest] = html.split(`<${TRUNCATE_ELEMENT}></${TRUNCATE_ELEMENT}>`);
      if (rest !== undefined) html = excerptHtml + rest;
      return {
        html,
        excerptHtml: rest !== undefined ? excerptHtml.trimEnd() : undefined,
        h1: facts.h1,
        headings: facts.headings,
        links: facts.links,
        selfAnchors: facts.selfAnchors,
        ids,
        sections: facts.sections,
        proseWords: facts.proseWords,
        islands: state.islands.length ? state.islands : undefined,
        diagnostics: [...state.diagnostics, ...facts.diagnostics],
      };
    },
  };
}

function rawSlot(i: number): ElementContent {
  return { type: 'element', tagName: 'fe-raw', properties: { dataI: i }, children: [] } satisfies Element;
}

function empty(diagnostics: Diagnostic[]): MarkdownResult {
  return { html: '', headings: [], links: [], selfAnchors: [], ids: [], sections: [], proseWords: 0, diagnostics };
}

/**
 * Where the component that threw is used: the first `<Name` in the file of the innermost component in the stack
 * (React names it in the error's component stack, or the stack's first function does).
 */
function componentPosition(e: Error, body: string, file: string) {
  const names = [...(e.stack ?? '').matchAll(/at ([A-Z][A-Za-z0-9_]*)\b/g)].map((m) => m[1]);
  for (const name of names) {
    const i = body.search(new RegExp(`<${name}[\\s/>]`));
    if (i < 0) continue;
    const before = body.slice(0, i).split('\n');
    return { file, line: before.length, column: before[before.length - 1].length + 1 };
  }
  return { file, line: 1, column: 1 };
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
