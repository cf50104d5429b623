import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

/**
 * A content file and the app icon image that the user running fe-docs cannot read: `check` names each file (the
 * content file at its own path, the image at its place in site.config.yaml) as `build` would, with the disk cache on.
 * Run as `nobody` when the tests run as root, for whom no file is unreadable.
 */
test('check: an unreadable doc, docs folder, logo and static file or folder are positioned errors, as build reports them', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-check-eacces-'));
  await chmod(tmp, 0o777);
  const files: Record<string, string> = {
    'site.config.yaml': 'title: T\nurl: https://example.org\ndocs:\n  - path: content/docs\nnavbar:\n  logo:\n    src: img/logo.svg\n',
    'content/docs/intro.md': '# Intro\n\nTexto.\n',
    'content/docs/secreto.md': '# Secreto\n\nTexto.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    // Not the app icon, but copied into the site like every static file.
    'static/img/banner.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    'static/privado/nota.txt': 'x',
    'content/docs/cerrada/oculto.md': '# Oculto\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(tmp, 'site', rel)), { recursive: true, mode: 0o755 });
    await writeFile(path.join(tmp, 'site', rel), text, { mode: 0o644 });
  }
  await chmod(path.join(tmp, 'site/content/docs/secreto.md'), 0o000);
  await chmod(path.join(tmp, 'site/static/img/logo.svg'), 0o000);
  await chmod(path.join(tmp, 'site/static/img/banner.svg'), 0o000);
  await chmod(path.join(tmp, 'site/static/privado'), 0o000);
  await chmod(path.join(tmp, 'site/content/docs/cerrada'), 0o000);
  const home = path.join(tmp, 'home');
  await mkdir(home, { mode: 0o777 });
  await chmod(home, 0o777);
  try {
    const r = spawnSync(process.execPath, [BIN, 'check', path.join(tmp, 'site'), '--format', 'json'], {
      env: { ...process.env, NO_COLOR: '1', HOME: home, FE_DOCS_CACHE: '1' },
      encoding: 'utf8',
      ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
    });
    assert.equal(r.status, 1, r.stderr);
    const report = JSON.parse(r.stdout) as { diagnostics: { code: string; message: string; position?: { file: string; line: number } }[] };
    assert.deepEqual(
      report.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`),
      [
        'content/docs/cerrada:1 file-unreadable Cannot list the folder `content/docs/cerrada`: permission denied; the files in it are not part of the site.',
        'content/docs/secreto.md:1 file-unreadable Cannot read `content/docs/secreto.md`: permission denied.',
        'site.config.yaml:7 pwa-icon The app icon image `img/logo.svg` cannot be read: permission denied.',
        'static/img/banner.svg:1 file-unreadable Cannot read `static/img/banner.svg`, which the build copies into the site: permission denied.',
        'static/privado:1 file-unreadable Cannot read `static/privado`, which the build copies into the site: permission denied.',
      ],
    );
  } finally {
    // rm cannot walk into the folders made unreadable above.
    for (const dir of ['site/static/privado', 'site/content/docs/cerrada']) await chmod(path.join(tmp, dir), 0o755);
    await rm(tmp, { recursive: true, force: true });
  }
});
