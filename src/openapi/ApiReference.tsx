import type { OpenAPIV3 } from 'openapi-types';
import type { Route } from '../routes/types.js';
import { Layout } from '../theme/components/Layout.js';
import { useSite } from '../theme/context.js';
import { HTTP_METHODS, operationAnchor } from './anchors.js';

/** The API reference page of one OpenAPI definition, rendered to static HTML. */
export function ApiReferencePage({ route }: { route: Extract<Route, { kind: 'api' }> }) {
  const { strings, url } = useSite();
  const doc = route.api.document;
  const ops: { method: string; path: string; op: OpenAPIV3.OperationObject }[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) for (const m of HTTP_METHODS) if (item?.[m]) ops.push({ method: m, path: p, op: item[m]! });
  return (
    <Layout className="api-page">
      <main id="main" className="md-main" tabIndex={-1}>
        <h1>
          {doc.info.title} <small>{doc.info.version}</small>
        </h1>
        <p>
          <a href={url(`/openapi/${route.api.id}.yaml`)} download>
            {strings.downloadSpec}
          </a>
        </p>
        {ops.map(({ method, path, op }) => (
          <section key={method + path} id={operationAnchor(method, path, op)} className="api-operation">
            <h2>
              <span className={`http-method http-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
            </h2>
            {op.summary && <p>{op.summary}</p>}
          </section>
        ))}
      </main>
    </Layout>
  );
}
