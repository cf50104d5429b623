import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// `showLastUpdateTime` / `showLastUpdateAuthor`: under each doc, the date and author of its last commit, as Docusaurus
// shows them (read from one `git log`), or the front matter's `last_update`.
const CONFIG = `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {showLastUpdateTime: true, showLastUpdateAuthor: true}}]]};\n`;

function commit(root: string, when: string, author: string, message: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: when,
    GIT_COMMITTER_DATE: when,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'a@example.org',
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: 'a@example.org',
  };
  execFileSync('git', ['add', '-A'], { cwd: root, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: root, env });
}

async function builtDoc(root: string, page: string) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-last-update-'));
  try {
    const r = await build({ root, outDir: out });
    return { html: await readFile(path.join(out, page, 'index.html'), 'utf8'), diagnostics: r.diagnostics };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

test('docs show the date and author of their last commit, or of their front matter last_update', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/a.md': '# A\n\nFirst text.\n',
    'docs/b.md': '---\nlast_update:\n  date: 2023-03-04\n  author: Grace\n---\n\n# B\n\nText.\n',
  });
  try {
    execFileSync('git', ['init', '-q'], { cwd: site.root });
    commit(site.root, '2024-01-02T10:00:00Z', 'Ada', 'first');
    await import('node:fs/promises').then((fs) => fs.writeFile(path.join(site.root, 'docs/a.md'), '# A\n\nSecond text.\n'));
    commit(site.root, '2024-02-05T10:00:00Z', 'Linus', 'second');
    const a = await builtDoc(site.root, 'docs/a');
    assert.match(
      a.html,
      /Last updated(<!-- -->)? on (<!-- -->)?<b><time datetime="2024-02-05T10:00:00.000Z">Feb 5, 2024<\/time><\/b>(<!-- -->)? by (<!-- -->)?<b>Linus<\/b>/i,
    );
    const b = await builtDoc(site.root, 'docs/b');
    assert.match(
      b.html,
      /Last updated(<!-- -->)? on (<!-- -->)?<b><time datetime="2023-03-04T00:00:00.000Z">Mar 4, 2023<\/time><\/b>(<!-- -->)? by (<!-- -->)?<b>Grace<\/b>/i,
    );
    assert.equal(a.diagnostics.filter((d) => d.code === 'last-update-unavailable').length, 0);
  } finally {
    await site.cleanup();
  }
});

test('outside a git repository: a warning, and no date under the docs', async () => {
  const site = await createSite({ 'docusaurus.config.js': CONFIG, 'docs/a.md': '# A\n\nText.\n' });
  try {
    const a = await builtDoc(site.root, 'docs/a');
    assert.doesNotMatch(a.html, /Last updated/);
    const d = a.diagnostics.find((x) => x.code === 'last-update-unavailable');
    assert.equal(d?.severity, 'warning');
    assert.equal(d?.position?.file, 'docusaurus.config.js');
  } finally {
    await site.cleanup();
  }
});
