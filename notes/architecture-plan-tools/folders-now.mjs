import { graph, cycles } from './graph.mjs';
const { files, edges } = graph();
const folder = (f) => { const p = f.split('/'); if (p.length === 1) return '.'; if (p[0] === 'theme' && (p[1] === 'i18n' || p[1] === 'docusaurus')) return `theme/${p[1]}`; if (p[0] === 'openapi') return /\.tsx$|curl\.ts$|schema-info\.ts$/.test(f) ? 'openapi(react)' : 'openapi(model)'; return p[0]; };
const fs = [...new Set(files.map(folder))];
const fe = [];
const seen = new Map();
for (const e of edges) { const a = folder(e.from), b = folder(e.to); if (a === b) continue; const k = a + '|' + b; if (!seen.has(k)) { seen.set(k, []); fe.push({ from: a, to: b }); } seen.get(k).push(`${e.from} → ${e.to}`); }
console.log('folder-level cycles (SCCs):');
for (const c of cycles(fs, fe)) console.log('  ', c.join(', '));
for (const [a, b] of [['markdown', 'content'], ['content', 'markdown'], ['islands', 'mdx'], ['mdx', 'islands'], ['output', 'search'], ['search', 'output'], ['theme/docusaurus', 'mdx'], ['mdx', 'theme/docusaurus'], ['theme', 'theme/docusaurus'], ['theme/docusaurus', 'theme'], ['content', 'openapi(model)'], ['openapi(model)', 'content'], ['routes', 'openapi(model)'], ['openapi(react)', 'content'], ['openapi(model)', 'markdown'], ['docusaurus', 'theme/docusaurus'], ['theme/docusaurus', 'docusaurus']])
  console.log(`${a} -> ${b}: ${(seen.get(a + '|' + b) ?? []).join('; ')}`);
