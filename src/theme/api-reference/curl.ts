import type { OpenAPIV3 } from 'openapi-types';
import type { UiStrings } from '../../i18n/ui-strings.js';
import type { OperationModel } from '../../openapi/model.js';
import { isRef, type Resolver } from '../../openapi/resolve.js';
import type { Schema, SecurityScheme } from '../../openapi/types.js';

/**
 * An example request as a curl command: the first server, path parameters filled with their example (else left as
 * `{name}`), required query parameters and headers, the credentials of the first security option, and the body.
 */
export interface CurlBody {
  mediaType: string;
  /** The example as printed (JSON or text). */
  text?: string;
  value?: unknown;
  /** multipart/form-data parts that are files (`format: binary`), sent with `-F name=@file`. */
  fileParts?: string[];
}

export function curlCommand(
  om: OperationModel,
  body: CurlBody | undefined,
  resolve: Resolver,
  schemes: ReadonlyMap<string, SecurityScheme>,
  strings: UiStrings,
): string {
  const params = om.parameters;
  let path = om.path;
  const query: string[] = [];
  const lines: string[] = [];
  for (const p of params) {
    const ex = exampleOf(p, resolve);
    if (p.in === 'path' && ex !== undefined) path = path.split(`{${p.name}}`).join(encodeURIComponent(String(ex)));
    if (p.in === 'query' && p.required) query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(String(ex ?? `<${p.name}>`))}`);
    if (p.in === 'header' && p.required) lines.push(`-H ${quote(`${p.name}: ${ex ?? `<${p.name}>`}`)}`);
  }
  const option = om.security.find((req) => Object.keys(req).length > 0);
  for (const name of Object.keys(option ?? {})) {
    const s = schemes.get(name);
    if (!s) continue;
    if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') lines.push(`-u ${quote(strings.apiCurlUser)}`);
    else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect')
      lines.push(`-H ${quote(`Authorization: ${s.type === 'http' && s.scheme.toLowerCase() !== 'bearer' ? s.scheme : 'Bearer'} ${strings.apiCurlToken}`)}`);
    else if (s.type === 'apiKey' && s.in === 'header') lines.push(`-H ${quote(`${s.name}: ${strings.apiCurlKey}`)}`);
    else if (s.type === 'apiKey' && s.in === 'query') query.push(`${encodeURIComponent(s.name)}=${encodeURIComponent(strings.apiCurlKey)}`);
    else if (s.type === 'apiKey' && s.in === 'cookie') lines.push(`-b ${quote(`${s.name}=${strings.apiCurlKey}`)}`);
  }
  if (body) lines.push(...bodyArgs(body, strings));
  const url = serverUrl(om.servers[0]) + path + (query.length ? `?${query.join('&')}` : '');
  const head = `curl -X ${om.method.toUpperCase()} ${quote(url)}`;
  return [head, ...lines].join(' \\\n  ');
}

function bodyArgs(body: CurlBody, strings: UiStrings): string[] {
  const { mediaType, value } = body;
  if (/^multipart\/form-data/i.test(mediaType)) {
    const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : [];
    for (const f of body.fileParts ?? []) if (!fields.some(([k]) => k === f)) fields.push([f, '']);
    return fields.map(
      ([k, v]) => `-F ${quote(body.fileParts?.includes(k) ? `${k}=@${strings.apiCurlFile}` : `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)}`,
    );
  }
  const args = [`-H ${quote(`Content-Type: ${mediaType}`)}`];
  if (/x-www-form-urlencoded/i.test(mediaType) && value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      args.push(`--data-urlencode ${quote(`${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)}`);
    return args;
  }
  if (body.text !== undefined) args.push(`-d ${quote(body.text)}`);
  else args.push(`--data-binary @${strings.apiCurlFile}`);
  return args;
}

/** A server URL with its variables replaced by their defaults. */
export function serverUrl(server: OpenAPIV3.ServerObject | undefined): string {
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (m, name: string) => server.variables?.[name]?.default ?? m).replace(/\/$/, '');
}

function exampleOf(p: OpenAPIV3.ParameterObject, resolve: Resolver): unknown {
  if (p.example !== undefined) return p.example;
  for (const ex of Object.values(p.examples ?? {})) {
    const v = resolve<OpenAPIV3.ExampleObject>(ex)?.value.value;
    if (v !== undefined) return v;
  }
  const s = p.schema && !isRef(p.schema) ? (p.schema as Schema) : p.schema ? resolve<Schema>(p.schema)?.value : undefined;
  if (!s) return undefined;
  const v = s.example ?? s.examples?.[0] ?? s.default ?? s.enum?.[0];
  return Array.isArray(v) ? v.join(',') : v;
}

/** Single-quote for a POSIX shell. */
function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
