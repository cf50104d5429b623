import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSite } from '../../src/api/site.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

test('a link to a moved or renamed Markdown file suggests the file as the writer would link it', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n\nVer [envío](./send-xml.md), [instalación](./xsender/instalar.md) y [nada](./xsender/validate.md).\n',
    'content/docs/xsender/03-send-xml.md': '# Enviar\n\nTexto.\n',
    'content/docs/xsender/02-instalar.md': '# Instalar\n\nTexto.\n',
  });
  try {
    const { diagnostics } = await loadSite(site.root);
    const missing = diagnostics.filter((d) => d.code === 'missing-md-file');
    assert.deepEqual(
      missing.map((d) => [d.position?.column, d.hint]),
      [
        [5, 'Did you mean `./xsender/03-send-xml.md`?'],
        [29, 'Did you mean `./xsender/02-instalar.md`?'],
        [68, 'Fix the relative path, or link to the page route instead.'],
      ],
    );
    assert.ok(missing.every((d) => d.severity === 'warning'));
  } finally {
    await site.cleanup();
  }
});
