import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';
import type { SiteConfig } from '../config/types.js';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import type { ApiEntry } from './types.js';

/** Read every OpenAPI definition listed in site.config.yaml and validate it; positions point into the YAML. */
export async function loadOpenApi(config: SiteConfig): Promise<{ apis: ApiEntry[]; diagnostics: Diagnostic[] }> {
  const apis: ApiEntry[] = [];
  const cache = cacheEnabled() ? openDiskCache(config.root, 'openapi') : undefined;
  const diagnostics: Diagnostic[] = [];
  for (const [i, spec] of config.openapi.entries()) {
    const rel = spec.spec.replace(/^\.\//, '');
    let text: string;
    try {
      text = await readFile(path.resolve(config.root, rel), 'utf8');
    } catch {
      diagnostics.push(
        diagnostic('openapi-invalid', `Cannot read OpenAPI file \`${rel}\`.`, { position: config.source.locate(['openapi', i, 'spec']), hint: 'Check the `spec` path; it is relative to the site root.' }),
      );
      continue;
    }
    const source = new YamlSource(rel, text, 0, 'openapi-invalid');
    if (source.syntaxErrors.length) {
      diagnostics.push(...source.syntaxErrors);
      continue;
    }
    // Validation loads a JSON-schema compiler (about a second); an unchanged definition is validated once.
    const key = hashKey('openapi-validation-v2', rel, text);
    const problems = (await cache?.get<Diagnostic[]>(key)) ?? (await (await import('./validate-openapi.js')).validateOpenApi(source));
    await cache?.set(key, problems);
    diagnostics.push(...problems);
    if (problems.some((p) => p.severity === 'error')) continue;
    apis.push({ kind: 'api', id: spec.id, source: rel, route: spec.route, document: source.data as OpenAPIV3.Document, text });
  }
  return { apis, diagnostics };
}
