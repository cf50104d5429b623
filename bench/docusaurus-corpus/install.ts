// Installs a corpus site's dependencies with the package manager its entry in bench/docusaurus-corpus.json names
// (`install.with`: npm, the default, or `pnpm@<version>`), from the npm registry npm is configured with and nothing
// else. The package manager itself comes from that registry too, into `<corpus>/.tools/<tool>/`.
//
// Two gaps between a site's lock file and this registry are bridged, each for the install only (every file touched is
// restored afterwards, and the record says what was done):
// - tarball URLs of another registry or a mirror with its own path (`https://repo.huaweicloud.com/repository/npm/…`,
//   a `.npmrc` naming a company registry) are read from this registry;
// - a version this registry lacks (`No matching version found for x@^3.8.0`, a 404 on its tarball) is replaced by the
//   newest version it has, as an override (npm `overrides`, pnpm `overrides` in pnpm-workspace.yaml), the direct
//   dependency's range rewritten to match; the lock file is then resolved again (`npm install`,
//   `pnpm install --no-frozen-lockfile`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CorpusSite, PrepareRecord } from './corpus.js';

type InstallRecord = NonNullable<PrepareRecord['install']>;

function run(cmd: string, argv: string[], cwd: string) {
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 30 * 60_000 });
  return { status: r.status ?? 1, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

const registry = (): string => {
  const r = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  return (r || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
};

/** The package manager's entry script, installed from the registry into `<corpus>/.tools/<spec>/` once. */
function toolScript(corpus: string, spec: string): string {
  const dir = path.join(corpus, '.tools', spec);
  const name = spec.slice(0, spec.lastIndexOf('@') > 0 ? spec.lastIndexOf('@') : undefined);
  const pkgDir = path.join(dir, 'node_modules', name);
  if (!existsSync(path.join(pkgDir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    // Run in the tools folder: a site's own `.npmrc` or `devEngines` must not apply to this install.
    const r = run('npm', ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', spec], dir);
    if (r.status !== 0) throw new Error(`cannot install ${spec}: ${r.out.slice(-400)}`);
  }
  // pnpm 11+ names a native binary (a placeholder until its install script runs, which --ignore-scripts skips): its
  // Node entry script beside it is what runs here.
  const short = name.replace(/^@.*\//, '');
  const script = ['cjs', 'mjs', 'js'].map((e) => path.join(pkgDir, 'bin', `${short}.${e}`)).find(existsSync);
  if (script) return script;
  const bin = (JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> }).bin;
  return path.join(pkgDir, typeof bin === 'string' ? bin : (bin[short] ?? Object.values(bin)[0]!));
}

/** Files changed for the install only, restored by `restore()`. */
class Scratch {
  private saved = new Map<string, string | undefined>();
  write(file: string, text: string) {
    if (!this.saved.has(file)) this.saved.set(file, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    writeFileSync(file, text);
  }
  moveAside(file: string) {
    renameSync(file, file + '.corpus-aside');
    this.saved.set(file + '.corpus-aside', undefined);
  }
  restore() {
    for (const [file, text] of this.saved) {
      if (file.endsWith('.corpus-aside')) renameSync(file, file.slice(0, -'.corpus-aside'.length));
      else if (text !== undefined) writeFileSync(file, text);
      else rmSync(file, { force: true });
    }
  }
}

/** Tarball URLs of another registry (or a mirror path) in a lock file, read from this registry. */
export function rewriteLockUrls(text: string, to: string): string {
  return text.replace(/https?:\/\/[^\s"'/]+(?:\/[^\s"']*?)??\/((?:@[^/\s"']+\/)?[^/\s"'@]+)\/-\/([^/\s"']+\.tgz)/g, (url, name: string, file: string) =>
    url.startsWith(to) && url === `${to}${name}/-/${file}` ? url : `${to}${name}/-/${file}`,
  );
}

/** The package name this registry lacks a version of, from an npm or pnpm error, if any. */
export function missingPackage(out: string, reg: string): string | undefined {
  const noVersion = /No matching version found for\s+((?:@[^/\s]+\/)?[^@\s]+)@/.exec(out);
  if (noVersion) return noVersion[1];
  const notFound = new RegExp(`(?:404|Not Found)[^\\n]*?${reg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}((?:@[^/\\s]+/)?[^/\\s]+)/-/`).exec(out);
  return notFound?.[1];
}

function newestVersion(name: string): string | undefined {
  const r = spawnSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const all = JSON.parse(r.stdout) as string[] | string;
  const list = (Array.isArray(all) ? all : [all]).filter((v) => !v.includes('-'));
  return list.at(-1);
}

export function install(corpus: string, site: CorpusSite, repoDir: string): InstallRecord {
  const spec = site.install;
  const tool = spec.with ?? 'npm';
  const cwd = spec.in !== undefined ? path.join(repoDir, spec.in) : path.join(repoDir, site.site);
  const siteDir = path.join(repoDir, site.site);
  const reg = registry();
  const scratch = new Scratch();
  const notes: string[] = [];
  try {
    for (const lock of ['package-lock.json', 'pnpm-lock.yaml']) {
      const f = path.join(cwd, lock);
      if (!existsSync(f)) continue;
      if (spec.lock === false) {
        scratch.moveAside(f);
        notes.push(`${lock} set aside`);
        continue;
      }
      const text = readFileSync(f, 'utf8');
      const rewritten = rewriteLockUrls(text, reg);
      // Written even when unchanged: the install may rewrite the lock (re-resolved versions), restored afterwards.
      scratch.write(f, rewritten);
      if (rewritten !== text) notes.push(`${lock}: tarball URLs read from ${reg}`);
    }
    const manifests = [...new Set([path.join(cwd, 'package.json'), path.join(siteDir, 'package.json')])].filter(existsSync);
    if (tool === 'npm') {
      // `workspace:` versions (the site's own monorepo packages) are the published ones; a repository root whose npm
      // `workspaces` would take the install over is set aside.
      for (const m of manifests) {
        const text = readFileSync(m, 'utf8');
        if (/"workspace:/.test(text)) (scratch.write(m, text.replace(/"workspace:[^"]*"/g, '"*"')), notes.push('workspace: versions read as *'));
      }
      for (let up = path.dirname(cwd); up.startsWith(repoDir) && up.length >= repoDir.length; up = path.dirname(up)) {
        const f = path.join(up, 'package.json');
        if (existsSync(f) && /"workspaces"/.test(readFileSync(f, 'utf8'))) scratch.moveAside(f);
        if (up === repoDir) break;
      }
    }
    const overrides: Record<string, string> = {};
    const removed: string[] = [...(spec.leaveOut ?? [])];
    const depFields = ['dependencies', 'devDependencies', 'optionalDependencies'];
    const isDirect = (name: string) =>
      manifests.some((m) => depFields.some((f) => (JSON.parse(readFileSync(m, 'utf8')) as Record<string, Record<string, string> | undefined>)[f]?.[name]));
    const applyOverrides = () => {
      for (const m of manifests) {
        const pkg = JSON.parse(readFileSync(m, 'utf8')) as Record<string, Record<string, string> | undefined>;
        for (const field of depFields) {
          for (const [name, version] of Object.entries(overrides)) if (pkg[field]?.[name]) pkg[field]![name] = version;
          for (const name of removed) delete pkg[field]?.[name];
        }
        // `devEngines.runtime` with `onFail: download` makes pnpm fetch a Node.js from nodejs.org: this one is used.
        const dev = pkg.devEngines as { runtime?: unknown } | undefined;
        if (tool !== 'npm' && dev?.runtime) delete dev.runtime;
        if (tool === 'npm' && m === manifests[0]) pkg.overrides = { ...pkg.overrides, ...overrides };
        scratch.write(m, JSON.stringify(pkg, null, 2) + '\n');
      }
      if (tool !== 'npm') {
        const ws = path.join(cwd, 'pnpm-workspace.yaml');
        if (Object.keys(overrides).length === 0) return;
        const text = existsSync(ws) ? readFileSync(ws, 'utf8').replace(/\n?overrides:\n(?: +.*\n?)*/, '\n') : '';
        const block = Object.entries(overrides)
          .map(([n, v]) => `  '${n}': '${v}'`)
          .join('\n');
        scratch.write(ws, `${text.trimEnd()}\noverrides:\n${block}\n`);
      }
    };
    const command = (): [string, string[]] => {
      const resolved = Object.keys(overrides).length + removed.length > 0 || runtimePinned || spec.lock === false;
      if (tool === 'npm') {
        const base = existsSync(path.join(cwd, 'package-lock.json')) && !resolved ? 'ci' : 'install';
        return ['npm', [base, '--ignore-scripts', '--no-audit', '--no-fund', '--replace-registry-host=always']];
      }
      // The version the site names in `packageManager` may need another Node: the one named here runs on this one.
      return [
        process.execPath,
        [
          toolScript(corpus, tool),
          'install',
          resolved ? '--no-frozen-lockfile' : '--frozen-lockfile',
          '--ignore-scripts',
          `--config.registry=${reg}`,
          '--config.manage-package-manager-versions=false',
          '--config.package-manager-strict=false',
          '--config.engine-strict=false',
        ],
      ];
    };
    const runtimePinned = tool !== 'npm' && manifests.some((m) => /"runtime"/.test(readFileSync(m, 'utf8')) && /"devEngines"/.test(readFileSync(m, 'utf8')));
    if (runtimePinned) notes.push('devEngines.runtime set aside (Node.js comes from nodejs.org, not this registry)');
    if (removed.length || runtimePinned) applyOverrides();
    if (removed.length) {
      notes.push(`${removed.join(', ')} left out (published on another registry only)`);
    }
    let [cmd, argv] = command();
    let extra: string[] = [];
    let r = run(cmd, argv, cwd);
    if (tool === 'npm' && r.status !== 0 && /ERESOLVE|peer dep/i.test(r.out)) {
      extra = ['--legacy-peer-deps'];
      r = run(cmd, [...argv, ...extra], cwd);
    }
    for (let round = 0; r.status !== 0 && round < 10; round++) {
      const name = missingPackage(r.out, reg);
      if (!name || overrides[name] || removed.includes(name)) break;
      const version = newestVersion(name);
      // A direct dependency this registry does not have at all (answer's package named '-', imported nowhere) is left out.
      if (!version && !isDirect(name)) break;
      if (version) overrides[name] = version;
      else removed.push(name);
      notes.push(version ? `${name} → ${version} (the newest version in this registry)` : `${name} left out (not in this registry)`);
      applyOverrides();
      [cmd, argv] = command();
      r = run(cmd, [...argv, ...extra], cwd);
    }
    const shown = cmd === process.execPath ? [tool, ...argv.slice(1)] : [cmd, ...argv];
    return {
      command:
        [...shown, ...extra].join(' ') +
        (spec.in !== undefined ? ` (in ${spec.in || 'the repository root'})` : '') +
        (notes.length ? `; ${notes.join('; ')}` : ''),
      status: r.status,
      error: r.status === 0 ? undefined : (r.out.match(/(?:npm (?:ERR!|error)|ERR_PNPM_\w+).*/g) ?? [r.out.slice(-500)]).slice(0, 6).join('\n'),
    };
  } finally {
    scratch.restore();
  }
}
