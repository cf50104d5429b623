import { spawn } from 'node:child_process';
import path from 'node:path';

/** When and by whom a file was last changed, from git (Docusaurus' `showLastUpdateTime` / `showLastUpdateAuthor`). */
export interface LastUpdate {
  /** Milliseconds since the epoch (the commit's author date). */
  time?: number;
  author?: string;
}

const SEP = '\u0001';

/**
 * The last commit of every file under `dirs`, from one `git log` over their history (Docusaurus runs one `git log`
 * per file, the slow part of its builds). Paths are absolute. Undefined when the site is not in a git repository
 * or git cannot run; files git does not track are absent from the map.
 */
export async function gitLastUpdates(root: string, dirs: string[]): Promise<Map<string, LastUpdate> | undefined> {
  const top = (await run('git', ['rev-parse', '--show-toplevel'], root))?.trim();
  if (!top) return undefined;
  const out = await run('git', ['-c', 'core.quotePath=false', 'log', '--no-merges', '--no-renames', `--format=${SEP}%at${SEP}%an`, '--name-only', '--', ...dirs.map((d) => path.relative(root, d) || '.')], root);
  if (out === undefined) return undefined;
  const updates = new Map<string, LastUpdate>();
  let current: LastUpdate | undefined;
  for (const line of out.split('\n')) {
    if (line.startsWith(SEP)) {
      const [, at, author] = line.split(SEP);
      current = { time: Number(at) * 1000, author };
    } else if (line && current) {
      // Newest commits come first: the first one naming a file is its last change.
      const file = path.join(top, line);
      if (!updates.has(file)) updates.set(file, current);
    }
  }
  return updates;
}

function run(cmd: string, args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 ? Buffer.concat(chunks).toString('utf8') : undefined));
  });
}
