import assert from 'node:assert/strict';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { dialect } from '../../src/api/site.js';
import { overlayErrors } from '../../src/dev/server.js';
import { DEV_EVENTS_PATH } from '../../src/shared/constants.js';
import { launchBrowser } from '../helpers/browser.js';
import { rawRequest } from '../helpers/raw-http.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// `fe-docs dev` while a content folder, the blog, static/ or the config file goes away and comes back (renamed and
// renamed back, deleted and restored from a copy as `git stash` or `git checkout` do, swapped through a symlink):
// once the folder is back, its pages are served again, without the errors its absence caused, edits of its files and
// new files in it are built, and open tabs reload.

const TIMEOUT = 60_000;

/** Polls `probe` until it returns something other than undefined/false; fails with `what` after TIMEOUT. */
async function until<T>(what: string | (() => string), probe: () => Promise<T | undefined | false> | T | undefined | false): Promise<T> {
  const end = Date.now() + TIMEOUT;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting until ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const body = async (server: DevServer, p: string) => {
  const r = await rawRequest(server.url, p);
  return { status: r.status, text: r.body.toString() };
};
/** The page is served with this text and the site has no errors. */
const serves = (server: DevServer, p: string, text: string) => {
  let status = 0;
  return until(
    () => `${p} shows “${text}” without errors (status and errors now: ${status}, ${JSON.stringify(overlayErrors(server.builder))})`,
    async () => {
      const r = await body(server, p);
      status = r.status;
      return r.status === 200 && r.text.includes(text) && server.builder.errors.length === 0;
    },
  );
};

/** Every build after file changes from now on: the paths it was for, relative to the site root. */
function recordBuilds(server: DevServer, root: string): string[][] {
  const builds: string[][] = [];
  const next = (): void =>
    void server.nextBuild().then((b) => {
      builds.push(b.changed.map((p) => path.relative(root, p)));
      next();
    });
  next();
  return builds;
}

/**
 * The user edits a moment after the folder came back, once the watcher's quick second look at a changed path (80 ms)
 * is over. This sets up the scenario (a file saved later, not in the same breath as the restore); nothing is
 * asserted on time.
 */
const aMomentLater = () => new Promise((r) => setTimeout(r, 1000));

/** Runs `change` and waits for the build it causes. */
async function builtAfter(server: DevServer, change: () => Promise<unknown>): Promise<void> {
  const built = server.nextBuild();
  await change();
  await built;
}

async function openTab(browser: Browser, server: DevServer, p: string): Promise<Page> {
  const page = await browser.newPage();
  const known = new Set(server.events.clients);
  await page.goto(new URL(p, server.url).href);
  await page.locator('html[data-dev-build]').waitFor({ state: 'attached', timeout: TIMEOUT });
  await until(`the tab on ${p} is connected to the live-reload stream`, () => [...server.events.clients].some((c) => !known.has(c)));
  return page;
}
/**
 * Marks the tab's page region, which a refresh replaces (a change of a static file refreshes the page in place: the
 * same scripts and stylesheet). Tried again while a refresh is under way.
 */
const markPage = (page: Page) =>
  until('the page is marked', () =>
    page.evaluate("document.querySelector('.page').dataset.devMark = '1'").then(
      () => true,
      () => false,
    ),
  );
const refreshed = (page: Page) => page.waitForFunction("document.querySelector('.page')?.dataset.devMark !== '1'", null, { timeout: TIMEOUT });
const shows = (page: Page, text: string) => page.locator('main', { hasText: text }).first().waitFor({ timeout: TIMEOUT });
const noOverlay = (page: Page) => page.locator('#fe-docs-dev-overlay [role="alert"]').waitFor({ state: 'detached', timeout: TIMEOUT });

const doc = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;

const FILES = {
  'site.config.yaml': MINIMAL_CONFIG + 'static:\n  path: static\n',
  'content/docs/intro.md': doc('Introducción', 'Texto original de la introducción.'),
  'content/docs/guia.md': doc('Guía', 'Ver la [introducción](/docs/intro).'),
  // A link into the docs: while they are away, the site has a broken link.
  'content/blog/2024-01-02-hola.md': doc('Hola', 'Primera entrada; empiece por la [introducción](/docs/intro).'),
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>uno</title></svg>',
};

describe('fe-docs dev: a folder that goes away and comes back', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  /** A dev server on a new copy of the site; `copies` holds a copy of its folders to restore them from. */
  async function withDevServer(fn: (server: DevServer, at: (rel: string) => string, copy: (rel: string) => string) => Promise<void>): Promise<void> {
    const site = await createSite(FILES);
    const copies = site.root + '-copies';
    const at = (rel: string) => path.join(site.root, rel);
    const copy = (rel: string) => path.join(copies, rel);
    for (const dir of ['content/docs', 'content/blog', 'static']) await cp(at(dir), copy(dir), { recursive: true });
    const server = await startDevServer({ root: site.root, port: 0, dialect });
    try {
      await fn(server, at, copy);
    } finally {
      await server.close();
      await rm(copies, { recursive: true, force: true });
      await site.cleanup();
    }
  }

  /** After the docs came back: they are served without errors, an edit shows in the open tab, a new doc is served. */
  async function docsWork(server: DevServer, at: (rel: string) => string, page: Page, edited: string) {
    await serves(server, '/docs/intro', 'Texto original de la introducción.');
    await noOverlay(page);
    await aMomentLater();
    await writeFile(at('content/docs/intro.md'), doc('Introducción', edited));
    await shows(page, edited);
    await writeFile(at('content/docs/nueva.md'), doc('Nueva', 'Una página nueva.'));
    await serves(server, '/docs/nueva', 'Una página nueva.');
  }

  test('the docs folder renamed away and back', () =>
    withDevServer(async (server, at) => {
      const page = await openTab(browser, server, '/docs/intro');
      await builtAfter(server, () => rename(at('content/docs'), at('content/docs.bak')));
      await until('the missing docs show as a broken link', () => server.builder.errors.some((e) => e.code === 'broken-link'));
      await rename(at('content/docs.bak'), at('content/docs'));
      await docsWork(server, at, page, 'Editada tras volver de docs.bak.');
    }));

  test('the docs folder renamed away and straight back', () =>
    withDevServer(async (server, at) => {
      const page = await openTab(browser, server, '/docs/intro');
      await rename(at('content/docs'), at('content/docs.bak'));
      await rename(at('content/docs.bak'), at('content/docs'));
      await docsWork(server, at, page, 'Editada tras un ir y volver inmediato.');
    }));

  test('the docs folder deleted, then restored from a copy (git checkout)', () =>
    withDevServer(async (server, at, copy) => {
      const page = await openTab(browser, server, '/docs/intro');
      await builtAfter(server, () => rm(at('content/docs'), { recursive: true }));
      await until('the missing docs show as a broken link', () => server.builder.errors.some((e) => e.code === 'broken-link'));
      await cp(copy('content/docs'), at('content/docs'), { recursive: true });
      await docsWork(server, at, page, 'Editada tras restaurar la copia.');
    }));

  test('the docs folder deleted and restored at once (git stash)', () =>
    withDevServer(async (server, at, copy) => {
      const page = await openTab(browser, server, '/docs/intro');
      await rm(at('content/docs'), { recursive: true });
      await cp(copy('content/docs'), at('content/docs'), { recursive: true });
      await docsWork(server, at, page, 'Editada tras borrar y restaurar de golpe.');
    }));

  test('the whole content folder (docs and blog) renamed away and back', () =>
    withDevServer(async (server, at) => {
      const page = await openTab(browser, server, '/docs/intro');
      await builtAfter(server, () => rename(at('content'), at('content.bak')));
      await rename(at('content.bak'), at('content'));
      await docsWork(server, at, page, 'Editada tras volver content/.');
    }));

  test('the blog folder renamed away and back, then deleted and restored', () =>
    withDevServer(async (server, at, copy) => {
      const post = '/blog/2024/01/02/hola';
      const page = await openTab(browser, server, post);
      await builtAfter(server, () => rename(at('content/blog'), at('content/blog.bak')));
      await until('the post is gone', async () => (await body(server, post)).status === 404);
      await rename(at('content/blog.bak'), at('content/blog'));
      await serves(server, post, 'Primera entrada');
      await aMomentLater();
      await writeFile(at('content/blog/2024-01-02-hola.md'), doc('Hola', 'Entrada editada tras volver.'));
      await shows(page, 'Entrada editada tras volver.');

      await builtAfter(server, () => rm(at('content/blog'), { recursive: true }));
      await until('the post is gone', async () => (await body(server, post)).status === 404);
      await cp(copy('content/blog'), at('content/blog'), { recursive: true });
      await serves(server, post, 'Primera entrada');
      await aMomentLater();
      await writeFile(at('content/blog/2024-03-04-otra.md'), doc('Otra', 'Una entrada nueva.'));
      await serves(server, '/blog/2024/03/04/otra', 'Una entrada nueva.');
      await writeFile(at('content/blog/2024-01-02-hola.md'), doc('Hola', 'Entrada editada tras restaurar.'));
      await shows(page, 'Entrada editada tras restaurar.');
    }));

  test('static/ renamed away and back, then deleted and restored: its files are served and an edit reloads the tab', () =>
    withDevServer(async (server, at, copy) => {
      const builds = recordBuilds(server, at('.'));
      /**
       * A build followed a change of this file, or of a folder holding it (a file written while the watcher starts
       * again on the restored folder is part of that folder's build). Static files are served from disk, built or
       * not: this tells that the change was seen.
       */
      const built = (rel: string) => until(`a build after ${rel} changed`, () => builds.some((b) => b.some((c) => rel === c || rel.startsWith(c + '/'))));
      const page = await openTab(browser, server, '/docs/guia');
      await builtAfter(server, () => rename(at('static'), at('static.bak')));
      await rename(at('static.bak'), at('static'));
      await aMomentLater();
      await markPage(page);
      builds.length = 0;
      await writeFile(at('static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>dos</title></svg>');
      await built('static/img/logo.svg');
      await refreshed(page);
      assert.match((await body(server, '/img/logo.svg')).text, /dos/);

      await builtAfter(server, () => rm(at('static'), { recursive: true }));
      assert.equal((await body(server, '/img/logo.svg')).status, 404);
      await cp(copy('static'), at('static'), { recursive: true });
      await until('the restored logo is served', async () => /uno/.test((await body(server, '/img/logo.svg')).text));
      await aMomentLater();
      await markPage(page);
      builds.length = 0;
      await writeFile(at('static/img/nuevo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>tres</title></svg>');
      await built('static/img/nuevo.svg');
      await refreshed(page);
      assert.match((await body(server, '/img/nuevo.svg')).text, /tres/);
      builds.length = 0;
      await writeFile(at('static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>cuatro</title></svg>');
      await built('static/img/logo.svg');
    }));

  test('site.config.yaml renamed away and back: later edits of it are built', () =>
    withDevServer(async (server, at) => {
      const config = at('site.config.yaml');
      const text = await readFile(config, 'utf8');
      await builtAfter(server, () => rename(config, config + '.bak'));
      await rename(config + '.bak', config);
      await serves(server, '/docs/intro', 'Sitio de prueba');
      await aMomentLater();
      await writeFile(config, text.replace('Sitio de prueba', 'Sitio renombrado'));
      await serves(server, '/docs/intro', 'Sitio renombrado');
    }));
});

/** The events the live-reload stream sends a tab that connects saying it shows `build`, up to the first `state`. */
function firstEvents(server: DevServer, page: string, build: number): Promise<{ type: string; data: { build: number; html?: string } }[]> {
  const u = new URL(server.url);
  const query = `?page=${encodeURIComponent(page)}&build=${build}`;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: u.hostname, port: u.port, path: DEV_EVENTS_PATH + query, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (!/event: state\ndata: .*\n\n/.test(text)) return;
        req.destroy();
        resolve([...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({ type: m[1], data: JSON.parse(m[2]) as { build: number; html?: string } })));
      });
    });
    req.on('error', reject);
  });
}

