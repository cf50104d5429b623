// One Chromium for a whole run of the suite (scripts/test.mjs, scripts/test-cpu.mjs): a Playwright browser server
// that the test files connect to (test/helpers/browser.ts), each with contexts of its own, instead of each of the
// ≈40 browser files launching and closing its own Chromium (≈1 s of CPU each). It runs in a process of its own: the
// runner blocks in spawnSync while the files run, and a server in its process would not answer them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_BROWSER_ENV } from '../test/helpers/chromium-launch.mjs';

/**
 * Starts the browser server; resolves with the variable and value the test files need, and `close()`. The server
 * also stops when the runner's end of its stdin closes, so a runner that dies leaves no Chromium behind.
 */
export async function startSharedBrowser({ timeFile } = {}) {
  // `timeFile`: the server runs under `/usr/bin/time -o timeFile`, which then holds its CPU, Chromium's included.
  const command = [process.execPath, fileURLToPath(import.meta.url), '--serve'];
  if (timeFile) command.unshift('/usr/bin/time', '-f', '%U %S %e', '-o', timeFile);
  const child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  const closed = new Promise((resolve) => child.on('close', resolve));
  const endpoint = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0].trim());
    });
    closed.then(() => resolve(''));
  });
  if (!endpoint) {
    console.error('the shared browser did not start: each browser test file launches its own');
    return undefined;
  }
  return {
    env: SHARED_BROWSER_ENV,
    endpoint,
    close: async () => {
      child.stdin.end();
      await closed;
    },
  };
}

if (process.argv[2] === '--serve') {
  const { chromium } = await import('playwright-core');
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  process.stdout.write(server.wsEndpoint() + '\n');
  process.stdin.on('end', () => server.close().then(() => process.exit(0)));
  process.stdin.resume();
}
