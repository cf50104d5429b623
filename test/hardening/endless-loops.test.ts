import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));
/** Far above the time limit below: a run still going then has hung (the failure of issue 18, item 2). */
const HUNG_AFTER_MS = 180_000;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  hung: boolean;
}

function run(args: string[], env: Record<string, string>, onStderr?: (text: string, child: ReturnType<typeof spawn>) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', FE_DOCS_CACHE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HUNG_AFTER_MS);
    child.stdout!.on('data', (b: Buffer) => (stdout += b));
    child.stderr!.on('data', (b: Buffer) => {
      stderr += b;
      onStderr?.(stderr, child);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, hung });
    });
  });
}

const SPIN_MDX = '# Gira\n\nexport function Spin() {\n  while (true) {}\n  return null;\n}\n\n<Spin />\n';
// The only site code these sites run is the loop itself, so no honest stretch can reach the limit: a short one only
// shortens the time each run spins a core (four runs; 4 s each took ≈ 12 s of the suite's CPU more than 1 s).
const LIMIT = { FE_DOCS_SITE_CODE_TIMEOUT_MS: '1000' };

type Report = { diagnostics: { code: string; position?: { file: string; line: number } }[] };

// Issue 18, item 2: `<Spin />` looping forever in MDX, or a loop in sidebars.js: `build` and `check` printed nothing
// and never ended.
test('an endless loop in an MDX component: check stops it at the time limit and reports site-code-timeout at the file', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'content/docs/spin.mdx': SPIN_MDX });
  try {
    const r = await run(['check', site.root, '--format', 'json'], LIMIT);
    assert.equal(r.hung, false, 'check hung');
    assert.equal(r.code, 1, r.stderr);
    const report = JSON.parse(r.stdout) as Report;
    const t = report.diagnostics.filter((d) => d.code === 'site-code-timeout');
    assert.deepEqual(
      t.map((d) => d.position?.file),
      ['content/docs/spin.mdx'],
    );
  } finally {
    await site.cleanup();
  }
});

test('an endless loop in a sidebars file, or in a theme override during build: a positioned timeout, no temporary folder left', async () => {
  const config = MINIMAL_CONFIG.replace('    routeBasePath: docs\n', '    routeBasePath: docs\n    sidebars: sidebars.js\n');
  const site = await createSite({ 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n', 'sidebars.js': 'while (true) {}\nmodule.exports = {};\n' });
  const footer = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'theme/Footer.tsx': 'export default function Footer() {\n  for (;;) {}\n}\n',
  });
  try {
    const s = await run(['check', site.root, '--format', 'json'], LIMIT);
    assert.equal(s.hung, false, 'check hung on sidebars.js');
    assert.equal(s.code, 1, s.stderr);
    assert.deepEqual(
      (JSON.parse(s.stdout) as Report).diagnostics.filter((d) => d.code === 'site-code-timeout').map((d) => d.position?.file),
      ['sidebars.js'],
    );
    const b = await run(['build', footer.root], LIMIT);
    assert.equal(b.hung, false, 'build hung on theme/Footer.tsx');
    assert.equal(b.code, 1, b.stderr);
    assert.match(b.stderr, /theme\/Footer\.tsx:1:1 error .*stopped it.*\[site-code-timeout\]/);
    assert.deepEqual(
      (await readdir(footer.root)).filter((n) => n.startsWith('build')),
      [],
    );
  } finally {
    await site.cleanup();
    await footer.cleanup();
  }
});

test('Ctrl-C ends a build that spins in site code, and removes its temporary folder', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'theme/Footer.tsx': 'export default function Footer() {\n  for (;;) {}\n}\n',
  });
  try {
    let sent = false;
    const r = await run(['build', site.root], { FE_DOCS_SITE_CODE_TIMEOUT_MS: '600000' }, (text, child) => {
      // The footer is rendered once the pages are being written: the build is inside the loop soon after.
      if (!sent && text.includes('rendering and writing')) {
        sent = true;
        setTimeout(() => child.kill('SIGINT'), 1500);
      }
    });
    assert.equal(sent, true, r.stderr);
    assert.equal(r.hung, false, 'Ctrl-C did not end the build');
    assert.equal(r.code, 130, r.stderr);
    assert.deepEqual(
      (await readdir(path.dirname(path.join(site.root, 'build')))).filter((n) => n.startsWith('build')),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

test('dev: SIGTERM ends it while site code spins, and a loop past the time limit is reported at its file', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'content/docs/spin.mdx': SPIN_MDX });
  try {
    let sent = false;
    const term = await run(['dev', site.root, '--port', '0'], { FE_DOCS_SITE_CODE_TIMEOUT_MS: '600000' }, (text, child) => {
      if (!sent && text.includes('fe-docs dev')) {
        sent = true;
        // Long enough to be inside the loop (the first build renders spin.mdx).
        setTimeout(() => child.kill('SIGTERM'), 8000);
      }
    });
    assert.equal(term.hung, false, 'dev ignored SIGTERM');
    assert.ok(term.signal === 'SIGTERM' || term.code === 143 || term.code === 0, `${term.code} ${term.signal}\n${term.stderr}`);
    const limit = await run(['dev', site.root, '--port', '0'], LIMIT);
    assert.equal(limit.hung, false, 'dev hung');
    assert.match(limit.stderr, /content\/docs\/spin\.mdx:1:1 error .*\[site-code-timeout\]/);
  } finally {
    await site.cleanup();
  }
});
