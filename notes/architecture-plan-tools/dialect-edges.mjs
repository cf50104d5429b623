import { graph } from './graph.mjs';
const { files, edges } = graph();
const isD = (f) => f.startsWith('docusaurus/') || f.startsWith('theme/docusaurus/') || f.startsWith('client/docusaurus') || f === 'content/docusaurus-project.ts';
const out = edges.filter((e) => !isD(e.from) && isD(e.to));
const by = new Map();
for (const e of out) { const k = e.to; if (!by.has(k)) by.set(k, []); by.get(k).push(e.from + (e.typeOnly ? '(type)' : '') + (e.dynamic ? '(dyn)' : '')); }
for (const [k, v] of [...by].sort()) console.log(k, '<=', [...new Set(v)].join(', '));
console.log('total', out.length, 'files', new Set(out.map(e=>e.from)).size);
console.log('--- adapter -> engine');
const inn = edges.filter((e) => isD(e.from) && !isD(e.to));
const by2 = new Map();
for (const e of inn) { const k = e.to; if (!by2.has(k)) by2.set(k, []); by2.get(k).push(e.from); }
for (const [k, v] of [...by2].sort()) console.log(k, '<=', [...new Set(v)].join(', '));
