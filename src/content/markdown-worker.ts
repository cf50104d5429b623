// A worker thread that loads Markdown files (front matter + rendering) for the main thread's MarkdownLoader.
import { parentPort, workerData } from 'node:worker_threads';
import { importMarkdownPlugins, type MarkdownPluginRefs } from '../config/markdown-plugins.js';
import { createCodeHighlighter } from '../markdown/highlight.js';
import { createMarkdownRenderer } from '../markdown/render-markdown.js';
import type { ContentStrings } from '../markdown/types.js';
import { createInProcessLoader, type MarkdownJob } from './markdown-loader.js';
import type { MarkdownFormat } from './markdown-source.js';

const { strings, sanitize, plugins, format } = workerData as { strings: ContentStrings; sanitize: boolean; plugins?: MarkdownPluginRefs; format: MarkdownFormat };
const loader = createInProcessLoader(
  createMarkdownRenderer({ highlighter: await createCodeHighlighter(), strings, sanitize, plugins: plugins && (await importMarkdownPlugins(plugins)) }),
  format,
);

parentPort!.on('message', async (job: MarkdownJob) => {
  try {
    parentPort!.postMessage({ ok: true, result: await loader.load(job) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: (e as Error).stack ?? String(e) });
  }
});
