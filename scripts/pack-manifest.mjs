// `npm pack` and `npm publish` ship package.json as it is on disk once `prepack` has run. The repository's scripts
// (`prepare`, `test`, `bench`…) name files the package does not ship (scripts/, bench/), and npm 11 warns whoever
// installs the package about its `prepare`. So `prepack` ends with `strip`: package.json is written without
// `scripts`, the original kept beside it as package.json.unpacked, and `postpack` puts the original back (`restore`;
// npm runs the scripts of the manifest it read before packing). A pack that failed between the two leaves the copy:
// `strip` and `restore` both put it back first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const SAVED = 'package.json.unpacked';

if (existsSync(SAVED)) renameSync(SAVED, MANIFEST);
if (process.argv[2] === 'strip') {
  const text = readFileSync(MANIFEST, 'utf8');
  writeFileSync(SAVED, text);
  const { scripts: _scripts, ...published } = JSON.parse(text);
  writeFileSync(MANIFEST, JSON.stringify(published, null, 2) + '\n');
} else if (process.argv[2] !== 'restore') {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
