// Installs the packages some tests read as a real site has them (test/docusaurus-packages: Docusaurus 3 for the
// conformance list), from their own lock file, beside the repository's node_modules: the fixture sites must not find
// them. Run by `npm ci`/`npm install` of this repository (postinstall; the packed package has no scripts). Skips an
// install that is already up to date.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../test/docusaurus-packages');
const lock = path.join(dir, 'package-lock.json');
const installed = path.join(dir, 'node_modules/.package-lock.json');
const current =
  existsSync(installed) && readFileSync(installed, 'utf8').includes(JSON.parse(readFileSync(lock, 'utf8')).packages['node_modules/@docusaurus/core'].version);
if (current) process.exit(0);
console.log('Installing Docusaurus 3 for the conformance tests (test/docusaurus-packages)…');
execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
