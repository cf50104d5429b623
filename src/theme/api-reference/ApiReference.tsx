import type { ReactNode } from 'react';
import type { Route } from '../../routes/types.js';
import { API_ANCHOR_MAP_ID } from '../../shared/constants.js';
import { Layout } from '../components/Layout.js';
import { useSite } from '../context.js';
import { format } from '../../i18n/strings.js';
import type { UiStrings } from '../../i18n/ui-strings.js';
import { ApiPagesSidebar, ApiSidebar, pageGroups } from './ApiSidebar.js';
import { SECTION_IDS } from '../../openapi/anchors.js';
import { ApiHeader, AuthenticationSection, ServersSection } from './Intro.js';
import { buildApiModel, type OperationModel, type TagGroup } from '../../openapi/model.js';
import { OperationView, type OperationContext } from './Operation.js';
import type { ApiPage, ApiPagePlan, Part } from '../../openapi/pages.js';
import { Description, SchemaTree, TREE_BUDGET } from './SchemaTree.js';

type ApiRoute = Extract<Route, { kind: 'api' }>;

/**
 * One page of the API reference of an OpenAPI definition, as static HTML: header and description, servers,
 * authentication, operations grouped by tag (each a <details> with a deep-link id), webhooks and schemas. A large
 * definition is split (src/openapi/pages.ts): its overview keeps the header, servers and authentication and lists
 * the other pages; each tag, the webhooks and the schemas get a page. src/client/api-page.ts only adds
 * expand/collapse-all, opens the section the URL hash points at and, on an overview, follows an old single-page
 * fragment to the page that now holds it.
 */
export function ApiReferencePage({ route }: { route: ApiRoute }) {
  const { strings, url } = useSite();
  const { plan, page } = route;
  const model = buildApiModel(route.api.document);
  const schemaIds = new Map(model.schemas.map((s) => [s.name, s.id]));
  const href = (id: string) => {
    const at = plan.pageOf.get(id);
    return !at || at === page.url ? '#' + id : url(at) + '#' + id;
  };
  const ctx: OperationContext = { model, strings, schemaIds, href, schemes: new Map(model.securitySchemes.map((s) => [s.name, s.scheme])) };
  const header = <ApiHeader api={route.api} model={model} strings={strings} downloadUrl={url(`/openapi/${route.api.id}.yaml`)} />;
  // The heading of a tag, webhooks or schemas page of a split reference.
  const partHeading = (p: Extract<ApiPage, { part: unknown }>) => ({
    title: pageTitle(p, strings),
    overview: url(plan.route),
    apiTitle: model.doc.info.title,
    part: p.part,
  });
  let content: ReactNode;
  switch (page.kind) {
    case 'single':
      content = (
        <>
          {header}
          <ServersSection servers={model.servers} strings={strings} />
          <AuthenticationSection model={model} strings={strings} />
          {model.tags.map((t) => (
            <TagSection key={t.id} tag={t} operations={t.operations} ctx={ctx} />
          ))}
          {model.webhooks.length > 0 && <WebhooksSection webhooks={model.webhooks} ctx={ctx} />}
          {model.schemas.length > 0 && <SchemasSection schemas={model.schemas} ctx={ctx} />}
        </>
      );
      break;
    case 'overview':
      content = (
        <>
          {header}
          <ServersSection servers={model.servers} strings={strings} />
          <AuthenticationSection model={model} strings={strings} />
          <Contents plan={plan} strings={strings} />
          <script type="application/json" id={API_ANCHOR_MAP_ID} dangerouslySetInnerHTML={{ __html: anchorMapJson(plan, url) }} />
        </>
      );
      break;
    case 'tag':
      content = <TagSection tag={page.tag} operations={page.operations} ctx={ctx} page={partHeading(page)} />;
      break;
    case 'webhooks':
      content = <WebhooksSection webhooks={page.webhooks} ctx={ctx} page={partHeading(page)} />;
      break;
    case 'schemas':
      content = <SchemasSection schemas={page.schemas} ctx={ctx} page={partHeading(page)} />;
      break;
  }
  return (
    <Layout className="api-page">
      {plan.split ? <ApiPagesSidebar plan={plan} page={page} model={model} strings={strings} /> : <ApiSidebar model={model} strings={strings} />}
      <main id="main" className="api-main" tabIndex={-1} data-expand-all={strings.apiExpandAll} data-collapse-all={strings.apiCollapseAll}>
        {content}
      </main>
    </Layout>
  );
}

/** The heading of one page of a split reference: a tag, the webhooks or the schemas, with its part number. */
export function pageTitle(page: ApiPage, strings: UiStrings): string {
  const name = page.kind === 'tag' ? (page.tag.name ?? strings.apiOtherOperations) : page.kind === 'webhooks' ? strings.apiWebhooks : strings.apiSchemas;
  return 'part' in page && page.part.of > 1 ? `${name} (${format(strings.apiPart, { n: page.part.n, count: page.part.of })})` : name;
}

