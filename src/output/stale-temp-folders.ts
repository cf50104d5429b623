import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { recoverSwap } from './swap-in.js';

/**
 * A build writes into `<out>.tmp-<pid>` and sets the previous output aside as `<out>.old-<pid>` during its swap.
 * A build killed with SIGKILL (or a machine that lost power) leaves them behind; the next build clears those whose
 * process is gone, as that build's own cleanup would have (swap-in.ts#recoverSwap): a previous output whose swap never
 * finished is put back when `<out>` is missing, with the entries fe-docs did not write that were already carried into
 * the new folder, so the site keeps its last good output and nothing of the user's is lost. Folders of a build still
 * running (its pid is alive) are left alone.
 */
export async function removeStaleTempFolders(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  const pattern = new RegExp(`^${escapeRegExp(base)}\\.(tmp|old)-(\\d+)$`);
  const pids = new Set<number>();
  for (const name of names) {
    const m = pattern.exec(name);
    if (m) pids.add(Number(m[2]));
  }
  for (const pid of [...pids].sort((a, b) => a - b)) {
    if (pid === process.pid || isAlive(pid)) continue;
    try {
      recoverSwap({ tmp: path.join(parent, `${base}.tmp-${pid}`), old: path.join(parent, `${base}.old-${pid}`), outDir });
    } catch {
      // Left as it is (a folder that cannot be moved or removed now); the next build tries again.
    }
  }
}

/** The temporary folder a build of this process writes into, and where it sets the previous output aside. */
export function buildTempPaths(outDir: string): { tmp: string; old: string } {
  return { tmp: `${outDir}.tmp-${process.pid}`, old: `${outDir}.old-${process.pid}` };
}

/** Signal 0 checks that a process exists; EPERM means it does, under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
