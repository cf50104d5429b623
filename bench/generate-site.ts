import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface GenerateOptions {
  /**
   * How the :::tip title is written: `legacy` (default) is Docusaurus 2's `:::tip Recomendación`; `label` is
   * Docusaurus 3's `:::tip[Recomendación]`, the only form Docusaurus reads once `future.v4` turns its MDX 1
   * compatibility off (bench/peers builds the corpus with both tools).
   */
  admonitionTitle?: 'legacy' | 'label';
}

/**
 * A generated Spanish docs site of `pages` Markdown pages (the corpus of the field notes: ~4.6 KB each, front
 * matter, 3 h2 + 2 h3 headings with accents, a list, a :::tip, a 16-line TypeScript block with a title, a 3-row
 * table), in folders of 50 pages. Every code block differs, so the highlight cache cannot hide the cost. The docs use
 * Docusaurus' conventions (number prefixes, `_category_.yml`, `sidebar_label`, code block `title`), so Docusaurus
 * builds the same folder.
 */
export async function generateSite(dir: string, pages: number, options: GenerateOptions = {}): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const perFolder = 50;
  const folders = Math.ceil(pages / perFolder);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'site.config.yaml'),
    `title: Banco de pruebas\ntagline: Sitio generado\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - path: content/docs\npwa:\n  enabled: false\n`,
  );
  let n = 0;
  for (let f = 1; f <= folders; f++) {
    const folder = path.join(dir, 'content/docs', `${String(f).padStart(3, '0')}-seccion-${f}`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '_category_.yml'), `label: Sección ${f}\n`);
    const writes: Promise<void>[] = [];
    for (let p = 1; p <= perFolder && n < pages; p++, n++)
      writes.push(writeFile(path.join(folder, `${String(p).padStart(3, '0')}-pagina-${n}.md`), page(n, f, options)));
    await Promise.all(writes);
  }
}

function page(n: number, folder: number, options: GenerateOptions): string {
  const tip = options.admonitionTitle === 'label' ? ':::tip[Recomendación]' : ':::tip Recomendación';
  return `---
title: Emisión de comprobantes ${n}
description: Cómo emitir, firmar y enviar el comprobante número ${n} a la administración tributaria.
sidebar_label: Página ${n}
---

Esta guía explica cómo preparar el comprobante electrónico número ${n} de la sección ${folder}, validar su información y
enviarlo. Cada paso incluye ejemplos y recomendaciones para evitar errores frecuentes en la facturación electrónica.

## Preparación del entorno

Antes de empezar, revisa que tengas acceso a los servicios de prueba y que tu certificado digital esté vigente. La
configuración básica incluye la ruta del almacén de claves, la contraseña y el identificador del emisor.

- Instala la versión ${n % 7}.${n % 5} de la librería.
- Configura las credenciales de prueba del emisor.
- Verifica la conexión con el servicio de recepción.

${tip}
Guarda una copia de cada XML firmado antes de enviarlo; así podrás reenviarlo sin generarlo de nuevo si la conexión falla.
:::

## Generación del documento

El documento se construye a partir de un modelo con la serie, el número, el emisor, el cliente y las líneas de detalle.
La librería calcula los impuestos y los totales, y aplica las reglas de redondeo de la normativa vigente.

\`\`\`ts title="emitir.ts"
import { crearComprobante, firmar, enviar } from './facturacion';

export async function emitir${n}(serie: string, numero: number): Promise<string> {
  const comprobante = crearComprobante({
    serie,
    numero: numero + ${n},
    emisor: { ruc: '20${String(100000000 + n).slice(-9)}', razonSocial: 'Empresa ${n} S.A.C.' },
    cliente: { tipo: '6', numero: '10${String(200000000 + n).slice(-9)}' },
    lineas: [{ descripcion: 'Servicio ${n}', cantidad: ${(n % 9) + 1}, precio: ${(n % 50) + 10}.5 }],
  });
  const xmlFirmado = await firmar(comprobante, process.env.CERTIFICADO_${folder} ?? 'certificado.pfx');
  const respuesta = await enviar(xmlFirmado, { reintentos: ${n % 4} });
  if (!respuesta.aceptado) throw new Error(\`Rechazado: \${respuesta.codigo}\`);
  return respuesta.ticket;
}
\`\`\`

### Validación de la respuesta

La respuesta incluye un código y una descripción. Un código cero significa que el comprobante fue aceptado; cualquier
otro valor indica observaciones o un rechazo que debes revisar antes de reenviar.

| Código | Significado | Acción |
| --- | --- | --- |
| 0 | Aceptado | Archiva la constancia |
| ${2000 + (n % 500)} | Observado | Corrige y reenvía |
| ${3000 + (n % 300)} | Rechazado | Revisa los datos del emisor |

### Errores frecuentes

Los errores más comunes son fechas fuera de plazo, montos que no cuadran con el detalle y certificados vencidos. Revisa
la sección de preguntas frecuentes si el problema persiste después de corregir los datos.

## Próximos pasos

Cuando el envío funcione en el entorno de pruebas, cambia la configuración al entorno de producción y automatiza el
proceso para que cada comprobante se emita, firme y envíe sin intervención manual.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count] = process.argv.slice(2);
  await generateSite(path.resolve(dir), Number(count));
}
