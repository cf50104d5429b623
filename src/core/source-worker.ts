import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running fe-docs' TypeScript sources (tests, `FE_DOCS_FROM_SOURCE`): the thread registers tsx itself,
 * since loader hooks of the main thread do not reach worker threads on Node 20. tsx is resolved from this file and
 * compiles with fe-docs' own tsconfig.json (React's automatic JSX runtime, …), whatever folder the process runs in:
 * from another folder tsx would look for a tsconfig there and compile the theme's JSX for a global `React`.
 */
export function sourceWorker(entry: URL, options: WorkerOptions): Worker {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const tsconfig = JSON.stringify(feDocsTsconfig());
  return new Worker(`import(${tsx}).then((m) => { m.register({ tsconfig: ${tsconfig} }); return import(${JSON.stringify(entry.href)}); });`, {
    ...options,
    eval: true,
  });
}

/** fe-docs' tsconfig.json (src/core/ → the package root). */
export const feDocsTsconfig = () => fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
