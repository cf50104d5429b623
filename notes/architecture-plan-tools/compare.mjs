// Byte comparison of two output folders: node compare.mjs <reference dir> <new dir>  (exit 1 on any difference)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
function index(root) {
  const out = new Map();
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out.set(path.relative(root, path.join(e.parentPath, e.name)), createHash('sha1').update(readFileSync(path.join(e.parentPath, e.name))).digest('hex'));
  return out;
}
const [a, b] = process.argv.slice(2).map(index);
const only = (x, y) => [...x.keys()].filter((k) => !y.has(k));
const diff = [...a.keys()].filter((k) => b.has(k) && a.get(k) !== b.get(k));
const report = { onlyInReference: only(a, b), onlyInNew: only(b, a), differ: diff };
const n = report.onlyInReference.length + report.onlyInNew.length + report.differ.length;
console.log(n ? JSON.stringify(report, null, 1).slice(0, 4000) : `identical: ${a.size} files`);
process.exit(n ? 1 : 0);
