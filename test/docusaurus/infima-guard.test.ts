import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { CHROME_INFIMA_CLASSES } from '../../src/docusaurus/site-code/infima-guard.js';
import { awayFromChrome } from '../../src/docusaurus/site-code/infima.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Infima's class families (its component blocks and utilities), with their BEM elements and modifiers. */
const INFIMA_CLASS =
  /(?<=[\s"'`.])((?:navbar-sidebar|navbar|menu|tabs|dropdown|pagination-nav|pagination|breadcrumbs|footer|card|button|alert|badge|avatar|hero|table-of-contents|container|row|col|markdown|clean-btn|close)(?:(?:__|--)[a-z0-9-]*[a-z0-9])*)(?=[\s"'`.:,)\]>[])/g;

test("every Infima class name fe-docs' markup and client code use is on the chrome guard's list", async () => {
  const files = await fg(
    ['src/theme/**/*.{ts,tsx}', 'src/client/**/*.ts', 'src/docusaurus/client/**/*.ts', 'src/openapi/**/*.tsx', 'src/islands/**/*.{ts,tsx}'],
    { cwd: ROOT },
  );
  assert.ok(files.length > 20);
  const missing = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(INFIMA_CLASS)) if (!CHROME_INFIMA_CLASSES.has(m[1]) && !missing.has(m[1])) missing.set(m[1], file);
  }
  assert.deepEqual([...missing], [], 'add these to CHROME_INFIMA_CLASSES (src/docusaurus/site-code/infima-guard.ts)');
});

test("only Infima selectors that can reach fe-docs' chrome are guarded; variable-only rules never are", () => {
  const out = awayFromChrome(
    '.hero__title{color:red}.menu__link{color:red}a{color:red}.navbar .dropdown__link{color:red}.menu__link:after{content:""}.footer--dark{--x:1}',
  );
  const rules = Object.fromEntries([...out.matchAll(/([^{}]+)\{[^}]*\}/g)].map((m) => [m[1].split(':not(')[0].replace(/::?after$/, ''), m[1]]));
  assert.equal(rules['.hero__title'], '.hero__title', 'a class fe-docs never renders: as it is');
  assert.equal(rules['.navbar .dropdown__link'], '.navbar .dropdown__link', "the subject's class decides, not an ancestor's");
  assert.equal(rules['.footer--dark'], '.footer--dark', 'variables only: as it is');
  assert.match(rules['.menu__link'], /:not\(:where\(header\.navbar/, "a class fe-docs' sidebar renders: guarded");
  assert.match(rules['a'], /:not\(:where\(header\.navbar/, 'an element selector: guarded');
  assert.match(out, /\.menu__link:not\(:where\([^{]*\)\)::?after/, 'the guard goes before a pseudo-element');
});
