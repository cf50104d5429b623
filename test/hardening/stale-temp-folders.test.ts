import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/** The pid of a process that has exited (and been reaped), so no process has it for now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

// Issue 18, item 10: `build.tmp-<pid>` folders left by a killed build were never removed by later builds.
test('a build removes the temporary folders of earlier builds whose process is gone, and keeps a running one', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n' });
  const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' });
  try {
    const dead = await deadPid();
    const out = path.join(site.root, 'build');
    for (const name of [`build.tmp-${dead}`, `build.old-${dead}`, `build.tmp-${alive.pid}`]) {
      await mkdir(path.join(site.root, name, 'docs'), { recursive: true });
      await writeFile(path.join(site.root, name, 'docs', 'x.html'), 'half-written');
    }
    // Not ours: a folder whose name only looks alike.
    await mkdir(path.join(site.root, 'build.tmp-notapid'));
    const r = await runCli(['build', site.root, '--out', out]);
    assert.equal(r.code, 0, r.stderr);
    const left = (await readdir(site.root)).filter((n) => n.startsWith('build')).sort();
    assert.deepEqual(left, ['build', `build.tmp-${alive.pid}`, 'build.tmp-notapid']);
  } finally {
    alive.kill();
    await site.cleanup();
  }
});

test('a build killed between the two renames of its swap: the next build puts the previous output back before it starts', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/b.md': '[x](./nope.md) [y](/nope)\n',
  });
  try {
    const dead = await deadPid();
    const out = path.join(site.root, 'build');
    // The previous output, set aside by a build that was then killed with SIGKILL.
    await mkdir(path.join(site.root, `build.old-${dead}`), { recursive: true });
    await writeFile(path.join(site.root, `build.old-${dead}`, '.fe-docs-output'), 'Written by fe-docs\n');
    await writeFile(path.join(site.root, `build.old-${dead}`, 'index.html'), 'previous');
    const r = await runCli(['build', site.root, '--out', out]);
    assert.equal(r.code, 1, 'the new build fails (broken link)');
    assert.deepEqual((await readdir(site.root)).filter((n) => n.startsWith('build')).sort(), ['build']);
    assert.deepEqual((await readdir(out)).sort(), ['.fe-docs-output', 'index.html']);
  } finally {
    await site.cleanup();
  }
});
