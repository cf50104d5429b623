import type { OpenAPIV3 } from 'openapi-types';
import type { ApiEntry } from '../../content/types.js';
import { Link } from '../components/Link.js';
import type { UiStrings } from '../../i18n/ui-strings.js';
import { format } from '../../i18n/strings.js';
import { SECTION_IDS } from '../../openapi/anchors.js';
import type { ApiModel } from '../../openapi/model.js';
import { schemeLabel } from './Operation.js';
import { Description } from './SchemaTree.js';

/** Title, version, OpenAPI version, download link, contact, license and the description of the definition. */
export function ApiHeader({ api, model, strings, downloadUrl }: { api: ApiEntry; model: ApiModel; strings: UiStrings; downloadUrl: string }) {
  const { info } = model.doc;
  return (
    <header className="api-header">
      <p className="api-kicker">{strings.apiReference}</p>
      <h1>{info.title}</h1>
      <p className="api-meta">
        <span className="api-badge">{format(strings.apiVersion, { version: info.version })}</span>
        <span className="api-badge api-badge-soft">{format(strings.apiOpenApiVersion, { version: model.doc.openapi })}</span>
        <a className="api-download" href={downloadUrl} download={`${api.id}.yaml`}>
          {strings.downloadSpec}
        </a>
      </p>
      {(info.contact || info.license || info.termsOfService) && (
        <dl className="api-info">
          {info.contact && (info.contact.name || info.contact.email || info.contact.url) && (
            <>
              <dt>{strings.apiContact}</dt>
              <dd>
                {info.contact.url ? <Link href={info.contact.url}>{info.contact.name ?? info.contact.url}</Link> : info.contact.name}
                {info.contact.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
                  </>
                )}
              </dd>
            </>
          )}
          {info.license && (
            <>
              <dt>{strings.apiLicense}</dt>
              <dd>{info.license.url ? <Link href={info.license.url}>{info.license.name}</Link> : info.license.name}</dd>
            </>
          )}
          {info.termsOfService && (
            <>
              <dt>{strings.apiTerms}</dt>
              <dd>
                <Link href={info.termsOfService}>{info.termsOfService}</Link>
              </dd>
            </>
          )}
        </dl>
      )}
      {info.description && <Description text={info.description} className="api-intro markdown" />}
    </header>
  );
}

export function ServersSection({ servers, strings }: { servers: OpenAPIV3.ServerObject[]; strings: UiStrings }) {
  if (!servers.length) return null;
  return (
    <section id={SECTION_IDS.servers} className="api-section" aria-labelledby="servers-title">
      <h2 id="servers-title">{strings.apiServers}</h2>
      <ul className="api-servers">
        {servers.map((s, i) => (
          <li key={i}>
            <code>{s.url}</code>
            {s.description && <Description text={s.description} />}
            {s.variables && Object.keys(s.variables).length > 0 && (
              <p className="s-facts">
                {strings.apiServerVariables}:{' '}
                {Object.entries(s.variables).map(([name, v]) => (
                  <code key={name}>
                    {name} = {v.default}
                  </code>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every security scheme, with its flows and a table of its scopes. */
export function AuthenticationSection({ model, strings }: { model: ApiModel; strings: UiStrings }) {
  if (!model.securitySchemes.length) return null;
  return (
    <section id={SECTION_IDS.authentication} className="api-section" aria-labelledby="authentication-title">
      <h2 id="authentication-title">{strings.apiAuthentication}</h2>
      {model.securitySchemes.map(({ name, id, scheme }) => {
        const flows = scheme.type === 'oauth2' ? Object.entries(scheme.flows ?? {}) : [];
        const scopes = new Map<string, string>();
        for (const [, flow] of flows)
          for (const [k, v] of Object.entries((flow as { scopes?: Record<string, string> }).scopes ?? {})) if (!scopes.has(k)) scopes.set(k, v);
        return (
          <div key={name} id={id} className="api-scheme">
            <h3>
              {name} <span className="api-scheme-type">{schemeLabel(scheme, strings)}</span>
            </h3>
            {scheme.description && <Description text={scheme.description} />}
            {scheme.type === 'openIdConnect' && (
              <p>
                {strings.apiOpenIdUrl}: <code>{scheme.openIdConnectUrl}</code>
              </p>
            )}
            {flows.length > 0 && (
              <dl className="api-info">
                {flows.map(([flowName, flow]) => {
                  const f = flow as { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string };
                  return (
                    <div key={flowName} className="api-flow">
                      <dt>{format(strings.apiFlow, { flow: flowName })}</dt>
                      {f.authorizationUrl && (
                        <dd>
                          {strings.apiAuthorizationUrl}: <code>{f.authorizationUrl}</code>
                        </dd>
                      )}
                      {f.tokenUrl && (
                        <dd>
                          {strings.apiTokenUrl}: <code>{f.tokenUrl}</code>
                        </dd>
                      )}
                      {f.refreshUrl && (
                        <dd>
                          {strings.apiRefreshUrl}: <code>{f.refreshUrl}</code>
                        </dd>
                      )}
                    </div>
                  );
                })}
              </dl>
            )}
            {scheme.type === 'oauth2' &&
              (scopes.size ? (
                <div className="table-wrap">
                  <table className="api-scopes">
                    <caption>{strings.apiScopes}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{strings.apiScope}</th>
                        <th scope="col">{strings.apiScopeAllows}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {[...scopes].map(([scope, text]) => (
                        <tr key={scope}>
                          <th scope="row">
                            <code className="api-scope">{scope}</code>
                          </th>
                          <td>{text}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p>{strings.apiNoScopes}</p>
              ))}
          </div>
        );
      })}
    </section>
  );
}
