import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Message } from 'esbuild';
import { bundleSiteCode } from './bundle-site-code.js';
import type { Code } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from '../core/react-string.js';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { splitFrontMatter } from '../content/frontmatter.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { normalizeAdmonitionTitles } from '../markdown/directives.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import { codeBlockElement, decorate, diagramClassOf, diagramElement } from '../markdown/render-markdown.js';
import { LINK_PLACEHOLDER, type ContentStrings, type Heading, type MarkdownResult } from '../markdown/types.js';
import { FeIsland } from '../theme/builtins/Island.js';
import { renderingWith, withPageComponents } from './partial-components.js';
import { MdxRenderContext, type IslandElement, type MdxRender } from '../theme/builtins/mdx-render-context.js';
import { ThemeComponentsContext } from '../theme/components-context.js';
import type { ThemeComponents } from '../stages/page.js';
import { themeComponent } from '../theme/registry.js';
import { ASSET_PLACEHOLDER, contentImportsPlugin } from './content-imports.js';
import { escapeHeadingIds } from './heading-ids.js';
import type { SitePolicies } from '../config/policies.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import { MdxCode, MdxPre, plainCodeElement } from './mdx-code.js';
import { htmlCommentsToMdx } from './html-comments.js';
import { islandHtml } from './island-markup.js';
import { remarkMdxFacts, TRUNCATE_ELEMENT, type MdxFactsState } from './remark-mdx-facts.js';
import { importBundled, siteModuleBuildOptions } from './site-modules.js';
import { runTimePathDiagnostics } from './context-require.js';
import { webpackLoaderDiagnostics } from './webpack-loaders.js';
import { esbuildPath, sitePosition } from './esbuild-position.js';
import { inSiteCode } from '../core/site-code-watch.js';
import { SiteCodeError } from '../core/site-code-error.js';
import { tableRow } from '../markdown/table-row.js';
import { importPosition, renderProblem, type CompiledMdx } from './mdx-render-problems.js';
import type { HeadingIds } from '../markdown/slug.js';

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
/** The JSX name `:::note` compiles to when the site overrides Admonition (not a name a page would use itself). */
const ADMONITION_ELEMENT = 'FeAdmonition';

