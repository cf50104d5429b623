import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProgressLine, PROGRESS_DELAY_MS } from '../../src/cli/progress.js';
import { runCli } from '../helpers/cli.js';
import { createSite } from '../helpers/site.js';

/** A stream that records what is written; `isTTY` as a terminal (or a pipe) would set it. */
function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, writes, write: (s: string) => writes.push(s) };
}

/** A clock the test moves by hand. */
function fakeClock() {
  let t = 1000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

test('on a TTY, the progress line appears only after two seconds, shows pages done / total, redraws in place and is erased at the end', () => {
  const stream = fakeStream(true);
  const clock = fakeClock();
  const progress = createProgressLine(stream, { env: {}, now: clock.now });
  assert.ok(progress);
  progress.update(10, 200);
  clock.advance(PROGRESS_DELAY_MS - 1);
  progress.update(20, 200);
  assert.deepEqual(stream.writes, [], 'a build shorter than two seconds prints no progress');
  clock.advance(1);
  progress.update(30, 200);
  assert.deepEqual(stream.writes, ['\r\x1b[K  30/200 pages (15 %)']);
  progress.update(31, 200); // within the redraw interval: skipped
  assert.equal(stream.writes.length, 1);
  clock.advance(150);
  progress.update(199, 200);
  progress.update(200, 200); // the last page is always drawn
  assert.deepEqual(stream.writes.slice(1), ['\r\x1b[K  199/200 pages (99 %)', '\r\x1b[K  200/200 pages (100 %)']);
  progress.finish();
  assert.equal(stream.writes.at(-1), '\r\x1b[K');
});

test('a short build on a TTY writes nothing, not even the erase sequence', () => {
  const stream = fakeStream(true);
  const clock = fakeClock();
  const progress = createProgressLine(stream, { env: {}, now: clock.now })!;
  progress.update(5, 5);
  progress.finish();
  assert.deepEqual(stream.writes, []);
});

test('no progress line when stderr is not a TTY, in CI, or on a dumb terminal', () => {
  assert.equal(createProgressLine(fakeStream(false), { env: {} }), undefined, 'a pipe or a log file');
  assert.equal(createProgressLine({ write: () => 0 }, { env: {} }), undefined, 'a stream without isTTY');
  assert.equal(createProgressLine(fakeStream(true), { env: { CI: 'true' } }), undefined, 'CI=true on an emulated TTY');
  assert.equal(createProgressLine(fakeStream(true), { env: { CI: '1' } }), undefined);
  assert.equal(createProgressLine(fakeStream(true), { env: { TERM: 'dumb' } }), undefined);
  assert.ok(createProgressLine(fakeStream(true), { env: { CI: 'false' } }), 'CI=false is a terminal');
});

test('`fe-docs build` with a non-TTY stderr (a CI log) prints no progress sequences', async () => {
  const site = await createSite({
    'site.config.yaml': 'title: T\nurl: https://example.org\nbaseUrl: /\npwa:\n  enabled: false\n',
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHola.\n',
  });
  try {
    const r = await runCli(['build', site.root, '--out', site.root + '/out']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /✔ \d+ pages/);
    assert.doesNotMatch(r.stderr, /\r|\x1b\[K|pages \(\d+ %\)/);
  } finally {
    await site.cleanup();
  }
});
