import type { ReactNode } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../shared/constants.js';
import { useSite } from '../context.js';
import { format } from '../../i18n/strings.js';
import type { UiStrings } from '../../i18n/ui-strings.js';
import { SECTION_IDS } from '../../openapi/anchors.js';
import type { ApiModel } from '../../openapi/model.js';
import { MethodBadge } from './Operation.js';
import type { ApiPage, ApiPagePlan } from '../../openapi/pages.js';

/**
 * Side navigation: the fixed sections, then operations grouped by tag. It sits in a <details> that is open in the
 * HTML (readable without JavaScript); on narrow screens it shows above the content and the client folds it.
 */
const FOLD_ON_NARROW = `if(!matchMedia("(min-width: ${DESKTOP_MIN_WIDTH}px)").matches)document.currentScript.previousElementSibling.open=false`;

/** The side navigation's frame, shared by single and split references. */
function ApiNavFrame({ strings, children }: { strings: UiStrings; children: ReactNode }) {
  return (
    <aside className="api-sidebar" aria-label={strings.apiNav}>
      <details className="api-nav-details" open>
        <summary>{strings.apiNavOpen}</summary>
        <nav className="api-nav" aria-label={strings.apiNav}>
          {children}
        </nav>
      </details>
      {/* Folded before the first paint on narrow screens, so the page does not shift when the client starts. */}
      <script dangerouslySetInnerHTML={{ __html: FOLD_ON_NARROW }} />
    </aside>
  );
}

export function ApiSidebar({ model, strings }: { model: ApiModel; strings: UiStrings }) {
  const fixed: { id: string; label: string }[] = [];
  if (model.sections.includes(SECTION_IDS.servers)) fixed.push({ id: SECTION_IDS.servers, label: strings.apiServers });
  if (model.sections.includes(SECTION_IDS.authentication)) fixed.push({ id: SECTION_IDS.authentication, label: strings.apiAuthentication });
  return (
    <ApiNavFrame strings={strings}>
      <ul>
        {fixed.map((f) => (
          <li key={f.id}>
            <a className="api-nav-section" href={'#' + f.id}>
              {f.label}
            </a>
          </li>
        ))}
        {model.tags.map((t) => (
          <li key={t.id}>
            <a className="api-nav-section" href={'#' + t.id}>
              {t.name ?? strings.apiOtherOperations}
            </a>
            <ul>
              {t.operations.map((om) => (
                <li key={om.id}>
                  <a className="api-nav-op" href={'#' + om.id}>
                    <MethodBadge method={om.method} />
                    <span className="api-nav-label">{om.op.summary ?? om.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {model.webhooks.length > 0 && (
          <li>
            <a className="api-nav-section" href={'#' + SECTION_IDS.webhooks}>
              {strings.apiWebhooks}
            </a>
          </li>
        )}
        {model.schemas.length > 0 && (
          <li>
            <a className="api-nav-section" href={'#' + SECTION_IDS.schemas}>
              {strings.apiSchemas}
            </a>
          </li>
        )}
      </ul>
    </ApiNavFrame>
  );
}

/** The pages of a split reference after the overview, grouped: a tag (or the webhooks, the schemas) and its parts. */
export interface PageGroup {
  label: string;
  description?: string;
  /** "12 operaciones", "1 esquema". */
  count: string;
  pages: ApiPage[];
}

export function pageGroups(plan: ApiPagePlan, strings: UiStrings): PageGroup[] {
  const out: PageGroup[] = [];
  const operations = (n: number) => (n === 1 ? strings.apiOneOperation : format(strings.apiOperations, { count: n }));
  for (const p of plan.pages) {
    if (p.kind === 'single' || p.kind === 'overview') continue;
    if ('part' in p && p.part.n > 1) {
      out[out.length - 1].pages.push(p);
      continue;
    }
    if (p.kind === 'tag') {
      const n = p.tag.operations.length;
      out.push({ label: p.tag.name ?? strings.apiOtherOperations, description: p.tag.description, count: operations(n), pages: [p] });
    } else if (p.kind === 'webhooks') {
      const n = plan.pages.reduce((a, x) => a + (x.kind === 'webhooks' ? x.webhooks.length : 0), 0);
      out.push({ label: strings.apiWebhooks, count: operations(n), pages: [p] });
    } else {
      const n = plan.pages.reduce((a, x) => a + (x.kind === 'schemas' ? x.schemas.length : 0), 0);
      out.push({ label: strings.apiSchemas, count: n === 1 ? strings.apiOneSchema : format(strings.apiSchemaCount, { count: n }), pages: [p] });
    }
  }
  return out;
}

/**
 * Side navigation of a split reference: the overview, then every other page (a tag's parts under it); the current
 * page is marked and lists its own operations (or schemas), so each one stays a click away.
 */
export function ApiPagesSidebar({ plan, page, model, strings }: { plan: ApiPagePlan; page: ApiPage; model: ApiModel; strings: UiStrings }) {
  const { url } = useSite();
  const current = (p: ApiPage) => (p.url === page.url ? ({ 'aria-current': 'page' } as const) : {});
  const entries =
    page.kind === 'tag'
      ? page.operations.map((om) => ({ id: om.id, method: om.method, label: om.op.summary ?? om.path }))
      : page.kind === 'webhooks'
        ? page.webhooks.map((om) => ({ id: om.id, method: om.method, label: om.op.summary ?? om.path }))
        : page.kind === 'schemas'
          ? page.schemas.map((s) => ({ id: s.id, method: undefined, label: s.name }))
          : [];
  const own =
    entries.length > 0 ? (
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <a className="api-nav-op" href={'#' + e.id}>
              {e.method && <MethodBadge method={e.method} />}
              <span className="api-nav-label">{e.label}</span>
            </a>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <ApiNavFrame strings={strings}>
      <ul>
        <li>
          <a className="api-nav-section" href={url(plan.route)} {...current(plan.pages[0])}>
            {strings.apiOverview}
          </a>
          {page.kind === 'overview' && model.sections.length > 0 && (
            <ul>
              {model.sections.includes(SECTION_IDS.servers) && (
                <li>
                  <a className="api-nav-op" href={'#' + SECTION_IDS.servers}>
                    <span className="api-nav-label">{strings.apiServers}</span>
                  </a>
                </li>
              )}
              {model.sections.includes(SECTION_IDS.authentication) && (
                <li>
                  <a className="api-nav-op" href={'#' + SECTION_IDS.authentication}>
                    <span className="api-nav-label">{strings.apiAuthentication}</span>
                  </a>
                </li>
              )}
            </ul>
          )}
        </li>
        {pageGroups(plan, strings).map((g) => (
          <li key={g.pages[0].url}>
            <a className="api-nav-section" href={url(g.pages[0].url)} {...current(g.pages[0])}>
              {g.label}
            </a>
            {g.pages.length > 1 && (
              <ul>
                {g.pages.map((p) => (
                  <li key={p.url}>
                    <a className="api-nav-op" href={url(p.url)} {...current(p)}>
                      <span className="api-nav-label">{format(strings.apiPart, { n: 'part' in p ? p.part.n : 1, count: g.pages.length })}</span>
                    </a>
                    {p.url === page.url && own}
                  </li>
                ))}
              </ul>
            )}
            {g.pages.length === 1 && g.pages[0].url === page.url && own}
          </li>
        ))}
      </ul>
    </ApiNavFrame>
  );
}
