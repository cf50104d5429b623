import type { Route } from '../routes/types.js';
import { Layout } from '../theme/components/Layout.js';
import { useSite } from '../theme/context.js';
import { ApiSidebar } from './ApiSidebar.js';
import { SECTION_IDS } from './anchors.js';
import { ApiHeader, AuthenticationSection, ServersSection } from './Intro.js';
import { buildApiModel } from './model.js';
import { OperationView, type OperationContext } from './Operation.js';
import { Description, SchemaTree, TREE_BUDGET } from './SchemaTree.js';

/**
 * The API reference page of one OpenAPI definition, as static HTML: header and description, servers,
 * authentication, operations grouped by tag (each a <details> with a deep-link id), webhooks and schemas.
 * src/client/api-page.ts only adds expand/collapse-all and opens the section the URL hash points at.
 */
export function ApiReferencePage({ route }: { route: Extract<Route, { kind: 'api' }> }) {
  const { strings, url } = useSite();
  const model = buildApiModel(route.api.document);
  const schemaIds = new Map(model.schemas.map((s) => [s.name, s.id]));
  const ctx: OperationContext = { model, strings, schemaIds, schemes: new Map(model.securitySchemes.map((s) => [s.name, s.scheme])) };
  return (
    <Layout className="api-page">
      <ApiSidebar model={model} strings={strings} />
      <main id="main" className="api-main" tabIndex={-1} data-expand-all={strings.apiExpandAll} data-collapse-all={strings.apiCollapseAll}>
        <ApiHeader api={route.api} model={model} strings={strings} downloadUrl={url(`/openapi/${route.api.id}.yaml`)} />
        <ServersSection servers={model.servers} strings={strings} />
        <AuthenticationSection model={model} strings={strings} />
        {model.tags.map((t) => (
          <section key={t.id} id={t.id} className="api-section api-tag" aria-labelledby={t.id + '-title'}>
            <h2 id={t.id + '-title'}>{t.name ?? strings.apiOtherOperations}</h2>
            {t.description && <Description text={t.description} className="api-tag-desc" />}
            {t.operations.map((om) => (
              <OperationView key={om.id} om={om} ctx={ctx} />
            ))}
            {t.seeAlso.length > 0 && (
              <>
                <p className="api-see-also">{strings.apiAlsoTagged}</p>
                <ul>
                  {t.seeAlso.map((om) => (
                    <li key={om.id}>
                      <a href={'#' + om.id}>
                        {om.method.toUpperCase()} {om.path}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ))}
        {model.webhooks.length > 0 && (
          <section id={SECTION_IDS.webhooks} className="api-section" aria-labelledby="webhooks-title">
            <h2 id="webhooks-title">{strings.apiWebhooks}</h2>
            {model.webhooks.map((om) => (
              <OperationView key={om.id} om={om} ctx={ctx} />
            ))}
          </section>
        )}
        {model.schemas.length > 0 && (
          <section id={SECTION_IDS.schemas} className="api-section" aria-labelledby="schemas-title">
            <h2 id="schemas-title">{strings.apiSchemas}</h2>
            {model.schemas.map((s) => (
              <details key={s.id} id={s.id} className="api-schema">
                <summary>
                  <h3 className="api-schema-name">{s.name}</h3>
                </summary>
                <SchemaTree schema={s.schema} ctx={{ resolve: model.resolve, strings, schemaIds, budget: { left: TREE_BUDGET }, linkComponents: true }} />
              </details>
            ))}
          </section>
        )}
      </main>
    </Layout>
  );
}