/** How a page of a split reference starts: the definition's title (a link to its overview) over the page's own. */
interface SplitPage {
  title: string;
  overview: string;
  apiTitle: string;
  part: Part;
}

function SplitHeader({ page }: { page: SplitPage }) {
  return (
    <header className="api-header">
      <p className="api-kicker">
        <a href={page.overview}>{page.apiTitle}</a>
      </p>
      <h1 id="api-page-title">{page.title}</h1>
    </header>
  );
}

/** A tag's operations, under an h2 on the single page or the page's h1 when split; the tag's id on its first part. */
function TagSection({ tag: t, operations, ctx, page }: { tag: TagGroup; operations: OperationModel[]; ctx: OperationContext; page?: SplitPage }) {
  const { strings } = ctx;
  const last = !page || page.part.n === page.part.of;
  return (
    <section id={!page || page.part.n === 1 ? t.id : undefined} className="api-section api-tag" aria-labelledby={page ? 'api-page-title' : t.id + '-title'}>
      {page ? <SplitHeader page={page} /> : <h2 id={t.id + '-title'}>{t.name ?? strings.apiOtherOperations}</h2>}
      {t.description && (!page || page.part.n === 1) && <Description text={t.description} className="api-tag-desc" />}
      {operations.map((om) => (
        <OperationView key={om.id} om={om} ctx={ctx} />
      ))}
      {last && t.seeAlso.length > 0 && (
        <>
          <p className="api-see-also">{strings.apiAlsoTagged}</p>
          <ul>
            {t.seeAlso.map((om) => (
              <li key={om.id}>
                <a href={ctx.href(om.id)}>
                  {om.method.toUpperCase()} {om.path}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function WebhooksSection({ webhooks, ctx, page }: { webhooks: OperationModel[]; ctx: OperationContext; page?: SplitPage }) {
  return (
    <section
      id={!page || page.part.n === 1 ? SECTION_IDS.webhooks : undefined}
      className="api-section"
      aria-labelledby={page ? 'api-page-title' : 'webhooks-title'}
    >
      {page ? <SplitHeader page={page} /> : <h2 id="webhooks-title">{ctx.strings.apiWebhooks}</h2>}
      {webhooks.map((om) => (
        <OperationView key={om.id} om={om} ctx={ctx} />
      ))}
    </section>
  );
}

function SchemasSection({ schemas, ctx, page }: { schemas: ReturnType<typeof buildApiModel>['schemas']; ctx: OperationContext; page?: SplitPage }) {
  const { model, strings, schemaIds, href } = ctx;
  return (
    <section
      id={!page || page.part.n === 1 ? SECTION_IDS.schemas : undefined}
      className="api-section"
      aria-labelledby={page ? 'api-page-title' : 'schemas-title'}
    >
      {page ? <SplitHeader page={page} /> : <h2 id="schemas-title">{strings.apiSchemas}</h2>}
      {schemas.map((s) => (
        <details key={s.id} id={s.id} className="api-schema">
          <summary>
            <h3 className="api-schema-name">{s.name}</h3>
          </summary>
          <SchemaTree schema={s.schema} ctx={{ resolve: model.resolve, strings, schemaIds, href, budget: { left: TREE_BUDGET }, linkComponents: true }} />
        </details>
      ))}
    </section>
  );
}

/** The overview's list of the other pages: each tag with its description and operation count, webhooks, schemas. */
function Contents({ plan, strings }: { plan: ApiPagePlan; strings: UiStrings }) {
  const { url } = useSite();
  return (
    <section className="api-section api-contents" aria-labelledby="api-contents-title">
      <h2 id="api-contents-title">{strings.apiContents}</h2>
      <ul className="api-contents-list">
        {pageGroups(plan, strings).map((g) => (
          <li key={g.pages[0].url}>
            <p className="api-contents-entry">
              <a href={url(g.pages[0].url)}>{g.label}</a> <span className="api-count">{g.count}</span>
            </p>
            {g.description && <Description text={g.description} className="api-tag-desc" />}
            {g.pages.length > 1 && (
              <ul className="api-contents-parts">
                {g.pages.map((p) => (
                  <li key={p.url}>
                    <a href={url(p.url)}>{pageTitle(p, strings)}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Where each anchor of the definition that is not on the overview now lives: `{"p": [page URLs], "a": {id: index}}`.
 * A link written for the single page (`/api/x#operation/y`) lands on the overview; the client follows it on.
 */
function anchorMapJson(plan: ApiPagePlan, url: (u: string) => string): string {
  const pages: string[] = [];
  const index = new Map<string, number>();
  const a: Record<string, number> = {};
  for (const [id, at] of plan.pageOf) {
    if (at === plan.route) continue;
    if (!index.has(at)) (index.set(at, pages.length), pages.push(url(at)));
    a[id] = index.get(at)!;
  }
  // `<` escaped: the JSON sits in a <script> element, whose text must not contain `</script`.
  return JSON.stringify({ p: pages, a }).replace(/</g, '\\u003c');
}
