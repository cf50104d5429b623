import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The folder scripts/test.mjs makes for one run of the suite (and deletes afterwards), shared by its test files,
 * which run in separate processes. Unset when a test file runs on its own.
 */
export const SHARED_DIR_ENV = 'FE_DOCS_TEST_SHARED_DIR';

/** How long a file waits for another file's build of the same site before it builds the site itself. */
const WAIT_MS = 10 * 60_000;

/**
 * Build output that several test files need and none changes (the repository's own site takes a minute to build):
 * within one run of scripts/test.mjs the first file to ask builds it into the run's shared folder and the others
 * wait for it and reuse it. Outside such a run (or if the shared build failed or never finished), every caller builds
 * its own copy in a temporary folder, as before. `build(out)` must fill `out` and throw if it cannot; what it returns
 * (JSON) is handed to every caller as `value`. `release()` deletes a private copy and leaves the shared one to
 * scripts/test.mjs.
 */
export async function sharedBuild<T>(key: string, build: (out: string) => Promise<T>): Promise<{ out: string; value: T; release: () => Promise<void> }> {
  const shared = process.env[SHARED_DIR_ENV];
  if (shared && existsSync(shared)) {
    const dir = path.join(shared, key);
    const out = path.join(dir, 'build');
    const done = path.join(dir, 'done.json');
    let mine = false;
    try {
      // mkdir is atomic: exactly one file of the run gets to build.
      await mkdir(dir);
      mine = true;
    } catch {
      // Another file builds it: wait for its verdict.
    }
    if (mine) {
      try {
        const value = await build(out);
        await publish(done, { ok: true, value });
        return { out, value, release: async () => {} };
      } catch (e) {
        await publish(done, { ok: false, error: String(e) });
        throw e;
      }
    }
    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      if (!existsSync(done)) continue;
      const verdict = JSON.parse(await readFile(done, 'utf8')) as { ok: boolean; value: T };
      if (verdict.ok) return { out, value: verdict.value, release: async () => {} };
      break; // the shared build failed: build here, so this file reports the error itself
    }
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), `fe-docs-${key}-`));
  const out = path.join(tmp, 'build');
  try {
    return { out, value: await build(out), release: () => rm(tmp, { recursive: true, force: true }) };
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
}

/** Written whole or not at all: a waiting file never reads half a verdict. */
async function publish(file: string, verdict: unknown): Promise<void> {
  await writeFile(file + '.tmp', JSON.stringify(verdict));
  await rename(file + '.tmp', file);
}
