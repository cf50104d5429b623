// A worker thread that loads Markdown files (front matter + rendering) for the main thread's MarkdownLoader.
import { parentPort, workerData } from 'node:worker_threads';
import { importMarkdownPlugins, type MarkdownPluginRefs } from '../config/markdown-plugins.js';
import { createCodeHighlighter, withLanguageAliases } from '../markdown/highlight.js';
import { createMarkdownRenderer } from '../markdown/render-markdown.js';
import type { HeadingIds } from '../markdown/slug.js';
import type { ContentStrings } from '../markdown/types.js';
import { createInProcessLoader, type MarkdownJob } from './markdown-loader.js';
import type { MarkdownFormat } from './markdown-source.js';

const { strings, sanitize, plugins, format, aliases, diagramFences, defaultLanguage, headingIds } = workerData as {
  strings: ContentStrings;
  sanitize: boolean;
  diagramFences?: Record<string, string>;
  plugins?: MarkdownPluginRefs;
  format: MarkdownFormat;
  aliases?: Record<string, string>;
  defaultLanguage?: string;
  headingIds?: HeadingIds;
};
const loader = createInProcessLoader(
  createMarkdownRenderer({ highlighter: withLanguageAliases(await createCodeHighlighter(), aliases), strings, sanitize, diagramFences, defaultLanguage, headingIds, plugins: plugins && (await importMarkdownPlugins(plugins)) }),
  format,
);

parentPort!.on('message', async (job: MarkdownJob) => {
  try {
    parentPort!.postMessage({ ok: true, result: await loader.load(job) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: (e as Error).stack ?? String(e) });
  }
});
