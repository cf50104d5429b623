import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { OUTPUT_MARKER } from './guard-out-dir.js';

/**
 * A build writes into `<out>.tmp-<pid>` and sets the previous output aside as `<out>.old-<pid>` during its swap.
 * A build killed with SIGKILL (or a machine that lost power) leaves them behind; the next build removes those whose
 * process is gone. A set-aside previous output whose swap never finished is put back when `<out>` is missing, so the
 * site keeps its last good output. Folders of a build still running (its pid is alive) are left alone.
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
  for (const name of names.sort()) {
    const m = pattern.exec(name);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || isAlive(pid)) continue;
    const folder = path.join(parent, name);
    if (m[1] === 'old' && !existsSync(outDir) && existsSync(path.join(folder, OUTPUT_MARKER))) await rename(folder, outDir).catch(() => undefined);
    else await rm(folder, { recursive: true, force: true }).catch(() => undefined);
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
