// Prepares the Docusaurus corpus folder (bench/docusaurus-corpus.json) from git snapshots already on this machine:
// each site is extracted at its commit (`git cat-file`) into $FE_DOCS_CORPUS_DIR/<name>/ (the whole repository, as sites read
// `../docs`), then its dependencies are installed from the npm registry with the package manager its entry names
// (install.ts). Nothing else is downloaded.
//
//   node --import tsx bench/docusaurus-corpus/prepare.ts --snapshots DIR [--only a,b] [--no-install] [--no-prebuild] [--force]
//
// DIR holds one git directory per repository, as `DIR/<owner>+<name>/repo` (the layout of a `fetch`ed snapshot) or
// `DIR/<owner>+<name>` (a bare clone). After the install, a site's own pre-build step (`prebuild`: `docusaurus
// gen-api-docs`, a copy script, a repository its script clones, taken from a snapshot too) runs in the site folder, so
// that both Docusaurus and fe-docs build the same prepared folder. The extracted tree is made a git
// repository of one commit (Docusaurus reads the history for `showLastUpdateTime`). The outcome of each step goes to
// `<name>/.corpus-prepare.json`, which the bench prints.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, loadCorpus, type CorpusSite, type PrepareRecord } from './corpus.js';
import { install } from './install.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const snapshots = option('--snapshots');
if (!snapshots) {
  console.error('usage: prepare.ts --snapshots DIR [--only a,b] [--no-install] [--no-prebuild] [--force]');
  process.exit(2);
}
const only = option('--only')?.split(',');
const root = corpusDir();
mkdirSync(root, { recursive: true });

function gitDir(site: Pick<CorpusSite, 'repo'>): string | undefined {
  const base = path.join(snapshots!, site.repo.replace('/', '+'));
  return [path.join(base, 'repo'), base].find((d) => existsSync(path.join(d, 'HEAD')));
}

/**
 * The files of COMMIT written into dest, from `git cat-file --batch` (no work tree, no index). A snapshot may lack the
 * blobs of its largest files: each is written as a 1×1 PNG (what a page shows of them does not matter to a build) and
 * listed in `.corpus-missing`.
 */
function extract(git: string, commit: string, dest: string): { status: number; stderr: string } {
  const tree = spawnSync('git', [`--git-dir=${git}`, 'ls-tree', '-r', '-z', commit], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (tree.status !== 0) return { status: tree.status ?? 1, stderr: tree.stderr };
  const entries = tree.stdout
    .split('\0')
    .filter(Boolean)
    .map((l) => /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(l))
    .filter((m) => m !== null)
    .map((m) => ({ mode: m[1]!, sha: m[2]!, file: m[3]! }));
  const batch = spawnSync('git', [`--git-dir=${git}`, 'cat-file', '--batch'], {
    input: entries.map((e) => e.sha).join('\n') + '\n',
    maxBuffer: 2 ** 31 - 1,
  });
  const out = batch.stdout;
  const png1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const missing: string[] = [];
  let at = 0;
  for (const e of entries) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString();
    let content = png1x1;
    if (header.endsWith(' missing')) {
      missing.push(e.file);
      at = eol + 1;
    } else {
      const size = Number(header.split(' ')[2]);
      content = out.subarray(eol + 1, eol + 1 + size);
      at = eol + 1 + size + 1;
    }
    const file = path.join(dest, e.file);
    mkdirSync(path.dirname(file), { recursive: true });
    if (e.mode === '120000' && !header.endsWith(' missing')) symlinkSync(content.toString(), file);
    else writeFileSync(file, content, { mode: e.mode === '100755' ? 0o755 : 0o644 });
  }
  if (missing.length) writeFileSync(path.join(dest, '.corpus-missing'), missing.join('\n') + '\n');
  return { status: batch.status ?? 1, stderr: batch.stderr.toString() };
}

