// Prepares the Docusaurus corpus folder (bench/docusaurus-corpus.json) from git snapshots already on this machine:
// each site is extracted at its commit (`git cat-file`) into $FE_DOCS_CORPUS_DIR/<name>/ (the whole repository, as sites read
// `../docs`), then its dependencies are installed with npm from the registry. Nothing else is downloaded.
//
//   node --import tsx bench/docusaurus-corpus/prepare.ts --snapshots DIR [--only a,b] [--no-install] [--force]
//
// DIR holds one git directory per repository, as `DIR/<owner>+<name>/repo` (the layout of a `fetch`ed snapshot) or
// `DIR/<owner>+<name>` (a bare clone). The install is `npm ci` when the site has a package-lock.json, else
// `npm install`, both `--ignore-scripts --no-audit --no-fund --replace-registry-host=always`; on a peer-dependency conflict it is retried with
// `--legacy-peer-deps`. A `workspace:` version in package.json (a package of the site's own monorepo) is read as
// `*` (the published package) for the install only, and a repository root whose npm `workspaces` would take the
// install over is set aside meanwhile; the files are restored afterwards. The extracted tree is made a git
// repository of one commit (Docusaurus reads the history for `showLastUpdateTime`). The outcome of each step goes to
// `<name>/.corpus-prepare.json`, which the bench prints.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, loadCorpus, siteDir, type CorpusSite, type PrepareRecord } from './corpus.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const snapshots = option('--snapshots');
if (!snapshots) {
  console.error('usage: prepare.ts --snapshots DIR [--only a,b] [--no-install] [--force]');
  process.exit(2);
}
const only = option('--only')?.split(',');
const root = corpusDir();
mkdirSync(root, { recursive: true });

function gitDir(site: CorpusSite): string | undefined {
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

function install(dir: string): NonNullable<PrepareRecord['install']> {
  const pkgFile = path.join(dir, 'package.json');
  const original = readFileSync(pkgFile, 'utf8');
  // A site folder listed in its repository's npm workspaces would make npm install the whole monorepo from its root:
  // the root package.json is set aside during the install.
  const aside: string[] = [];
  for (let up = path.dirname(dir); up.startsWith(root) && up !== root; up = path.dirname(up)) {
    const f = path.join(up, 'package.json');
    if (existsSync(f) && /"workspaces"/.test(readFileSync(f, 'utf8'))) {
      renameSync(f, f + '.corpus-aside');
      aside.push(f);
    }
  }
  const rewritten = original.replace(/"workspace:[^"]*"/g, '"*"');
  if (rewritten !== original) writeFileSync(pkgFile, rewritten);
  try {
    const base = existsSync(path.join(dir, 'package-lock.json')) ? ['ci'] : ['install'];
    // `replace-registry-host=always`: lock files that name another registry (a company mirror) are read from this one.
    const flags = ['--ignore-scripts', '--no-audit', '--no-fund', '--replace-registry-host=always'];
    let command = ['npm', ...base, ...flags];
    let r = run('npm', [...base, ...flags], dir);
    if (r.status !== 0 && /ERESOLVE|peer dep/i.test(r.out)) {
      command = [...command, '--legacy-peer-deps'];
      r = run('npm', [...base, ...flags, '--legacy-peer-deps'], dir);
    }
    // A lock file this registry cannot serve (URLs of a mirror with its own path, versions missing here): the
    // versions of package.json instead.
    if (r.status !== 0 && /E404|ETARGET|ENOTFOUND/.test(r.out)) {
      const again = ['install', ...flags, '--no-package-lock', ...(command.includes('--legacy-peer-deps') ? ['--legacy-peer-deps'] : [])];
      const second = run('npm', again, dir);
      if (second.status === 0 || !/E404|ETARGET|ENOTFOUND/.test(second.out)) {
        command = ['npm', ...again];
        r = second;
      }
    }
    return {
      command: command.join(' ') + (rewritten !== original ? ' (workspace: versions read as *)' : ''),
      status: r.status,
      error: r.status === 0 ? undefined : (r.out.match(/npm (?:ERR!|error) .*/g) ?? [r.out.slice(-500)]).slice(0, 6).join('\n'),
    };
  } finally {
    if (rewritten !== original) writeFileSync(pkgFile, original);
    for (const f of aside) renameSync(f + '.corpus-aside', f);
  }
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
  const dir = siteDir(site);
  if (!args.includes('--no-install')) {
    const t = Date.now();
    record.install = { ...install(dir), seconds: Math.round((Date.now() - t) / 1000) };
  }
  const recordFile = path.join(dest, '.corpus-prepare.json');
  if (!record.install && existsSync(recordFile)) record.install = (JSON.parse(readFileSync(recordFile, 'utf8')) as PrepareRecord).install;
  writeFileSync(recordFile, JSON.stringify(record, null, 2) + '\n');
  console.log(`${site.name}: ${record.install ? `${record.install.command} → exit ${record.install.status} (${record.install.seconds} s)` : 'extracted'}`);
  if (record.install?.error) console.log(record.install.error.replace(/^/gm, '  '));
}
