import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = "module.exports = {title: 'Pics', url: 'https://pics.example', baseUrl: '/', presets: [['classic', {}]]};\n";
const PNG = Buffer.from('89504e470d0a1a0a', 'hex').toString('latin1');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';

/** React pages, their components and theme overrides import images as Docusaurus sites do (`require(…).default`). */
test('images imported by React pages, components and theme overrides are their URLs in the static folder (an SVG: inline)', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'static/img/kite.png': PNG,
    'static/img/mark.svg': SVG,
    'src/components/Kite.tsx':
      'import kite from \'@site/static/img/kite.png\';\nexport default function Kite() {\n  return <img alt="A kite" src={kite} />;\n}\n',
    'src/pages/flying.tsx':
      'import Kite from \'../components/Kite\';\nconst Mark = require(\'@site/static/img/mark.svg\').default;\nexport default function Flying() {\n  return <main><h1>Flying</h1><Kite /><Mark role="img" title="Mark" /></main>;\n}\n',
    'src/theme/Footer/index.tsx':
      'const Mark = require(\'@site/static/img/mark.svg\').default;\nexport default function Footer() {\n  return <footer className="pics-footer"><Mark title="Our mark" /></footer>;\n}\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-imgs-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const flying = await readFile(path.join(tmp, 'flying', 'index.html'), 'utf8');
    assert.match(flying, /<img alt="A kite" src="\/img\/kite\.png"/);
    // An SVG is a component (Docusaurus' SVGR): the SVG inline, `title` as its <title>.
    assert.match(
      flying,
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="4" height="4" role="img"><title>Mark<\/title><rect width="4" height="4"><\/rect><\/svg>/,
    );
    const intro = await readFile(path.join(tmp, 'docs', 'intro', 'index.html'), 'utf8');
    assert.match(intro, /<footer class="pics-footer"><svg [^>]*><title>Our mark<\/title>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('an image a React page imports from elsewhere in the site folder is published under a hashed name, with the base URL', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("baseUrl: '/'", "baseUrl: '/pics/'"),
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/img/kite.png': PNG,
    'src/pages/about.tsx':
      'import kite from \'./img/kite.png\';\nexport default function About() {\n  return <main><img alt="A kite" src={kite} /></main>;\n}\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-imgs-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const about = await readFile(path.join(tmp, 'about', 'index.html'), 'utf8');
    const src = /<img alt="A kite" src="([^"]+)"/.exec(about)?.[1];
    assert.match(src ?? '', /^\/pics\/assets\/images\/kite-[0-9a-f]{8}\.png$/, about);
    // The file is written where the URL points (below the base URL, the output folder is the site's root).
    assert.deepEqual(await readFile(path.join(tmp, src!.slice('/pics/'.length))), await readFile(path.join(site.root, 'src/pages/img/kite.png')));
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('an image a React page imports from outside the site folder is an error at the import', async () => {
  const outside = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-outside-'));
  await writeFile(path.join(outside, 'kite.png'), PNG, 'latin1');
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/about.tsx': `// About us.\nimport kite from ${JSON.stringify(path.join(outside, 'kite.png'))};\nexport default function About() {\n  return <img alt="" src={kite} />;\n}\n`,
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-imgs-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.code === 'page-compile');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.match(d.message, /kite\.png` is outside the site folder/);
    assert.deepEqual([d.position?.file, d.position?.line], ['src/pages/about.tsx', 2], JSON.stringify(d));
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('videos, fonts and documents a React page imports are published under hashed names in Docusaurus’ folders (medias, fonts, files)', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/components/showcase/light.mp4': 'not really a video',
    'src/components/showcase/brand.woff2': 'not really a font',
    'src/components/showcase/guide.pdf': 'not really a PDF',
    'src/components/showcase/Showcase.tsx':
      "import video from './light.mp4';\nimport font from './brand.woff2';\nconst guide = require('./guide.pdf').default;\n" +
      'export default function Showcase() {\n  return <div><video src={video} data-font={font} /><a href={guide}>Guide</a></div>;\n}\n',
    'src/pages/index.tsx':
      "import Showcase from '../components/showcase/Showcase';\nexport default function Home() {\n  return <main><Showcase /></main>;\n}\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-media-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const home = await readFile(path.join(tmp, 'index.html'), 'utf8');
    const video = /<video src="([^"]+)"/.exec(home)?.[1] ?? '';
    const font = /data-font="([^"]+)"/.exec(home)?.[1] ?? '';
    const guide = /<a href="([^"]+)">Guide/.exec(home)?.[1] ?? '';
    assert.match(video, /^\/assets\/medias\/light-[0-9a-f]{8}\.mp4$/, home);
    assert.match(font, /^\/assets\/fonts\/brand-[0-9a-f]{8}\.woff2$/, home);
    assert.match(guide, /^\/assets\/files\/guide-[0-9a-f]{8}\.pdf$/, home);
    assert.equal(await readFile(path.join(tmp, video), 'utf8'), 'not really a video');
    assert.equal(await readFile(path.join(tmp, guide), 'utf8'), 'not really a PDF');
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
