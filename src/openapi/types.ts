import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';

/** A definition as loaded: OpenAPI 3.0 or 3.1 (the validator accepts both). */
export type ApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/**
 * A JSON Schema as OpenAPI 3.0 and 3.1 write it. 3.1 adds `type` arrays, `const`, `examples` and `prefixItems`;
 * the renderer reads both through this one shape.
 */
export type Schema = Omit<OpenAPIV3.NonArraySchemaObject, 'type' | 'items' | 'properties' | 'allOf' | 'oneOf' | 'anyOf' | 'not' | 'additionalProperties'> & {
  type?: string | string[];
  items?: SchemaOrRef;
  prefixItems?: SchemaOrRef[];
  properties?: Record<string, SchemaOrRef>;
  additionalProperties?: boolean | SchemaOrRef;
  allOf?: SchemaOrRef[];
  oneOf?: SchemaOrRef[];
  anyOf?: SchemaOrRef[];
  not?: SchemaOrRef;
  const?: unknown;
  examples?: unknown[];
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  $ref?: string;
};
export type SchemaOrRef = Schema | OpenAPIV3.ReferenceObject;

export type Parameter = OpenAPIV3.ParameterObject & { schema?: SchemaOrRef };
export type MediaType = Omit<OpenAPIV3.MediaTypeObject, 'schema'> & { schema?: SchemaOrRef };
export type RequestBody = Omit<OpenAPIV3.RequestBodyObject, 'content'> & { content: Record<string, MediaType> };
export type Response = Omit<OpenAPIV3.ResponseObject, 'content'> & { content?: Record<string, MediaType> };
export type SecurityScheme = OpenAPIV3.SecuritySchemeObject;
export type Operation = OpenAPIV3.OperationObject;
