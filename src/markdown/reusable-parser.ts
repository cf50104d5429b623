import type { Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { parse, postprocess, preprocess } from 'micromark';
import type { Extension as MicromarkExtension, ParseContext } from 'micromark-util-types';
import type { Processor } from 'unified';
import { compiler } from './from-markdown-compiler.generated.js';

/**
 * remark-parse, with the per-document setup done once per processor. remark-parse calls `fromMarkdown` for every
 * document, which builds mdast-util-from-markdown's compiler (≈ 100 handler closures, the extensions merged in) and
 * micromark's parse context (every syntax extension combined) again each time: ≈ 1 ms of a 1,000-page build's ≈ 10
 * per page, and V8 compiled the setup function as one of its largest optimizing jobs (notes/bench-notes/perpage2.md).
 * Here both are built at the first parse, from the extensions the frozen processor holds (plugins added after this one
 * included, as remark-parse reads them at parse time), and reused; the tree is the one remark-parse gives
 * (test/engine/reusable-parser.test.ts).
 */
export function remarkParseReusing(this: Processor): void {
  const self = this;
  let parseDocument: ((doc: string) => Root) | undefined;
  self.parser = (doc: string) => {
    parseDocument ??= createDocumentParser(
      (self.data('micromarkExtensions') as MicromarkExtension[] | undefined) ?? [],
      (self.data('fromMarkdownExtensions') as (FromMarkdownExtension | FromMarkdownExtension[])[] | undefined) ?? [],
    );
    return parseDocument(doc);
  };
}

/** `fromMarkdown(doc, { extensions, mdastExtensions })`, with its compiler and parse context built once. */
export function createDocumentParser(
  extensions: MicromarkExtension[],
  mdastExtensions: (FromMarkdownExtension | FromMarkdownExtension[])[],
): (doc: string) => Root {
  const compile = compiler({ mdastExtensions });
  const context = parse({ extensions });
  // What a document leaves in the context: identifiers it defined, its lazy lines, and whatever an extension keeps
  // there (GFM footnotes' `gfmFootnotes`, MDX's `definedModuleSpecifiers`). All of it goes before the next document.
  const ownKeys = new Set(Object.keys(context));
  const fresh = (): ParseContext => {
    for (const key of Object.keys(context)) if (!ownKeys.has(key)) delete (context as unknown as Record<string, unknown>)[key];
    context.defined = [];
    context.lazy = {};
    return context;
  };
  return (doc) =>
    compile(
      postprocess(
        fresh()
          .document()
          .write(preprocess()(doc, undefined, true)),
      ),
    );
}