function run(cmd: string, argv: string[], cwd: string) {
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', maxBuffer: 256 << 20 });
  return { status: r.status ?? 1, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** The site's pre-build step: the clone from a snapshot, then its command with the installed binaries on the PATH. */
function prebuild(site: CorpusSite, dir: string): NonNullable<PrepareRecord['prebuild']> {
  const spec = site.prebuild!;
  const steps: string[] = [];
  if (spec.clone) {
    const { repo, commit, into } = spec.clone;
    steps.push(`extract ${repo}@${commit.slice(0, 12)} into ${into}`);
    const git = gitDir({ repo });
    if (!git) return { command: steps.join(' && '), status: 1, error: `no snapshot of ${repo} in ${snapshots}` };
    const target = path.join(dir, into);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    const r = extract(git, commit, target);
    if (r.status !== 0) return { command: steps.join(' && '), status: r.status, error: r.stderr.trim() };
  }
  if (spec.run) {
    steps.push(spec.run);
    const installDir = path.join(root, site.name, site.install.in ?? site.site);
    const bins = [dir, installDir, path.join(root, site.name)].map((d) => path.join(d, 'node_modules/.bin'));
    const env = { ...process.env, PATH: [...new Set(bins), process.env.PATH].join(path.delimiter) };
    const r = spawnSync('sh', ['-c', spec.run], { cwd: dir, env, encoding: 'utf8', maxBuffer: 256 << 20 });
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    if (r.status !== 0) return { command: steps.join(' && '), status: r.status ?? 1, error: out.trim().split('\n').slice(-15).join('\n') };
  }
  return { command: steps.join(' && '), status: 0 };
}

for (const site of loadCorpus()) {
  if (only && !only.includes(site.name)) continue;
  const dest = path.join(root, site.name);
  const record: PrepareRecord = { commit: site.commit };
  const git = gitDir(site);
  if (!git) {
    console.log(`${site.name}: no snapshot of ${site.repo} in ${snapshots}, skipped`);
    continue;
  }
  if (args.includes('--force')) rmSync(dest, { recursive: true, force: true });
  if (!existsSync(dest)) {
    mkdirSync(dest, { recursive: true });
    const r = extract(git, site.commit, dest);
    if (r.status !== 0) {
      console.log(`${site.name}: cannot extract ${site.commit}: ${r.stderr.trim()}`);
      rmSync(dest, { recursive: true, force: true });
      continue;
    }
  }
  // One git commit of the extracted tree: Docusaurus' `showLastUpdateTime` (and fe-docs' last-update dates) read the
  // file history, and a site is normally built from a checkout. The dates are those of this commit.
  if (!existsSync(path.join(dest, '.git'))) {
    const git = (...argv: string[]) => run('git', ['-c', 'user.name=corpus', '-c', 'user.email=corpus@localhost', ...argv], dest);
    git('init', '-q');
    git('add', '-A', '--', '.', ':!**/node_modules/**');
    git('commit', '-q', '--no-verify', '-m', `${site.repo}@${site.commit}`);
  }
  if (!args.includes('--no-install') && !site.install.skip) {
    const t = Date.now();
    record.install = { ...install(root, site, dest), seconds: Math.round((Date.now() - t) / 1000) };
  }
  const recordFile = path.join(dest, '.corpus-prepare.json');
  const previous = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as PrepareRecord) : undefined;
  if (!record.install) record.install = previous?.install;
  if (site.prebuild && !args.includes('--no-prebuild') && !site.install.skip) {
    const t = Date.now();
    record.prebuild = { ...prebuild(site, path.join(dest, site.site)), seconds: Math.round((Date.now() - t) / 1000) };
  } else if (site.prebuild) record.prebuild = previous?.prebuild;
  writeFileSync(recordFile, JSON.stringify(record, null, 2) + '\n');
  console.log(`${site.name}: ${record.install ? `${record.install.command} → exit ${record.install.status} (${record.install.seconds} s)` : 'extracted'}`);
  if (record.install?.error) console.log(record.install.error.replace(/^/gm, '  '));
  if (record.prebuild) console.log(`${site.name}: prebuild ${record.prebuild.command} → exit ${record.prebuild.status} (${record.prebuild.seconds} s)`);
  if (record.prebuild?.error) console.log(record.prebuild.error.replace(/^/gm, '  '));
}
