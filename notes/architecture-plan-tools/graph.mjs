// Import graph of src/ of this checkout, same resolution as test/architecture/import-graph.ts (ts.preProcessFile).
// Usage: node graph.mjs [mapping.json]  — mapping: { "old/path.ts": "new/path.ts" } applied virtually (edges re-resolved on old paths, then renamed).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
const require = createRequire(new URL('../../package.json', import.meta.url));
const ts = require('typescript');
const SRC = process.env.SRC ?? new URL('../../src', import.meta.url).pathname;
export function walk(dir, rel = '') {
  const out = [];
  for (const n of readdirSync(path.join(dir, rel))) {
    const r = rel ? `${rel}/${n}` : n;
    if (statSync(path.join(dir, r)).isDirectory()) out.push(...walk(dir, r));
    else if (/\.(ts|tsx)$/.test(n) && !/\.test\.ts$|\.d\.ts$/.test(n)) out.push(r);
  }
  return out.sort();
}
const EXT = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
export function graph() {
  const files = walk(SRC);
  const known = new Set(files);
  const edges = [];
  for (const from of files) {
    const src = readFileSync(path.join(SRC, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(src, true, true);
    for (const { fileName: spec } of importedFiles) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
      const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '');
      let to;
      for (const e of EXT) if (known.has(stem + e)) { to = stem + e; break; }
      if (!to && known.has(target)) to = target;
      if (to) edges.push({ from, to, spec, dynamic: new RegExp(`import\\(\\s*['"]${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(src), typeOnly: isTypeOnly(src, spec) });
    }
  }
  return { files, edges };
}
function isTypeOnly(src, spec) {
  const esc = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(import|export)\\s+(type\\b)?[^;]*?from\\s+['"]${esc}['"]`, 'gms');
  let m, any = false, allType = true;
  while ((m = re.exec(src))) { any = true; if (!m[2]) allType = false; }
  if (new RegExp(`import\\(\\s*['"]${esc}['"]`).test(src)) { any = true; allType = false; }
  return any && allType;
}
export function cycles(files, edges) {
  const next = new Map(files.map((f) => [f, []]));
  for (const e of edges) next.get(e.from).push(e.to);
  let idx = 0; const ix = new Map(), low = new Map(), st = [], on = new Set(), comps = [];
  const visit = (v) => { ix.set(v, idx); low.set(v, idx++); st.push(v); on.add(v);
    for (const w of next.get(v)) { if (!ix.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w))); }
    if (low.get(v) === ix.get(v)) { const c = []; let w; do { w = st.pop(); on.delete(w); c.push(w); } while (w !== v); comps.push(c.sort()); } };
  for (const f of files) if (!ix.has(f)) visit(f);
  return comps.filter((c) => c.length > 1 || next.get(c[0]).includes(c[0]));
}
