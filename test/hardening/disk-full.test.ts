import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/api/build.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/** A 1 MB tmpfs to build into, or undefined when this machine cannot mount one (not root, no CAP_SYS_ADMIN). */
function smallDisk(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// Issue 18, item 9: a full disk said "failed unexpectedly: ENOSPC" or, with an earlier build present, "Cannot read
// static/big.bin" (an unreadable file). The real cause is the disk holding the output folder.
test('a full disk is reported as a full disk, naming the output folder, never as an unreadable source', async (t) => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n\nTexto.\n' });
  const disk = path.join(site.root, 'disk');
  await mkdir(disk);
  if (!smallDisk(disk)) {
    await site.cleanup();
    t.skip('cannot mount a tmpfs here (needs root)');
    return;
  }
  const out = path.join(disk, 'out');
  try {
    // A first build fits; the previous output is what a full disk must keep.
    const first = await build({ root: site.root, outDir: out });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    await mkdir(path.join(site.root, 'static'), { recursive: true });
    await writeFile(path.join(site.root, 'static/big.bin'), Buffer.alloc(1_500_000, 7));
    for (const round of ['with a previous output', 'again']) {
      const r = await build({ root: site.root, outDir: out });
      assert.equal(r.ok, false, round);
      const text = r.diagnostics.map((d) => `${d.position?.file}: ${d.code} ${d.message}`).join('\n');
      assert.doesNotMatch(text, /Cannot read|file-unreadable|internal-error|\.tmp-/, `${round}:\n${text}`);
      const full = r.diagnostics.filter((d) => d.code === 'output-write');
      assert.equal(full.length, 1, `${round}:\n${text}`);
      assert.match(full[0].message, /disk .*full/i);
      assert.ok(full[0].message.includes(out), full[0].message);
      // The previous output is still there, and no temporary folder is left on the full disk.
      assert.deepEqual((await readdir(disk)).sort(), ['out']);
    }
  } finally {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
    await site.cleanup();
  }
});
