import { createPlainHighlighter, type CodeHighlighter } from '../markdown/highlight.js';

export interface BuiltinsHighlighter {
  highlighter: CodeHighlighter;
  /**
   * Loads the languages blocks asked for since the last call (the content's highlighter made when first needed);
   * true when there were any: the page that asked is then rendered again, its blocks highlighted.
   */
  prepareWanted(): Promise<boolean>;
}

/**
 * The highlighter of the built-in `CodeBlock` in a page's own components (a site's DocItem, which Docusaurus lets use
 * it as content does). A page renders synchronously and the languages it needs are known only once it rendered, so a
 * language is plain text until prepared; the page renderer prepares what was asked and renders the page again, as
 * mdx/react-page-render.ts does for React pages. Each language is loaded once per renderer.
 */
export function builtinsHighlighter(make: () => Promise<CodeHighlighter>): BuiltinsHighlighter {
  const plain = createPlainHighlighter();
  let real: CodeHighlighter | undefined;
  // Plain text needs no grammar.
  const prepared = new Set<string>(['text']);
  const wanted = new Set<string>();
  return {
    highlighter: {
      // Until the load's highlighter is made, a name is taken as known (the site's own aliases are the real one's).
      isKnown(lang) {
        if (real) return real.isKnown(lang);
        wanted.add(lang);
        return true;
      },
      prepare: async (langs) => (real ??= await make()).prepare(langs),
      highlight(code, lang, lines) {
        if (real && prepared.has(lang)) return real.highlight(code, lang, lines);
        wanted.add(lang);
        return plain.highlight(code, lang, lines);
      },
    },
    async prepareWanted() {
      const langs = [...wanted].filter((l) => !prepared.has(l));
      wanted.clear();
      if (!langs.length) return false;
      real ??= await make();
      await real.prepare(langs);
      langs.forEach((l) => prepared.add(l));
      return true;
    },
  };
}
