import type { MarkdownPlugins } from '../config/markdown-plugins.js';
import type { SiteConfig } from '../config/types.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import type { ContentRenderer } from '../content/types.js';
import type { ThemeOverrides } from '../mdx/load-theme-overrides.js';
import type { MdxRenderer } from '../mdx/render-mdx.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import type { LoadOptions } from '../stages/site.js';
import { siteContentStrings } from '../i18n/strings.js';

/** What one load renders its content with (build/load.ts). */
export interface ContentRendererContext {
  config: SiteConfig;
  opts: Pick<LoadOptions, 'highlighter' | 'highlight' | 'markdownCache'>;
  /** The load's timings: the highlighter adds its fixed costs there as `content: …` lines. */
  timings: Record<string, number>;
  overrides: ThemeOverrides;
  plugins: MarkdownPlugins;
  siteCode: SiteCodeContext;
}

/**
 * The content stage's renderer of Markdown, MDX and React pages. Shiki and unified load only when a file actually
 * needs rendering (a warm disk cache needs neither).
 */
export function createContentRenderer(ctx: ContentRendererContext): ContentRenderer {
  const { config, opts, timings, overrides, plugins, siteCode } = ctx;
  let made: Promise<MarkdownRenderer> | undefined;
  let highlighting: Promise<CodeHighlighter> | undefined;
  let grammarCount = 0;
  // Grammars load as files need them (a cached rebuild that renders one doc loads that doc's languages only), each
  // once. Fixed costs inside `content` are shown on the stage line as `content: …` (this thread's share).
  const highlighter = () =>
    (highlighting ??= (async () => (await import('../markdown/highlight.js')).withLanguageAliases(await anyHighlighter(), config.code.aliases))());
  const anyHighlighter = () =>
    opts.highlighter
      ? Promise.resolve(opts.highlighter)
      : opts.highlight === false
        ? import('../markdown/highlight.js').then((m) => m.createPlainHighlighter())
        : (async () => {
            const hl = await import('../markdown/highlight.js');
            const t = performance.now();
            const h = await hl.createCodeHighlighter({
              onGrammars: (count, ms) => {
                const before = timings[`content: ${grammarCount} grammars`] ?? 0;
                delete timings[`content: ${grammarCount} grammars`];
                grammarCount += count;
                timings[`content: ${grammarCount} grammars`] = before + ms;
              },
            });
            timings['content: Shiki engine'] = performance.now() - t;
            return h;
          })();
  let mdx: Promise<MdxRenderer> | undefined;
  return {
    highlighter,
    admonitionComponent: !!overrides.components?.Admonition,
    // The MDX renderer gives fenced code to a CodeBlock override when the site's policy says so (mdx/render-mdx.ts).
    codeBlockComponent: !!overrides.components?.CodeBlock && config.policies.siteCode.codeBlockRendersFences,
    compileReactPages: async (o) =>
      (await import('../mdx/compile-react-pages.js')).compileReactPages(
        { ...o, siteCode, contentRender: { highlighter, strings: siteContentStrings(config) } },
        overrides.components,
      ),
    renderMdx: async (file, body, absPath) =>
      (
        await (mdx ??= (async () => {
          const { createMdxRenderer } = await import('../mdx/render-mdx.js');
          return createMdxRenderer({
            highlighter: await highlighter(),
            strings: siteContentStrings(config),
            components: overrides.components,
            mdxComponents: overrides.mdxComponents,
            plugins: plugins,
            staticDir: config.static.path,
            siteCode,
            policies: config.policies.siteCode,
            diagramFences: config.policies.content.diagramFences,
            defaultLanguage: config.code.defaultLanguage,
            headingIds: config.markdown.headingIds,
          });
        })())
      ).render({ file, body, absPath, root: config.root }),
    render: async (file, body, absPath) =>
      (
        await (made ??= (async () => {
          const { createMarkdownRenderer } = await import('../markdown/render-markdown.js');
          return createMarkdownRenderer({
            // Shiki (its WASM engine and ≈20 modules) loads at the first file with a code block: a cached rebuild
            // of a doc without one never loads it.
            highlighter: lazyHighlighter(highlighter),
            strings: siteContentStrings(config),
            cache: opts.markdownCache,
            plugins: plugins,
            sanitize: config.markdown.sanitize,
            diagramFences: config.policies.content.diagramFences,
            defaultLanguage: config.code.defaultLanguage,
            headingIds: config.markdown.headingIds,
          });
        })())
      ).render(file, body, absPath),
  };
}

/**
 * A highlighter made on the first `prepare` of some language. Markdown rendering prepares a file's languages before
 * highlighting its blocks (an empty set when it has none), and never asks `isKnown` (only MDX's CodeBlock does, and
 * the MDX renderer gets the real highlighter).
 */
function lazyHighlighter(make: () => Promise<CodeHighlighter>): CodeHighlighter {
  let real: CodeHighlighter | undefined;
  const made = () => {
    if (!real) throw new Error('fe-docs: a code block was highlighted before its language was prepared');
    return real;
  };
  return {
    async prepare(langs) {
      const list = [...langs];
      if (!list.length && !real) return [];
      real ??= await make();
      return real.prepare(list);
    },
    highlight: (code, lang, lines) => made().highlight(code, lang, lines),
    isKnown: (lang) => made().isKnown(lang),
  };
}
