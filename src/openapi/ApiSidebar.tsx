import { DESKTOP_MIN_WIDTH } from '../shared/constants.js';
import type { UiStrings } from '../theme/i18n/ui-strings.js';
import { SECTION_IDS } from './anchors.js';
import type { ApiModel } from './model.js';
import { MethodBadge } from './Operation.js';

/**
 * Side navigation: the fixed sections, then operations grouped by tag. It sits in a <details> that is open in the
 * HTML (readable without JavaScript); on narrow screens it shows above the content and the client folds it.
 */
const FOLD_ON_NARROW = `if(!matchMedia("(min-width: ${DESKTOP_MIN_WIDTH}px)").matches)document.currentScript.previousElementSibling.open=false`;

export function ApiSidebar({ model, strings }: { model: ApiModel; strings: UiStrings }) {
  const fixed: { id: string; label: string }[] = [];
  if (model.sections.includes(SECTION_IDS.servers)) fixed.push({ id: SECTION_IDS.servers, label: strings.apiServers });
  if (model.sections.includes(SECTION_IDS.authentication)) fixed.push({ id: SECTION_IDS.authentication, label: strings.apiAuthentication });
  return (
    <aside className="api-sidebar" aria-label={strings.apiNav}>
      <details className="api-nav-details" open>
        <summary>{strings.apiNavOpen}</summary>
        <nav className="api-nav" aria-label={strings.apiNav}>
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
        </nav>
      </details>
      {/* Folded before the first paint on narrow screens, so the page does not shift when the client starts. */}
      <script dangerouslySetInnerHTML={{ __html: FOLD_ON_NARROW }} />
    </aside>
  );
}
