import { sample } from 'openapi-sampler';
import type { OpenAPIV3 } from 'openapi-types';
import type { Resolver } from './resolve.js';
import type { ApiDocument, MediaType } from './types.js';

/** Examples longer than this are left out: they would dominate the page and its weight. */
const MAX_EXAMPLE_CHARS = 6000;

/**
 * An example value for a request or response body: the author's `example`, else the first of `examples`, else one
 * generated from the schema by openapi-sampler (which follows `$ref`s, merges `allOf`, takes the first `oneOf`
 * and stops at circular references). Request examples leave out read-only properties, responses write-only ones.
 */
export function exampleValue(media: MediaType, direction: 'request' | 'response', doc: ApiDocument, resolve: Resolver): { value: unknown } | undefined {
  if (media.example !== undefined) return { value: media.example };
  for (const ex of Object.values(media.examples ?? {})) {
    const r = resolve<OpenAPIV3.ExampleObject>(ex);
    if (r && r.value.value !== undefined) return { value: r.value.value };
  }
  if (!media.schema) return undefined;
  try {
    const schema = media.schema as Parameters<typeof sample>[0];
    const value = quietly(() =>
      sample(schema, { quiet: true, skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', maxSampleDepth: 10 }, doc),
    );
    // A schema that allows anything samples to null: no example says more than a misleading one.
    return value === undefined || /^\[?null\]?$/.test(JSON.stringify(value) ?? '') ? undefined : { value };
  } catch {
    return undefined; // A schema the sampler cannot handle gets no example rather than a failed build.
  }
}

/** The example as the page prints it: JSON pretty-printed for JSON media types, text as is; undefined if too long. */
export function exampleText(value: unknown, mediaType: string): string | undefined {
  let text: string;
  if (typeof value === 'string' && !/json/i.test(mediaType)) text = value;
  else {
    try {
      text = JSON.stringify(value, null, 2) ?? String(value);
    } catch {
      return undefined;
    }
  }
  return text.length > MAX_EXAMPLE_CHARS ? undefined : text;
}

/** Whether a media type carries JSON: application/json, application/problem+json, or any type. */
export function isJson(mediaType: string): boolean {
  return /(^|\/|\+)json\b|^\*\/\*$/i.test(mediaType);
}

/** openapi-sampler warns on the console about allOf members it cannot merge even with `quiet`; builds stay silent. */
function quietly<T>(fn: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return fn();
  } finally {
    console.warn = warn;
  }
}
