// The import graph of src/: every file's imports of other src/ files (static, re-exports and dynamic import()),
// read with TypeScript's own pre-processor so that no module is executed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to src/ with forward slashes, e.g. `output/write-site.ts`. */
  from: string;
  /** Imported file, same form. */
  to: string;
  /** The specifier as written. */
  specifier: string;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Reads every .ts/.tsx file under `srcDir` (tests excluded) and resolves its relative imports to files. */
export function readImportGraph(srcDir: string): ImportGraph {
  const files = fg.sync(['**/*.ts', '**/*.tsx'], { cwd: srcDir, ignore: ['**/*.test.ts', '**/*.d.ts'] }).sort();
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const source = readFileSync(path.join(srcDir, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = resolve(from, specifier, known);
      if (to) edges.push({ from, to, specifier });
    }
  }
  return { files, edges };
}

function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  // Build-time code writes `./x.js` for `./x.ts` (NodeNext); the client writes `./x` (bundler resolution).
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const ext of EXTENSIONS) if (known.has(stem + ext)) return stem + ext;
  return known.has(target) ? target : undefined;
}

/** Every elementary cycle's representative: one cycle per strongly connected component, as a file path that returns to its start. */
export function findCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const f of graph.files) next.set(f, []);
  for (const e of graph.edges) next.get(e.from)!.push(e.to);
  const cycles: string[][] = [];
  for (const component of stronglyConnected(graph.files, next)) {
    const inside = new Set(component);
    if (component.length === 1 && !next.get(component[0])!.includes(component[0])) continue;
    cycles.push(shortestCycle(component[0], next, inside));
  }
  return cycles;
}

// Tarjan's algorithm, iterative enough for a source tree (recursion depth = longest import chain).
function stronglyConnected(nodes: string[], next: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component.sort());
    }
  };
  for (const v of nodes) if (!indexOf.has(v)) visit(v);
  return out;
}

// Breadth-first from `start` back to itself inside one component: the shortest cycle through `start`.
function shortestCycle(start: string, next: Map<string, string[]>, inside: Set<string>): string[] {
  const parent = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of next.get(v)!) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const pathBack = [v];
        while (pathBack[0] !== start) pathBack.unshift(parent.get(pathBack[0])!);
        return [...pathBack, start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
