import type { OpenAPIV3 } from 'openapi-types';
import { createIdAllocator, HTTP_METHODS, operationAnchor, schemaAnchor, securityAnchor, SECTION_IDS, tagAnchor, webhookAnchor } from './anchors.js';
import { createResolver, type Resolver } from './resolve.js';
import type { ApiDocument, HttpMethod, Operation, Parameter, RequestBody, Response, SchemaOrRef, SecurityScheme } from './types.js';

/** One operation with everything the page shows, `$ref`s of parameters, bodies and responses resolved. */
export interface OperationModel {
  id: string;
  method: HttpMethod;
  path: string;
  op: Operation;
  /** Path-level parameters merged with the operation's (the operation's win on the same name and `in`). */
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: { code: string; response: Response }[];
  /** The requirements that apply: the operation's, else the document's. `[]` means none. */
  security: OpenAPIV3.SecurityRequirementObject[];
  /** Whether `security` was declared at all (on the operation or the document). */
  securityDeclared: boolean;
  servers: OpenAPIV3.ServerObject[];
  callbacks: { name: string; expression: string; operations: OperationModel[] }[];
  /** Other tags this operation is listed under (it is rendered once, under its first tag). */
  alsoIn: string[];
}

export interface TagGroup {
  /** undefined: the group of operations without a tag. */
  name?: string;
  id: string;
  description?: string;
  operations: OperationModel[];
  /** Operations rendered under another tag that also carry this one (listed as links). */
  seeAlso: OperationModel[];
}

export interface ApiModel {
  doc: ApiDocument;
  resolve: Resolver;
  /** Fixed sections present on the page, in order. */
  sections: string[];
  tags: TagGroup[];
  webhooks: OperationModel[];
  schemas: { name: string; id: string; schema: SchemaOrRef }[];
  securitySchemes: { name: string; id: string; scheme: SecurityScheme }[];
  servers: OpenAPIV3.ServerObject[];
}

const cache = new WeakMap<object, ApiModel>();

/** The page's model of a definition; ids are allocated here once, so every consumer sees the same ids. */
export function buildApiModel(doc: ApiDocument): ApiModel {
  const hit = cache.get(doc);
  if (hit) return hit;
  const resolve = createResolver(doc);
  const allocate = createIdAllocator();
  const docServers = doc.servers?.length ? doc.servers : [];
  const docSecurity = doc.security as OpenAPIV3.SecurityRequirementObject[] | undefined;

  const operationsOf = (
    item: OpenAPIV3.PathItemObject | OpenAPIV3.ReferenceObject | undefined,
    path: string,
    anchor: (method: HttpMethod, op: Operation) => string,
    depth = 0,
  ): OperationModel[] => {
    const pathItem = item && resolve<OpenAPIV3.PathItemObject>(item)?.value;
    if (!pathItem) return [];
    const shared = (pathItem.parameters ?? []).map((p) => resolve<Parameter>(p as Parameter)?.value).filter((p): p is Parameter => !!p);
    const out: OperationModel[] = [];
    for (const method of HTTP_METHODS) {
      const op = pathItem[method] as Operation | undefined;
      if (!op || typeof op !== 'object') continue;
      const own = (op.parameters ?? []).map((p) => resolve<Parameter>(p as Parameter)?.value).filter((p): p is Parameter => !!p);
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const requestBody = op.requestBody ? resolve<RequestBody>(op.requestBody as RequestBody)?.value : undefined;
      const responses = Object.entries(op.responses ?? {}).flatMap(([code, r]) => {
        const response = resolve<Response>(r as Response)?.value;
        return response ? [{ code, response }] : [];
      });
      const callbacks =
        depth > 0
          ? []
          : Object.entries(op.callbacks ?? {}).flatMap(([name, cb]) => {
              const callback = resolve<OpenAPIV3.CallbackObject>(cb)?.value;
              if (!callback) return [];
              return Object.entries(callback).map(([expression, cbItem]) => ({
                name,
                expression,
                operations: operationsOf(cbItem as OpenAPIV3.PathItemObject, expression, () => '', depth + 1),
              }));
            });
      const security = (op.security ?? docSecurity) as OpenAPIV3.SecurityRequirementObject[] | undefined;
      out.push({
        id: depth > 0 ? '' : anchor(method, op),
        method,
        path,
        op,
        parameters,
        requestBody,
        responses,
        security: security ?? [],
        securityDeclared: security !== undefined,
        servers: op.servers?.length ? op.servers : pathItem.servers?.length ? pathItem.servers : docServers,
        callbacks,
        alsoIn: [],
      });
    }
    return out;
  };

  // Groups in the order of the document's tags, then tags first seen on operations, then untagged operations.
  const groups = new Map<string | undefined, TagGroup>();
  const groupOf = (name: string | undefined) => {
    let g = groups.get(name);
    if (!g) {
      g = { name, id: '', operations: [], seeAlso: [] };
      groups.set(name, g);
    }
    return g;
  };
  for (const t of doc.tags ?? []) groupOf(t.name).description = t.description;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const om of operationsOf(item, path, (m, op) => allocate(operationAnchor(m, path, op.operationId)))) {
      const [first, ...rest] = om.op.tags?.length ? om.op.tags : [undefined];
      groupOf(first).operations.push(om);
      om.alsoIn = rest.filter((t): t is string => t !== undefined);
      for (const t of om.alsoIn) groupOf(t).seeAlso.push(om);
    }
  }
  const untagged = groups.get(undefined);
  if (untagged) (groups.delete(undefined), groups.set(undefined, untagged));
  const tags = [...groups.values()].filter((g) => g.operations.length || g.seeAlso.length);
  for (const g of tags) g.id = allocate(tagAnchor(g.name));

  const webhooks = Object.entries((doc as { webhooks?: Record<string, OpenAPIV3.PathItemObject> }).webhooks ?? {}).flatMap(([name, item]) =>
    operationsOf(item, name, (m) => allocate(webhookAnchor(name, m))),
  );
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({
    name,
    id: allocate(schemaAnchor(name)),
    schema: schema as SchemaOrRef,
  }));
  const securitySchemes = Object.entries(doc.components?.securitySchemes ?? {}).flatMap(([name, s]) => {
    const scheme = resolve<SecurityScheme>(s)?.value;
    return scheme ? [{ name, id: allocate(securityAnchor(name)), scheme }] : [];
  });
  const sections = [
    ...(docServers.length ? [SECTION_IDS.servers] : []),
    ...(securitySchemes.length ? [SECTION_IDS.authentication] : []),
    ...(webhooks.length ? [SECTION_IDS.webhooks] : []),
    ...(schemas.length ? [SECTION_IDS.schemas] : []),
  ];
  const model: ApiModel = { doc, resolve, sections, tags, webhooks, schemas, securitySchemes, servers: docServers };
  cache.set(doc, model);
  return model;
}
