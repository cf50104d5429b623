import { graph } from './graph.mjs';
const { edges } = graph();
const isD = (f) => f.startsWith('docusaurus/') || f.startsWith('theme/docusaurus/') || f.startsWith('client/docusaurus') || f === 'content/docusaurus-project.ts';
const by = new Map();
for (const e of edges) if (!isD(e.from) && isD(e.to)) by.set(e.from, (by.get(e.from) ?? 0) + 1);
console.log([...by].map(([f, n]) => `${f} ${n}`).join(', '), '| total', [...by.values()].reduce((a, b) => a + b, 0), 'files', by.size);
