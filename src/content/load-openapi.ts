import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';
import type { SiteConfig } from '../config/types.js';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import type { ApiEntry } from './types.js';
import { bundleSpec } from '../openapi/bundle.js';
import { findTooDeep, MAX_OPENAPI_DEPTH } from '../openapi/depth.js';
import { descriptionScriptUrlWarnings } from '../openapi/markdown.js';
import { stringify } from 'yaml';
import { internalError } from './source-file.js';
import { isDeepStrictEqual } from 'node:util';
import { engineFingerprint } from '../core/engine-fingerprint.js';

/** A definition as loaded (one file, no error): its data and the warnings its validation gave. */
interface CachedSpec {
  document: OpenAPIV3.Document;
  problems: Diagnostic[];
}

function stableJson(v: unknown): string {
  return JSON.stringify(v) ?? 'undefined';
}

/** Data that comes back from JSON the same (no `.inf`, no NaN): only then is it cached. */
function jsonSafe(data: unknown): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data);
  } catch {
    return false;
  }
}

/** Read every OpenAPI definition listed in site.config.yaml and validate it; positions point into the YAML. */
export async function loadOpenApi(config: SiteConfig): Promise<{ apis: ApiEntry[]; unavailable: { url: string; source: string }[]; diagnostics: Diagnostic[] }> {
  const apis: ApiEntry[] = [];
  const unavailable: { url: string; source: string }[] = [];
  const cache = cacheEnabled() ? openDiskCache(config.root, 'openapi') : undefined;
  const diagnostics: Diagnostic[] = [];
  // Links to a definition that failed to load (its pages, or its YAML the build publishes) follow from its reported
  // error: the link checker leaves them alone.
  const markUnavailable = (spec: SiteConfig['openapi'][number], rel: string) => {
    unavailable.push({ url: spec.route, source: rel }, { url: `/openapi/${spec.id}.yaml`, source: rel });
  };
  for (const [i, spec] of config.openapi.entries()) {
    const rel = spec.spec.replace(/^\.\//, '');
    let text: string;
    try {
      text = await readFile(path.resolve(config.root, rel), 'utf8');
    } catch {
      diagnostics.push(
        diagnostic('openapi-invalid', `Cannot read OpenAPI file \`${rel}\`.`, { position: config.source.locate(['openapi', i, 'spec']), hint: 'Check the `spec` path; it is relative to the site root.' }),
      );
      markUnavailable(spec, rel);
      continue;
    }
    // A definition that loaded before from the same text (one file, no error) is not parsed again: parsing it with
    // positions is the largest part of a cached rebuild's content stage (≈0.45 s for this site's two).
    const parsedKey = cache && hashKey('openapi-parsed-v1', engineFingerprint(), rel, stableJson(spec), text);
    const parsed = parsedKey ? await cache!.get<CachedSpec>(parsedKey) : undefined;
    if (parsed) {
      diagnostics.push(...parsed.problems);
      apis.push({ kind: 'api', id: spec.id, source: rel, route: spec.route, document: parsed.document, text, maxPageSize: spec.maxPageSize });
      continue;
    }
    const source = new YamlSource(rel, text, 0, 'openapi-invalid');
    if (source.syntaxErrors.length) {
      diagnostics.push(...source.syntaxErrors);
      markUnavailable(spec, rel);
      continue;
    }
    try {
      const api = await loadOneSpec(config, spec, rel, text, source, cache);
      diagnostics.push(...api.diagnostics);
      if (parsedKey && api.entry && !api.multiFile && jsonSafe(api.entry.document))
        await cache!.set(parsedKey, { document: api.entry.document, problems: api.diagnostics } satisfies CachedSpec);
      if (api.entry) apis.push(api.entry);
      else markUnavailable(spec, rel);
    } catch (e) {
      diagnostics.push(internalError(rel, e));
      markUnavailable(spec, rel);
    }
  }
  return { apis, unavailable, diagnostics };
}

async function loadOneSpec(
  config: SiteConfig,
  spec: SiteConfig['openapi'][number],
  rel: string,
  text: string,
  source: YamlSource,
  cache: ReturnType<typeof openDiskCache> | undefined,
): Promise<{ entry?: ApiEntry; diagnostics: Diagnostic[]; multiFile?: boolean }> {
  const bundled = await bundleSpec(config.root, source);
  // Only the first of these matters: the rest of the definition is not validated until it is fixed.
  if (bundled.diagnostics.length) return { diagnostics: bundled.diagnostics };
  const deep = findTooDeep(bundled.data);
  if (deep) {
    return {
      diagnostics: [
        diagnostic('openapi-invalid', `The definition is nested more than ${MAX_OPENAPI_DEPTH} levels deep (at \`${deep.slice(0, 6).join('.')}…\`).`, {
          position: bundled.locate(deep),
          hint: 'Move nested schemas to `components/schemas` and refer to them with `$ref`.',
        }),
      ],
    };
  }
  // Validation loads a JSON-schema compiler (about a second); an unchanged definition is validated once.
  const bundledText = bundled.multiFile ? stringify(bundled.data) : text;
  const key = hashKey('openapi-validation-v5', rel, bundledText);
  const problems = (await cache?.get<Diagnostic[]>(key)) ?? (await (await import('./validate-openapi.js')).validateOpenApi(source, bundled));
  await cache?.set(key, problems);
  if (problems.some((p) => p.severity === 'error')) return { diagnostics: problems };
  const document = bundled.data as unknown as OpenAPIV3.Document;
  return {
    entry: { kind: 'api', id: spec.id, source: rel, route: spec.route, document, text: bundledText, maxPageSize: spec.maxPageSize },
    diagnostics: [...problems, ...descriptionScriptUrlWarnings(bundled.data, bundled.locateText)],
    multiFile: bundled.multiFile,
  };
}
