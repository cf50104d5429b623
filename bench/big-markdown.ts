// `npm run bench -- --only=big-markdown`: one huge Markdown doc (1, 2, 5, 10 MB) built and checked cold, to show the
// cost grows linearly with the file's size, then a doc that is one huge table (2 MB). CPU is user+sys of the process
// and its worker threads; peak RSS from GNU time. `--sizes=1,2` picks the sizes of the doc, `--table-sizes=0.5,2` those
// of the table (MB; `--table-sizes=` for none).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'bin/fe-docs');

/**
 * One chunk of realistic Markdown (~1.7 KB): h2 and h3 headings with accents, paragraphs with inline code, internal
 * and external links, a list, a :::tip, a table and code blocks in several languages. `n` makes every heading and
 * code block distinct, so neither the slugger nor the highlight cache sees repeats.
 */
function chunk(n: number): string {
  const lang = ['java', 'xml', 'bash', 'json', 'ts'][n % 5];
  const code: Record<string, string> = {
    java: `public class Emisor${n} {\n  public String emitir(String serie, int numero) {\n    return serie + "-" + (numero + ${n});\n  }\n}`,
    xml: `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n  <cbc:ID>F001-${n}</cbc:ID>\n  <cbc:IssueDate>2024-01-${String((n % 28) + 1).padStart(2, '0')}</cbc:IssueDate>\n</Invoice>`,
    bash: `curl -X POST https://api.example.org/v1/documents/${n} \\\n  -H "Content-Type: application/json" \\\n  -d @factura-${n}.json`,
    json: `{\n  "serie": "F001",\n  "numero": ${n},\n  "cliente": { "tipo": "6", "ruc": "20${String(100000000 + n).slice(-9)}" }\n}`,
    ts: `export async function enviar${n}(xml: string): Promise<string> {\n  const r = await fetch('/api/${n}', { method: 'POST', body: xml });\n  return r.text();\n}`,
  };
  return `## Emisión del comprobante ${n}

Esta sección explica cómo preparar el comprobante electrónico número ${n}, validar su información y enviarlo con
\`enviar${n}()\`. Consulta la [guía de firma](./firma.md) o el [estándar UBL](https://docs.oasis-open.org/ubl/)
para más detalles sobre cada campo y sus reglas de validación.

- Instala la versión ${n % 7}.${n % 5} de la librería.
- Configura las credenciales de prueba del emisor **${n}**.
- Verifica la conexión con el [servicio de recepción](#recepcion-${n}).

:::tip Recomendación ${n}
Guarda una copia de cada XML firmado antes de enviarlo; así podrás reenviarlo sin generarlo de nuevo si la conexión falla.
:::

### Recepción ${n}

La respuesta incluye un código y una descripción. Un código cero significa que el comprobante fue aceptado; cualquier
otro valor indica observaciones o un rechazo que debes revisar antes de reenviar el documento número ${n}.

\`\`\`${lang} title="ejemplo-${n}.${lang}"
${code[lang]}
\`\`\`

| Código | Significado | Acción |
| --- | --- | --- |
| 0 | Aceptado | Archiva la constancia ${n} |
| ${2000 + (n % 500)} | Observado | Corrige y reenvía |
| ${3000 + (n % 300)} | Rechazado | Revisa los datos del emisor |

### Errores frecuentes del paso ${n}

Los errores más comunes son fechas fuera de plazo, montos que no cuadran con el detalle y certificados vencidos. Revisa
la sección de preguntas frecuentes si el problema persiste después de corregir los datos del paso ${n}.

1. Revisa la fecha de emisión.
2. Compara los totales con las líneas de detalle.
3. Renueva el certificado si venció.

`;
}

/** A Markdown doc of about `bytes` bytes (front matter, then chunks until the size is reached). */
export function bigMarkdown(bytes: number): string {
  const parts = ['---\ntitle: Documento enorme\ndescription: Un documento de prueba muy grande.\n---\n\nIntroducción al documento.\n\n'];
  let size = Buffer.byteLength(parts[0]);
  for (let n = 1; size < bytes; n++) {
    const c = chunk(n);
    parts.push(c);
    size += Buffer.byteLength(c);
  }
  return parts.join('');
}

