import { graph, cycles } from './graph.mjs';
const LAYERS = [
  ['shared', [/^shared\//]], ['core', [/^core\//]], ['config', [/^config\//]], ['docusaurus', [/^docusaurus\//]],
  ['content', [/^content\//, /^markdown\//, /^openapi\/(?!curl\.ts$|schema-info\.ts$)[^/]+\.ts$/]],
  ['i18n', [/^theme\/i18n\//]], ['routes', [/^routes\//]], ['check', [/^check\//]],
  ['theme', [/^theme\//, /^openapi\//, /^mdx\//, /^islands\//]], ['pipeline', [/^pipeline\//]], ['render', [/^render\//]],
  ['output', [/^output\//, /^search\//]], ['serve', [/^serve\//]], ['dev', [/^dev\//]], ['cli', [/^cli\//, /^api\//, /^index\.ts$/]],
];
const layerOf = (f) => LAYERS.findIndex(([, res]) => res.some((r) => r.test(f)));
const { files, edges } = graph();
console.log('files', files.length, 'edges', edges.length);
console.log('cycles', JSON.stringify(cycles(files, edges)));
// Upward against the test's table (should be 0, the test passes)
const up = edges.filter((e) => !e.from.startsWith('client/') && !e.to.startsWith('client/') && layerOf(e.to) > layerOf(e.from));
console.log('upward vs test table', up.length);
// Folder-level: which folder imports which; "upward" = folder-level edges that go against a strict one-folder-one-layer order
const folder = (f) => { const p = f.split('/'); return p.length === 1 ? '.' : p[0] === 'theme' && ['i18n', 'docusaurus'].includes(p[1]) ? `theme/${p[1]}` : p[0]; };
const fe = new Map();
for (const e of edges) { const a = folder(e.from), b = folder(e.to); if (a === b) continue; const k = `${a} -> ${b}`; if (!fe.has(k)) fe.set(k, []); fe.get(k).push(e); }
for (const [k, es] of [...fe].sort()) console.log(k.padEnd(34), es.length, es.map((e) => `${e.from}→${e.to}${e.typeOnly ? '(type)' : ''}${e.dynamic ? '(dyn)' : ''}`).join(', '));
