// Moves files with `git mv` and rewrites every relative import that names them (or that a moved file makes), in
// src/, test/, bench/ and scripts/. Usage: node apply-moves.mjs <repo> old=new [old=new …]   (paths under src/)
// Specifiers keep their style: './x.js' for x.ts stays '.js', an extensionless one stays extensionless.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [repoArg, ...pairs] = process.argv.slice(2);
const repo = path.resolve(repoArg);
const moves = new Map(pairs.map((p) => p.split('=').map((s) => path.join(repo, 'src', s))));
const newOf = (abs) => moves.get(abs) ?? abs;

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'fixtures' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(m?[jt]sx?|cjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The file a relative specifier names, as it is on disk now. */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

function specFor(fromNew, targetOld, targetNew, oldSpec) {
  let rel = path.relative(path.dirname(fromNew), targetNew);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const oldExt = path.extname(oldSpec);
  const newExt = path.extname(targetNew);
  if (oldSpec.endsWith('/index') || oldSpec.endsWith('/index.js')) {
    /* keep as computed below */
  }
  if (oldExt === '.js' && (newExt === '.ts' || newExt === '.tsx')) rel = rel.slice(0, -newExt.length) + '.js';
  else if (oldExt === '') rel = rel.slice(0, -newExt.length);
  if (path.basename(targetOld).startsWith('index.') && !path.basename(oldSpec).startsWith('index'))
    rel = path.relative(path.dirname(fromNew), path.dirname(targetNew)) || '.';
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const RE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
let changed = 0;
for (const file of ['src', 'test', 'bench', 'scripts'].flatMap((d) => (existsSync(path.join(repo, d)) ? walk(path.join(repo, d)) : []))) {
  const text = readFileSync(file, 'utf8');
  const fileNew = newOf(file);
  const out = text.replace(RE, (all, pre, q, spec) => {
    const target = resolve(file, spec);
    if (!target) return all;
    const targetNew = newOf(target);
    if (targetNew === target && fileNew === file) return all;
    return `${pre}${q}${specFor(fileNew, target, targetNew, spec)}${q}`;
  });
  if (out !== text) {
    writeFileSync(file, out);
    changed++;
  }
}
for (const [from, to] of moves) {
  execFileSync('mkdir', ['-p', path.dirname(to)]);
  execFileSync('git', ['mv', from, to], { cwd: repo });
}
console.log(`${moves.size} files moved, ${changed} files' imports rewritten`);
