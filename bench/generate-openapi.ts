export interface GenerateApiOptions {
  operations: number;
  tags: number;
  /** Schemas in components/schemas; operations refer to them round-robin. */
  schemas: number;
  /** Webhooks (OpenAPI 3.1 only), default none. */
  webhooks?: number;
}

/**
 * A generated OpenAPI 3.1 definition (as JSON text, which is YAML too): `operations` operations spread evenly over
 * `tags` tags, each with path and query parameters, a JSON request body (writes) and two responses referring to
 * `components/schemas`, whose schemas have a few typed properties and refer to a neighbour. Spanish text, like
 * the site's own definitions. Used by the openapi-large bench and the split-page tests.
 */
export function generateOpenApi(o: GenerateApiOptions): string {
  const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
  const tagName = (t: number) => `Recurso ${t + 1}`;
  const schemaName = (s: number) => `Modelo${s + 1}`;
  const paths: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < o.operations; i++) {
    const t = i % o.tags;
    const method = methods[Math.floor(i / o.tags) % methods.length];
    const path = `/recursos-${t + 1}/grupo-${Math.floor(i / (o.tags * methods.length))}/{id}`;
    const schema = { $ref: `#/components/schemas/${schemaName(i % o.schemas)}` };
    const op: Record<string, unknown> = {
      operationId: `operacion${i + 1}`,
      summary: `Operación ${i + 1} sobre el recurso ${t + 1}`,
      description: `Describe la operación número ${i + 1}. Devuelve el **recurso** pedido o un error si no existe; ver también la operación ${i + 2}.`,
      tags: [tagName(t)],
      parameters: [
        { name: 'id', in: 'path', required: true, description: 'Identificador del recurso.', schema: { type: 'string', format: 'uuid' } },
        { name: 'limite', in: 'query', description: 'Número máximo de elementos.', schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
      ],
      responses: {
        '200': { description: 'Resultado correcto.', content: { 'application/json': { schema } } },
        '404': { description: 'No existe el recurso.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if (method !== 'get' && method !== 'delete') op.requestBody = { required: true, content: { 'application/json': { schema } } };
    (paths[path] ??= {})[method] = op;
  }
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', required: ['codigo'], properties: { codigo: { type: 'string' }, mensaje: { type: 'string' } } },
  };
  for (let s = 0; s < o.schemas; s++) {
    schemas[schemaName(s)] = {
      type: 'object',
      description: `El modelo ${s + 1} del API generado.`,
      required: ['id', 'nombre'],
      properties: {
        id: { type: 'string', format: 'uuid', description: 'Identificador.' },
        nombre: { type: 'string', maxLength: 120, description: 'Nombre visible.' },
        estado: { type: 'string', enum: ['ACTIVO', 'INACTIVO', 'BORRADO'] },
        creado: { type: 'string', format: 'date-time' },
        etiquetas: { type: 'array', items: { type: 'string' } },
        // Short reference cycles (groups of 4): a chain through hundreds of schemas trips the validator's
        // dereference depth limit.
        siguiente: { $ref: `#/components/schemas/${schemaName(Math.min(o.schemas - 1, s - (s % 4) + ((s + 1) % 4)))}` },
      },
    };
  }
  const webhooks: Record<string, unknown> = {};
  for (let w = 0; w < (o.webhooks ?? 0); w++) {
    webhooks[`evento${w + 1}`] = {
      post: {
        summary: `Evento ${w + 1}`,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName(w % o.schemas)}` } } } },
        responses: { '200': { description: 'Recibido.' } },
      },
    };
  }
  const doc = {
    openapi: '3.1.0',
    info: { title: 'API generada', version: '1.0.0', description: 'Una definición generada para medir páginas de referencia grandes.' },
    servers: [{ url: 'https://api.example.org/v1' }],
    security: [{ token: [] }],
    tags: Array.from({ length: o.tags }, (_, t) => ({ name: tagName(t), description: `Operaciones del recurso ${t + 1}.` })),
    paths,
    ...(o.webhooks ? { webhooks } : {}),
    components: { schemas, securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
  };
  return JSON.stringify(doc, null, 1) + '\n';
}
