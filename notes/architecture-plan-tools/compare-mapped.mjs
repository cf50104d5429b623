// Byte comparison of two output folders with the client bundles' file names mapped (issue 31 step 8: moving browser
// files renames esbuild's chunks and app-<hash>.js). node compare-mapped.mjs <reference dir> <new dir>
// 1. pairs the JS assets (app-*.js, chunk-*.js, islands-*.js, island-chunk-*.js) of both folders: a chunk with the same
//    text once every asset name in it is blanked; the one app-*.js (and islands-*.js) with each other;
// 2. in every file of the reference, replaces the old names by the new ones, then compares sha1 with the new folder.
// 3. two files that name others by content are compared by what they say: the output's file list (`.fe-docs-output`,
//    sorted by name) after mapping and sorting again; the service worker's precache list (`sw.js`) with each
//    `revision` checked against the md5 of the file it names in its own folder, then blanked.
// Prints the mapping, the unpaired chunks, and every file that still differs (exit 1 if any).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [refDir, newDir] = process.argv.slice(2);
const files = (root) =>
  new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name))]),
  );
const ref = files(refDir);
const neu = files(newDir);
const ASSET = /\b(?:app-[0-9a-f]{10}|chunk-[A-Z0-9]{8}|islands-[A-Z0-9]{8}|island-chunk-[A-Z0-9]{8})\.js\b/g;
const jsAssets = (m) => [...m.keys()].filter((k) => /^assets\/[^/]+\.js$/.test(k) && ASSET.test(path.basename(k)) && ((ASSET.lastIndex = 0), true));
const blank = (buf) => buf.toString('utf8').replace(ASSET, 'ASSET.js');
const sha1 = (b) => createHash('sha1').update(b).digest('hex');

const md5 = (b) => createHash('md5').update(b).digest('hex');
/** Every precache entry's revision is the md5 of the file it names in `dir`'s files (`m`); the list without them. */
function precache(text, m) {
  let consistent = true;
  const entries = [];
  const blanked = text.replace(/\{"url":"([^"]+)","revision":("[0-9a-f]{32}"|null)\},?/g, (_, url, rev) => {
    if (rev !== 'null' && (!m.has(url) || md5(m.get(url)) !== JSON.parse(rev))) consistent = false;
    entries.push(`${url} ${rev === 'null' ? 'null' : '-'}`);
    return '';
  });
  // The list is in name order, which mapped names change.
  return { consistent, blanked: blanked + entries.sort().join('\n') };
}
const DERIVED = {
  '.fe-docs-output': (a, b) => {
    const sorted = (t) => t.replace(/"files":\[([^\]]*)\]/, (_, list) => `"files":[${list.split(',').sort().join(',')}]`);
    return sorted(a) === sorted(b);
  },
  // Each list is checked against its own folder (the reference's before its names are mapped).
  'sw.js': (a, b, original) => precache(original, ref).consistent && precache(b, neu).consistent && precache(a, ref).blanked === precache(b, neu).blanked,
};

const mapping = new Map();
const refJs = jsAssets(ref);
const newJs = jsAssets(neu);
const byBlank = new Map(newJs.map((k) => [blank(neu.get(k)), k]));
for (const k of refJs) {
  const twin = byBlank.get(blank(ref.get(k)));
  if (twin) mapping.set(path.basename(k), path.basename(twin));
}
for (const prefix of ['app-', 'islands-']) {
  const a = refJs.filter((k) => path.basename(k).startsWith(prefix));
  const b = newJs.filter((k) => path.basename(k).startsWith(prefix));
  if (a.length === 1 && b.length === 1 && !mapping.has(path.basename(a[0]))) mapping.set(path.basename(a[0]), path.basename(b[0]));
}
const unpairedRef = refJs.filter((k) => !mapping.has(path.basename(k)));
const mapped = new Set(mapping.values());
const unpairedNew = newJs.filter((k) => !mapped.has(path.basename(k)));
const rename = (k) => path.join(path.dirname(k), mapping.get(path.basename(k)) ?? path.basename(k));
const differ = [];
const onlyRef = [];
for (const [k, buf] of ref) {
  if (unpairedRef.includes(k)) continue;
  const nk = rename(k);
  if (!neu.has(nk)) {
    onlyRef.push(k);
    continue;
  }
  // Text files get the names replaced; binary files are compared as they are.
  const text = buf.toString('utf8');
  const replaced = text.includes('\uFFFD') ? buf : Buffer.from(text.replace(ASSET, (m) => mapping.get(m) ?? m));
  const same = DERIVED[k] ? DERIVED[k](replaced.toString('utf8'), neu.get(nk).toString('utf8'), text) : sha1(replaced) === sha1(neu.get(nk));
  if (!same) differ.push(k === nk ? k : `${k} → ${nk}`);
}
const seen = new Set([...ref.keys()].map(rename));
const onlyNew = [...neu.keys()].filter((k) => !seen.has(k) && !unpairedNew.includes(k));
console.log(`files: ${ref.size} reference, ${neu.size} new; JS assets mapped: ${mapping.size}`);
for (const [a, b] of mapping) console.log(`  ${a} → ${b}${a === b ? ' (same name)' : ''}`);
if (unpairedRef.length || unpairedNew.length) console.log(`unpaired JS: reference ${JSON.stringify(unpairedRef)}, new ${JSON.stringify(unpairedNew)}`);
if (onlyRef.length) console.log(`only in reference: ${JSON.stringify(onlyRef)}`);
if (onlyNew.length) console.log(`only in new: ${JSON.stringify(onlyNew)}`);
console.log(differ.length ? `differ after mapping (${differ.length}): ${JSON.stringify(differ.slice(0, 40))}` : 'every other file identical after mapping');
process.exit(differ.length || onlyRef.length || onlyNew.length ? 1 : 0);