/**
 * A doc that is one GFM table of about `bytes` bytes: a catalogue of short rows (≈ 30 bytes, three cells), the most
 * nodes per byte a table gives. Such a table cost micromark ≈ 1.7 KB of heap per byte before it was parsed in parts.
 */
export function bigTable(bytes: number): string {
  const parts = ['---\ntitle: Tabla enorme\n---\n\nCatálogo de códigos.\n\n| Código | Descripción | Acepta |\n| --- | --- | :-: |\n'];
  let size = Buffer.byteLength(parts[0]);
  for (let n = 1; size < bytes; n++) {
    const row = `| ${n} | Código ${n % 997} | ${n % 3 ? 'sí' : 'no'} |\n`;
    parts.push(row);
    size += Buffer.byteLength(row);
  }
  return parts.join('');
}

/** A site with the big doc (or `text` instead) and the small page its links point to. */
export async function generateBigMarkdownSite(dir: string, bytes: number, text = bigMarkdown(bytes)): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await writeFile(
    path.join(dir, 'site.config.yaml'),
    `title: Documento enorme\ntagline: Banco de pruebas\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - path: content/docs\npwa:\n  enabled: false\n`,
  );
  await writeFile(path.join(dir, 'content/docs/firma.md'), '---\ntitle: Firma\n---\n\nLa firma del comprobante.\n');
  await writeFile(path.join(dir, 'content/docs/enorme.md'), text);
}

interface Run {
  cpuS: number;
  rssMB: number;
  wallS: number;
}

function runOnce(command: 'build' | 'check', site: string): Run {
  const out = path.join(os.tmpdir(), `fe-docs-bench-big-out-${process.pid}`);
  const extra = command === 'build' ? ['--out', out] : [];
  const r = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %U %S %M', process.execPath, bin, command, site, ...extra], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, FE_DOCS_CACHE: '0' },
  });
  const m = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  // The file-too-large warning is expected; warnings alone exit 0.
  if (!m || r.status !== 0) throw new Error(`${command} of ${site} failed:\n${r.stderr.slice(-2000)}`);
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), rssMB: Number(m[4]) / 1024 };
}

export async function benchBigMarkdown(args: string[]): Promise<void> {
  if (!existsSync('/usr/bin/time')) throw new Error('bench needs GNU time (/usr/bin/time): apt-get install -y time');
  const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '1,2,5,10').split(',').filter(Boolean).map(Number);
  const tableSizes = (args.find((a) => a.startsWith('--table-sizes='))?.slice(14) ?? '2').split(',').filter(Boolean).map(Number);
  spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
  console.log(`# Huge Markdown file (node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})\n`);
  console.log('| doc | build CPU | build peak RSS | check CPU | check peak RSS |');
  console.log('| --- | --- | --- | --- | --- |');
  const cases = [...sizes.map((mb) => ({ mb, table: false })), ...tableSizes.map((mb) => ({ mb, table: true }))];
  for (const { mb, table } of cases) {
    const dir = path.join(os.tmpdir(), `fe-docs-bench-big-${table ? 'table-' : ''}${mb}mb-${process.pid}`);
    const bytes = mb * 1024 * 1024;
    await generateBigMarkdownSite(dir, bytes, table ? bigTable(bytes) : bigMarkdown(bytes));
    const b = runOnce('build', dir);
    const c = runOnce('check', dir);
    await rm(dir, { recursive: true, force: true });
    console.log(
      `| ${mb} MB ${table ? 'table' : 'doc'} | ${b.cpuS.toFixed(2)} s | ${b.rssMB.toFixed(0)} MB | ${c.cpuS.toFixed(2)} s | ${c.rssMB.toFixed(0)} MB |`,
    );
  }
  await rm(path.join(os.tmpdir(), `fe-docs-bench-big-out-${process.pid}`), { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `bench/big-markdown.ts DIR MB [table]`: only write the site.
  const [dir, mb, kind] = process.argv.slice(2);
  const bytes = Number(mb) * 1024 * 1024;
  if (dir && mb) await generateBigMarkdownSite(path.resolve(dir), bytes, kind === 'table' ? bigTable(bytes) : bigMarkdown(bytes));
  else await benchBigMarkdown(process.argv.slice(2));
}
