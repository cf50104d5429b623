// A worker thread that loads Markdown files (front matter + rendering) for the main thread's MarkdownLoader.
import { parentPort, workerData } from 'node:worker_threads';
import { createCodeHighlighter } from '../markdown/highlight.js';
import { createMarkdownRenderer } from '../markdown/render-markdown.js';
import type { ContentStrings } from '../markdown/types.js';
import { createInProcessLoader, type MarkdownJob } from './markdown-loader.js';

const { strings, sanitize } = workerData as { strings: ContentStrings; sanitize: boolean };
const loader = createInProcessLoader(createMarkdownRenderer({ highlighter: await createCodeHighlighter(), strings, sanitize }));

parentPort!.on('message', async (job: MarkdownJob) => {
  try {
    parentPort!.postMessage({ ok: true, result: await loader.load(job) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: (e as Error).stack ?? String(e) });
  }
});