export function createMdxRenderer(opts: {
  highlighter: CodeHighlighter;
  strings: ContentStrings;
  components?: ThemeComponents;
  /** The site's `markdown.remarkPlugins` / `rehypePlugins`, applied to MDX as to Markdown. */
  plugins?: { remarkPlugins: PluggableList; rehypePlugins: PluggableList };
  /**
   * Components every MDX file may use without importing them, by the name MDX uses (Docusaurus' `@theme/MDXComponents`,
   * the site's `src/theme/MDXComponents`: `Head`, `Details`, and lowercase HTML names such as `details` or `img`).
   */
  mdxComponents?: Record<string, unknown>;
  /** The site's static folder (relative to its root), where an import starting with `/` is looked up first. */
  staticDir?: string;
  /** The load's site-code context (stages/hooks.ts): what bundling the content's imports reads and adds to. */
  siteCode: SiteCodeContext;
  /** How the site's code is read (config/policies.ts): fenced code through a CodeBlock override, content reading its page. */
  policies?: Pick<SitePolicies['siteCode'], 'codeBlockRendersFences' | 'contentReadsPage'>;
  /** `policies.content.diagramFences`: fenced blocks of these languages are written for the browser to draw. */
  diagramFences?: Readonly<Record<string, string>>;
  /** `code.defaultLanguage`: the language of a code block that names none. */
  defaultLanguage?: string;
  /** `markdown.headingIds`: how heading ids are made from their text (markdown/slug.ts). */
  headingIds?: HeadingIds;
}): MdxRenderer {
  const { highlighter, strings } = opts;
  // A site's own Admonition (src/theme/Admonition) renders `:::note` too, as in Docusaurus; fe-docs' markup otherwise.
  const admonitionElement = opts.components?.Admonition ? ADMONITION_ELEMENT : undefined;
  const mdxComponents = { ...opts.mdxComponents, FeIsland, ...(admonitionElement && { [admonitionElement]: themeComponent('Admonition') }) };
  // A Docusaurus site's own CodeBlock (src/theme/CodeBlock) renders fenced code too, after the site's rehype plugins,
  // as Docusaurus' MDXComponents do (mdx/mdx-code.ts); the site's MDXComponents still win.
  const siteCodeBlock = opts.components?.CodeBlock !== undefined && opts.policies?.codeBlockRendersFences === true;
  const contentReadsPage = opts.policies?.contentReadsPage === true;
  const withSiteCodeBlock = { pre: MdxPre, code: MdxCode, ...mdxComponents };
  // What the site's format puts around content (a Docusaurus site's data and Layout providers: `useDocusaurusContext()`,
  // `useBaseUrl()`, theme-common's hooks), made once here.
  const wrapContent = opts.siteCode.hooks.contentWrapper?.();
  const provided = new Set(Object.keys(mdxComponents));
  // The site format's preprocessing of MDX text (a Docusaurus site's `mdx-code-block` fences), none otherwise.
  const preprocess = opts.siteCode.hooks.preprocessMdx ?? ((text: string) => text);
  return {
    async render({ file, absPath, body, root }) {
      // Shiki's HTML, shared by the page and its partials (numbered placeholders until the page is HTML).
      const raws: string[] = [];
      const partials: CompiledMdx[] = [];
      const partialIndex = new Map<string, Promise<number | undefined>>();
      const compiling: string[] = [];
      const diagnostics: Diagnostic[] = [];

      const compileOne = async (c: { file: string; absPath: string; body: string; firstTabsId?: number; isPartial?: boolean }): Promise<CompiledMdx> => {
        const state: MdxFactsState = { islands: [], diagnostics: [], partials: [] };
        try {
          const out = await compile(
            { value: escapeHeadingIds(normalizeAdmonitionTitles(htmlCommentsToMdx(preprocess(c.body)))), path: c.absPath },
            {
              // MDX whatever the extension: a `.md` file gets here because it is read as MDX.
              format: 'mdx',
              remarkPlugins: [
                remarkGfm,
                remarkDirective,
                ...(opts.plugins?.remarkPlugins ?? []),
                [
                  remarkMdxFacts,
                  {
                    file: c.file,
                    absPath: c.absPath,
                    root,
                    siteCode: opts.siteCode,
                    staticDir: opts.staticDir,
                    highlighter,
                    strings,
                    state,
                    provided,
                    partial: loadPartial,
                    firstTabsId: c.firstTabsId,
                    isPartial: c.isPartial,
                    admonitionElement,
                    defaultLanguage: opts.defaultLanguage,
                    headingIds: opts.headingIds,
                    headReachesPage: contentReadsPage,
                  },
                ],
              ],
              rehypePlugins: [...(opts.plugins?.rehypePlugins ?? []), () => (tree: HastRoot) => void decorate(tree, strings)],
              remarkRehypeOptions: {
                footnoteLabel: strings.footnotes,
                footnoteBackLabel: (i: number) => `${strings.footnoteBack} ${i + 1}`,
                // Shiki's HTML cannot be a JSX tree node: a numbered placeholder stands for it until the page is HTML.
                handlers: {
                  // A diagram is drawn in the browser, whoever renders other blocks (Docusaurus turns it into its
                  // Mermaid component before CodeBlock sees it).
                  code: (_s: unknown, node: Code) => {
                    const diagram = diagramClassOf(node, opts.diagramFences);
                    if (diagram) return diagramElement(node, diagram);
                    return siteCodeBlock ? plainCodeElement(node) : codeBlockElement(node, highlighter, strings, (html) => rawSlot(raws.push(html) - 1));
                  },
                  tableRow,
                },
              },
            },
          );
          return { file: c.file, absPath: c.absPath, body: c.body, js: String(out.value), state };
        } catch (e) {
          const m = e as { line?: number; column?: number; reason?: string; message: string };
          state.diagnostics.push(
            diagnostic('mdx-syntax', `MDX syntax error: ${m.reason ?? m.message}`, {
              position: { file: c.file, line: m.line ?? 1, column: m.column ?? 1 },
              hint: 'MDX reads `<`, `{` and `}` as JSX: escape them (`\\<`, `\\{`) or put them in `code`.',
            }),
          );
          return { file: c.file, absPath: c.absPath, body: c.body, state };
        }
      };

      /** An imported `.md`/`.mdx` file, compiled once per page render; its index in `partials`. */
      const loadPartial = (partialPath: string): Promise<{ index: number; headings: Heading[] } | undefined> => {
        const rel = toPosix(path.relative(root, partialPath));
        if (compiling.includes(partialPath)) {
          diagnostics.push(
            diagnostic('mdx-import', `\`${rel}\` imports itself (through ${compiling.map((f) => `\`${toPosix(path.relative(root, f))}\``).join(' → ')}).`, {
              position: { file: rel, line: 1, column: 1 },
              hint: 'Break the cycle of partial imports.',
            }),
          );
          return Promise.resolve(undefined);
        }
        let index = partialIndex.get(partialPath);
        if (!index) {
          index = (async () => {
            const text = await readFile(partialPath, 'utf8');
            const i = partials.length;
            partials.push({ file: rel, absPath: partialPath, body: '', state: { islands: [], diagnostics: [], partials: [] } });
            compiling.push(partialPath);
            try {
              partials[i] = await compileOne({
                file: rel,
                absPath: partialPath,
                body: splitFrontMatter(rel, text).body,
                firstTabsId: 1000 * (i + 1),
                isPartial: true,
              });
            } finally {
              compiling.pop();
            }
            return i;
          })();
          partialIndex.set(partialPath, index);
        }
        return index.then((i) => (i === undefined ? undefined : { index: i, headings: partials[i].state.facts?.headings ?? [] }));
      };

      const page = await compileOne({ file, absPath, body });
      const all = [page, ...partials];
      const problems = [...diagnostics, ...all.flatMap((c) => c.state.diagnostics)];
      if (problems.some((d) => d.severity === 'error') || !page.js || !page.state.facts) return empty(problems);
      const facts = page.state.facts;
      const firstImport = { file, line: 1, column: 1 };
      // A message at a file the page imports is reported there; one in the page's compiled code (esbuild's stdin, whose
      // lines are not the page's) at the page's first line.
      const importerPosition = (m: Message) =>
        m.location && !m.location.file.startsWith('<') && esbuildPath(root, m.location.file) !== absPath ? sitePosition(root, m.location) : undefined;

      // The page's links, then each partial's (relative URLs rebased on the page's folder), then imported images.
      const links = [...facts.links];
      const linkBase = partials.map((p) => {
        const base = links.length;
        for (const l of p.state.facts?.links ?? []) {
          const url = rebase(l.url, p.file, file);
          links.push(url === l.url ? l : { ...l, url, written: l.url });
        }
        return base;
      });
      const assets: string[] = [];
      /** The site format's generated data files (a Docusaurus site's `.docusaurus/`) the content may import. */
      const generated = opts.siteCode.hooks.modules.generated;

      let Content: ComponentType<{ components?: object }>;
      try {
        const bundled = await bundleSiteCode({
          stdin: { contents: page.js, resolveDir: path.dirname(absPath), sourcefile: absPath, loader: 'js' },
          ...siteModuleBuildOptions(opts.siteCode),
          plugins: [
            ...siteModuleBuildOptions(opts.siteCode).plugins,
            contentImportsPlugin({
              partialModule: async (p) => {
                const i = await (partialIndex.get(p) ?? loadPartial(p).then((r) => r?.index));
                const js = i === undefined ? undefined : partials[i].js;
                // A partial's links are numbered in its own list: renumbered into the page's.
                return js
                  ? withPageComponents(js.replace(LINK_IN_JS, (_, n: string) => LINK_PLACEHOLDER + (linkBase[i!] + Number(n))))
                  : 'export default () => null;';
              },
              asset: (p) => assets.push(p) - 1,
            }),
          ],
          write: false,
          metafile: true,
        });
        // fe-docs' own notes on what it imported (a module that only approximates Docusaurus at build time).
        for (const w of bundled.warnings.filter((m) => m.pluginName === 'fe-docs-site-modules'))
          problems.push(diagnostic('docusaurus-build-time', w.text, { position: importerPosition(w) ?? firstImport, hint: w.notes?.[0]?.text }));
        problems.push(...runTimePathDiagnostics(bundled.warnings, root));
        // The page's own imports are reported by remark-mdx-facts, at their line in the .mdx file.
        problems.push(...webpackLoaderDiagnostics(bundled.warnings, root, absPath), ...(generated?.diagnostics(bundled.warnings, absPath) ?? []));
        // Generated data the content reads once the content it lists is loaded (the blog's post list).
        await generated?.ready(Object.keys(bundled.metafile.inputs), absPath);
        Content = (await inSiteCode(file, () => importBundled<{ default: typeof Content }>(bundled.outputFiles[0].text))).default; // site code: watched
      } catch (e) {
        const errors = ((e as { errors?: Message[] }).errors ?? []).map((m) =>
          diagnostic('mdx-import', `Cannot bundle \`${file}\`: ${m.text}`, {
            position: importerPosition(m) ?? firstImport,
            hint: m.notes?.[0]?.text ?? 'Fix the imported component, or the import.',
          }),
        );
        return empty([
          ...problems,
          ...(errors.length ? errors : [diagnostic('mdx-import', `Cannot bundle \`${file}\`: ${(e as Error).message}`, { position: firstImport })]),
        ]);
      }
      const assetBase = links.length;
      for (const a of assets) links.push({ url: toPosix(path.relative(path.dirname(absPath), a)), kind: 'asset', position: importPosition(body, a, file) });

      const components = siteCodeBlock ? withSiteCodeBlock : mdxComponents;
      /** One render of the content, `around` giving it providers: HTML with code, islands and asset links put in. */
      const renderContent = (around?: (content: ReactElement) => ReactElement) => {
        const islands: IslandElement[] = [];
        let tabs = facts.tabsCount;
        const ctx: MdxRender = { strings, highlighter, nextTabsId: () => ++tabs, addIsland: (island) => islands.push(island) - 1 };
        // Inside the site format's providers, as its components expect, and the page's (`around`).
        const provide = (inner: ReactElement) => {
          const content = around ? around(inner) : inner;
          const element = createElement(MdxRenderContext.Provider, { value: ctx }, wrapContent ? wrapContent(content) : content);
          return opts.components ? createElement(ThemeComponentsContext.Provider, { value: opts.components }, element) : element;
        };
        let html = inSiteCode(file, () => renderingWith(components, () => renderToStaticMarkup(provide(createElement(Content, { components }))))); // site code: watched
        // An island's server markup is rendered on its own (hydrateRoot takes it whole), with the same providers as
        // the content around it: what it reads of its page is there, and reading it has the content rendered again.
        const islandMarkup = inSiteCode(file, () =>
          renderingWith(components, () => islands.map((island, i) => islandHtml(island, i, renderToString(provide(island.element))))),
        ); // site code: watched
        // Components write ids too (a Tabs' panels): every id of the page, in document order, before code goes in.
        const ids = [...html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g)].map((m) => unescapeAttr(m[1]));
        html = html
          .replace(/<fe-raw data-i="(\d+)"><\/fe-raw>/g, (_, i: string) => raws[Number(i)])
          .replace(/<fe-island-slot data-i="(\d+)"><\/fe-island-slot>/g, (_, i: string) => islandMarkup[Number(i)])
          .replace(ASSET_IN_HTML, (_, i: string) => LINK_PLACEHOLDER + (assetBase + Number(i)));
        const [excerptHtml, rest] = html.split(`<${TRUNCATE_ELEMENT}></${TRUNCATE_ELEMENT}>`);
        return rest !== undefined ? { html: excerptHtml + rest, excerptHtml: excerptHtml.trimEnd(), ids } : { html, ids };
      };
      // A Docusaurus site's content may read the page it will be in (docs hooks, the location, <Head>), which does not
      // exist yet: the site's format notes the reads (SiteCodeHooks.pageReads) and such content is rendered again with its page.
      const reads = contentReadsPage ? { read: false } : undefined;
      let rendered: ReturnType<typeof renderContent> | undefined;
      try {
        rendered = renderContent(reads && opts.siteCode.hooks.pageReads?.(reads));
      } catch (e) {
        if (!reads?.read) return empty([...problems, renderProblem(e as Error, all, file)]);
      }
      const renderWithPage = reads?.read
        ? (around: (content: ReactElement) => ReactElement) => {
            try {
              const { html, excerptHtml } = renderContent(around);
              return { html, excerptHtml };
            } catch (e) {
              // Reported at the component or expression, as a failure while content loads is.
              const d = renderProblem(e as Error, all, file);
              throw new SiteCodeError(d.message, d.position ?? { file, line: 1, column: 1 }, e);
            }
          }
        : undefined;
      // Content that cannot render without its page: its headings' ids stand for its ids until then.
      const { html, excerptHtml, ids } = rendered ?? { html: '', excerptHtml: undefined, ids: facts.headings.map((h) => h.id) };
      const islandUses = all.flatMap((c) => c.state.islands).filter((u, i, a) => a.findIndex((v) => v.id === u.id) === i);
      return {
        html,
        excerptHtml,
        h1: facts.h1,
        ...(facts.titleInContent !== undefined && { titleInContent: facts.titleInContent }),
        headings: facts.headings,
        links,
        selfAnchors: [...facts.selfAnchors, ...partials.flatMap((p) => p.state.facts?.selfAnchors ?? [])],
        ids,
        sections: facts.sections,
        proseWords: facts.proseWords + partials.reduce((n, p) => n + (p.state.facts?.proseWords ?? 0), 0),
        islands: islandUses.length ? islandUses : undefined,
        ...(renderWithPage && { renderWithPage }),
        diagnostics: [...problems, ...all.flatMap((c) => c.state.facts?.diagnostics ?? [])],
      };
    },
  };
}

const LINK_IN_JS = new RegExp(`${LINK_PLACEHOLDER}(\\d+)`, 'g');
const ASSET_IN_HTML = new RegExp(`${ASSET_PLACEHOLDER}(\\d+)`, 'g');
const toPosix = (p: string) => p.split(path.sep).join('/');

/** A relative link written in `from` (a partial), as seen from `to` (the page rendering it). */
function rebase(url: string, from: string, to: string): string {
  if (from === to || url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const target = path.posix.join(path.posix.dirname(from), url);
  const rel = path.posix.relative(path.posix.dirname(to), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function rawSlot(i: number): ElementContent {
  return { type: 'element', tagName: 'fe-raw', properties: { dataI: i }, children: [] } satisfies Element;
}

function empty(diagnostics: Diagnostic[]): MarkdownResult {
  return { html: '', headings: [], links: [], selfAnchors: [], ids: [], sections: [], proseWords: 0, diagnostics };
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
