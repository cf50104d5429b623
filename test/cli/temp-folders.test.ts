import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MINIMAL_CONFIG, withSite } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b));
    child.stderr.on('data', (b: Buffer) => (output += b));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('4 builds of one site with a React page at once all succeed, and leave nothing in the shared temporary folder', () =>
  withSite(
    {
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/intro.md': '# Introducción\n\nTexto.\n',
      'content/pages/index.tsx': `export const meta = { title: 'Inicio' };\nexport default function Home() {\n  return <main><h1>Inicio</h1><p>Página de React.</p></main>;\n}\n`,
    },
    async (root) => {
      // The builds' own temporary folder: what fe-docs leaves in the system's temporary folder shows here.
      const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-tmpdir-'));
      try {
        const runs = await Promise.all([0, 1, 2, 3].map((i) => run(['build', root, '--out', path.join(root, `out${i}`)], { TMPDIR: tmp })));
        for (const [i, r] of runs.entries()) assert.equal(r.code, 0, `build ${i}:\n${r.output}`);
        // (workbox-build keeps folders of its own there.)
        assert.deepEqual(
          (await readdir(tmp)).filter((n) => n.startsWith('fe-docs')),
          [],
          'fe-docs left folders in the temporary folder',
        );
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },
  ));
