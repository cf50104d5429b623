// Runs one build command and measures it the way bench/peers does: wall and CPU (user+sys) of the whole process tree
// from GNU time (the rusage of waited-for children covers every descendant), and peak RSS as the largest sum of the
// RSS of every process of the tree, sampled from /proc (Docusaurus forks; GNU time alone reports one process).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Measure {
  exitCode: number;
  wallSec: number;
  cpuSec: number;
  peakRssMb: number;
  /** GNU time's maximum resident set of the largest single process. */
  maxProcessRssMb: number;
  /** Load average (1 min) when the run started and ended: the machine is shared, so figures carry it. */
  loadBefore: number;
  loadAfter: number;
  stdout: string;
  stderr: string;
}

export async function measure(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measure> {
  const timeFile = path.join(os.tmpdir(), `dz-sites-time-${process.pid}-${Date.now()}`);
  const loadBefore = os.loadavg()[0]!;
  const child = spawn('/usr/bin/time', ['-f', '%e %U %S %M', '-o', timeFile, cmd, ...args], {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout = (stdout + b.toString()).slice(-400_000)));
  child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-400_000)));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid)
      peak = Math.max(
        peak,
        processTree(child.pid).reduce((n, pid) => n + rssBytes(pid), 0),
      );
  }, 100);
  const exitCode: number = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearInterval(sampler);
  const [wall, user, sys, maxKb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  rmSync(timeFile, { force: true });
  return {
    exitCode,
    wallSec: wall!,
    cpuSec: user! + sys!,
    peakRssMb: Math.max(peak, maxKb! * 1024) / 2 ** 20,
    maxProcessRssMb: maxKb! / 1024,
    loadBefore,
    loadAfter: os.loadavg()[0]!,
    stdout,
    stderr,
  };
}

/** pid and all its descendants, from the parent pid field of /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
