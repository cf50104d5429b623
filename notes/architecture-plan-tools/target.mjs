// Virtual target: apply the plan's moves (MOVES) and planned import edits (EDITS) to the current import graph of
// src/ of this checkout, then check cycles and upward imports against the target layer order (one folder = one layer).
import { graph, cycles } from './graph.mjs';
const ORDER = ['shared', 'core', 'config', 'markdown', 'openapi', 'content', 'i18n', 'routes', 'check', 'stages', 'theme', 'mdx', 'islands',
  'render', 'search', 'output', 'serve', 'build', 'dev', 'docusaurus', 'api', 'cli', '.'];
const BROWSER = (f) => f.startsWith('client/') || f.startsWith('docusaurus/client/');
const folderOf = (f) => (f.includes('/') ? f.split('/')[0] : '.');
const { MOVES, moveOf, EDITS, NEW_EDGES } = await import('./moves.mjs');
const { files: oldFiles, edges: oldEdges } = graph();
const map = (f) => moveOf(f);
const files = [...new Set(oldFiles.map(map).concat(NEW_EDGES.flatMap((e) => [e[0], e[1]])))].sort();
let edges = [];
const used = new Set();
for (const e of oldEdges) {
  const key = `${e.from} -> ${e.to}`;
  const edit = EDITS.find((x) => x.match(e));
  if (edit) {
    used.add(edit);
    for (const to of edit.to ?? []) edges.push({ from: edit.from ?? map(e.from), to, why: edit.why, orig: key });
    continue;
  }
  edges.push({ from: map(e.from), to: map(e.to), orig: key });
}
for (const [from, to, why] of NEW_EDGES) edges.push({ from, to, why, orig: 'new' });
edges = edges.filter((e) => e.from !== e.to);
const unused = EDITS.filter((x) => !used.has(x));
if (unused.length) console.log('EDITS matching nothing:', unused.map((x) => x.why));
const layer = (f) => ORDER.indexOf(folderOf(f));
const unplaced = files.filter((f) => !BROWSER(f) && layer(f) < 0);
console.log('files', files.length, 'edges', edges.length, 'unplaced', unplaced);
const bad = [];
for (const e of edges) {
  if (BROWSER(e.from)) {
    const ok = e.to.startsWith('shared/') || (e.from.startsWith('client/') ? e.to.startsWith('client/') : BROWSER(e.to));
    if (!ok) bad.push(`browser: ${e.from} -> ${e.to} (${e.orig})`);
    continue;
  }
  if (BROWSER(e.to)) { bad.push(`node->browser: ${e.from} -> ${e.to} (${e.orig})`); continue; }
  if (layer(e.to) > layer(e.from)) bad.push(`upward ${folderOf(e.from)} -> ${folderOf(e.to)}: ${e.from} -> ${e.to} (was ${e.orig})`);
}
console.log('violations', bad.length); for (const b of bad) console.log('  ' + b);
console.log('cycles', JSON.stringify(cycles(files, edges)));
if (process.argv[2] === 'folders') {
  const fe = new Map();
  for (const e of edges) { const a = folderOf(e.from), b = folderOf(e.to); if (a === b) continue; fe.set(`${a} -> ${b}`, (fe.get(`${a} -> ${b}`) ?? 0) + 1); }
  for (const [k, n] of [...fe].sort()) console.log(k, n);
}