// A tab that reloaded into the 404 page while a folder was away may connect to the stream only after the folder is
// back and built: the reload it missed comes first. Shown here with a single doc, made after its 404 page was loaded.
test('fe-docs dev: a tab that connects after builds it missed is told to reload when its page changed', async () => {
  const site = await createSite(FILES);
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    const missing = await body(server, '/docs/nueva');
    assert.equal(missing.status, 404);
    const shown = Number(/data-dev-build="(\d+)"/.exec(missing.text)![1]);
    await builtAfter(server, () => writeFile(path.join(site.root, 'content/docs/nueva.md'), doc('Nueva', 'Hecha después.')));
    await serves(server, '/docs/nueva', 'Hecha después.');
    const events = await firstEvents(server, '/docs/nueva', shown);
    assert.deepEqual(
      events.map((e) => e.type),
      ['reload', 'state'],
    );
    assert.equal(events[0].data.build, server.builder.current!.id);
    assert.match(events[0].data.html ?? '', /Hecha después/);
    // A tab that shows the current build, or whose page did not change (a post: the docs sidebar is not on it), is only
    // told the state.
    assert.deepEqual(
      (await firstEvents(server, '/docs/nueva', server.builder.current!.id)).map((e) => e.type),
      ['state'],
    );
    assert.deepEqual(
      (await firstEvents(server, '/blog/2024/01/02/hola', shown)).map((e) => e.type),
      ['state'],
    );
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('fe-docs dev: a content folder replaced by swapping the symlink that names it', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content-a/docs/intro.md': doc('Introducción', 'Texto de la versión A.'),
    'content-a/blog/2024-01-02-hola.md': doc('Hola', 'Entrada A.'),
    'content-b/docs/intro.md': doc('Introducción', 'Texto de la versión B.'),
    'content-b/blog/2024-01-02-hola.md': doc('Hola', 'Entrada B.'),
  });
  await symlink('content-a', path.join(site.root, 'content'));
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    await serves(server, '/docs/intro', 'Texto de la versión A.');
    // Made beside it and renamed over it: the swap is atomic, as deployment tools do it.
    await symlink('content-b', path.join(site.root, 'content.next'));
    await rename(path.join(site.root, 'content.next'), path.join(site.root, 'content'));
    await serves(server, '/docs/intro', 'Texto de la versión B.');
    await aMomentLater();
    await writeFile(path.join(site.root, 'content-b/docs/intro.md'), doc('Introducción', 'B editada.'));
    await serves(server, '/docs/intro', 'B editada.');
    await writeFile(path.join(site.root, 'content-b/docs/nueva.md'), doc('Nueva', 'Nueva en B.'));
    await serves(server, '/docs/nueva', 'Nueva en B.');
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('fe-docs dev: a Docusaurus site’s docs/ and blog/ renamed away and back, deleted and restored', async () => {
  const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/dz-real-components');
  const site = await createSite({});
  await cp(fixture, site.root, { recursive: true });
  const copies = site.root + '-copies';
  await cp(fixture, copies, { recursive: true });
  const at = (rel: string) => path.join(site.root, rel);
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  const browser = await launchBrowser();
  try {
    await serves(server, '/orbit/docs/checklists', 'A checklist is a plan without dates.');
    const page = await openTab(browser, server, '/orbit/docs/checklists');

    await builtAfter(server, () => rename(at('docs'), at('docs.bak')));
    await rename(at('docs.bak'), at('docs'));
    await serves(server, '/orbit/docs/checklists', 'A checklist is a plan without dates.');
    await noOverlay(page);
    await aMomentLater();
    await writeFile(at('docs/checklists.md'), '---\nsidebar_position: 3\n---\n\n# Checklists\n\nEdited after docs/ came back.\n');
    await shows(page, 'Edited after docs/ came back.');
    await writeFile(at('docs/new-doc.md'), '# New doc\n\nWritten after the restore.\n');
    await serves(server, '/orbit/docs/new-doc', 'Written after the restore.');

    const post = '/orbit/blog/2025/02/02/orbit-2';
    await serves(server, post, 'Orbit 2 adds checklists.');
    await builtAfter(server, () => rm(at('blog'), { recursive: true }));
    await cp(path.join(copies, 'blog'), at('blog'), { recursive: true });
    await serves(server, post, 'Orbit 2 adds checklists.');
    await aMomentLater();
    await writeFile(at('blog/2025-02-02-orbit-2.md'), '---\ntitle: Orbit 2\n---\n\nOrbit 2, edited after the restore.\n');
    await serves(server, post, 'Orbit 2, edited after the restore.');

    await rm(at('docs'), { recursive: true });
    await cp(path.join(copies, 'docs'), at('docs'), { recursive: true });
    await serves(server, '/orbit/docs/checklists', 'A checklist is a plan without dates.');
    await shows(page, 'A checklist is a plan without dates.');
    await aMomentLater();
    await writeFile(at('docs/checklists.md'), '---\nsidebar_position: 3\n---\n\n# Checklists\n\nEdited after the second restore.\n');
    await shows(page, 'Edited after the second restore.');
    await page.close();
  } finally {
    await browser.close();
    await server.close();
    await rm(copies, { recursive: true, force: true });
    await site.cleanup();
  }
});
