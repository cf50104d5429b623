import type { OpenAPIV3 } from 'openapi-types';
import type { UiStrings } from '../../i18n/ui-strings.js';
import { format } from '../../i18n/strings.js';
import { CodeSample } from './CodeSample.js';
import { curlCommand } from './curl.js';
import { exampleText, exampleValue, isJson } from '../../openapi/examples.js';
import { viewSchema } from './schema-info.js';
import type { ApiModel, OperationModel } from '../../openapi/model.js';
import { ParametersTable } from './ParametersTable.js';
import { Description, SchemaTree, TREE_BUDGET, type TreeContext } from './SchemaTree.js';
import type { MediaType, SecurityScheme } from '../../openapi/types.js';

export interface OperationContext {
  model: ApiModel;
  strings: UiStrings;
  schemaIds: ReadonlyMap<string, string>;
  /** The href of an anchor id of the definition: `#id` on this page, else the URL of the page holding it. */
  href: (id: string) => string;
  schemes: ReadonlyMap<string, SecurityScheme>;
}

/** One operation: a <details> whose summary is method, path and summary; the id is the operation's deep link. */
export function OperationView({ om, ctx }: { om: OperationModel; ctx: OperationContext }) {
  const { strings } = ctx;
  return (
    <details className="api-op" id={om.id} data-method={om.method}>
      <summary className="api-op-summary">
        {/* The spaces keep the parts separate words for readers and search; the flex layout renders none of them. */}
        <h3 className="api-op-heading">
          <MethodBadge method={om.method} /> <code className="api-path">{om.path}</code>
          {om.op.summary && (
            <>
              {' '}
              <span className="api-op-name">{om.op.summary}</span>
            </>
          )}
          {om.op.deprecated && (
            <>
              {' '}
              <span className="s-flag s-deprecated">{strings.apiDeprecated}</span>
            </>
          )}
        </h3>
      </summary>
      <div className="api-op-body">
        <OperationContent om={om} ctx={ctx} level={4} />
        <p className="api-op-anchor">
          <a href={ctx.href(om.id)}>{strings.apiOperationLink}</a>
        </p>
      </div>
    </details>
  );
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span>;
}

/** Description, authorization, parameters, body, responses, callbacks and examples of one operation. */
function OperationContent({ om, ctx, level }: { om: OperationModel; ctx: OperationContext; level: 4 | 5 }) {
  const { strings, model } = ctx;
  const H = `h${level}` as 'h4' | 'h5';
  const tree = (): TreeContext => ({ resolve: model.resolve, strings, schemaIds: ctx.schemaIds, href: ctx.href, budget: { left: TREE_BUDGET } });
  const bodyMedia = Object.entries(om.requestBody?.content ?? {});
  const firstBody = bodyMedia[0];
  const bodyExample = firstBody && exampleValue(firstBody[1], 'request', model.doc, model.resolve);
  const bodyText = firstBody && bodyExample && showsAsText(firstBody[0], bodyExample.value) ? exampleText(bodyExample.value, firstBody[0]) : undefined;
  const ok = om.responses.find((r) => /^2/.test(r.code) && Object.keys(r.response.content ?? {}).length);
  const okMedia = ok && Object.entries(ok.response.content ?? {})[0];
  const okExample = okMedia && exampleValue(okMedia[1], 'response', model.doc, model.resolve);
  const okText = okMedia && okExample && showsAsText(okMedia[0], okExample.value) ? exampleText(okExample.value, okMedia[0]) : undefined;
  const curl = curlCommand(
    om,
    firstBody && { mediaType: firstBody[0], text: bodyText, value: bodyExample?.value, fileParts: fileParts(firstBody[1], model) },
    model.resolve,
    ctx.schemes,
    strings,
  );
  return (
    <div className="api-op-grid">
      <div className="api-op-main">
        {om.op.description && <Description text={om.op.description} className="api-op-desc" />}
        <Security om={om} ctx={ctx} H={H} />
        {om.parameters.length > 0 && (
          <>
            <H>{strings.apiParameters}</H>
            <ParametersTable parameters={om.parameters} resolve={model.resolve} strings={strings} />
          </>
        )}
        {om.requestBody && (
          <>
            <H>
              {strings.apiRequestBody}
              {om.requestBody.required && <span className="s-req">{strings.apiRequired}</span>}
            </H>
            {om.requestBody.description && <Description text={om.requestBody.description} />}
            {bodyMedia.map(([type, media]) => (
              <Media key={type} type={type} media={media} tree={tree()} />
            ))}
          </>
        )}
        {om.responses.length > 0 && (
          <>
            <H>{strings.apiResponses}</H>
            {om.responses.map(({ code, response }) => (
              <details key={code} className="api-response" open={/^2/.test(code) || undefined}>
                <summary>
                  <span className={`api-status api-status-${code[0]}`}>{code}</span>{' '}
                  <span className="api-response-title">{firstLine(response.description)}</span>
                </summary>
                <div className="api-response-body">
                  {response.description && response.description.trim() !== firstLine(response.description) && <Description text={response.description} />}
                  <ResponseHeaders headers={response.headers} ctx={ctx} />
                  {Object.entries(response.content ?? {}).map(([type, media]) => (
                    <Media key={type} type={type} media={media} tree={tree()} />
                  ))}
                  {!Object.keys(response.content ?? {}).length && <p className="s-note">{strings.apiNoContent}</p>}
                </div>
              </details>
            ))}
          </>
        )}
        {om.callbacks.length > 0 && (
          <>
            <H>{strings.apiCallbacks}</H>
            {om.callbacks.map((cb) => (
              <div key={cb.name + cb.expression} className="api-callback">
                <p className="api-callback-name">
                  <strong>{cb.name}</strong> <code className="api-path">{cb.expression}</code>
                </p>
                {cb.operations.map((c) => (
                  <details key={c.method} className="api-response">
                    <summary>
                      <MethodBadge method={c.method} /> {c.op.summary ?? c.path}
                    </summary>
                    <OperationContent om={c} ctx={ctx} level={5} />
                  </details>
                ))}
              </div>
            ))}
          </>
        )}
      </div>
      <div className="api-op-examples">
        <CodeSample title={strings.apiExampleRequest} code={curl} lang="bash" strings={strings} />
        {firstBody && bodyText !== undefined && (
          <CodeSample title={format(strings.apiExampleBody, { type: firstBody[0] })} code={bodyText} lang="json" strings={strings} />
        )}
        {ok && okMedia && okText !== undefined && (
          <CodeSample title={format(strings.apiExampleResponse, { code: ok.code, type: okMedia[0] })} code={okText} lang="json" strings={strings} />
        )}
      </div>
    </div>
  );
}

function Media({ type, media, tree }: { type: string; media: MediaType; tree: TreeContext }) {
  return (
    <div className="api-media">
      <p className="api-media-type">
        <code>{type}</code>
      </p>
      {media.schema ? <SchemaTree schema={media.schema} ctx={tree} /> : null}
    </div>
  );
}

function ResponseHeaders({ headers, ctx }: { headers?: Record<string, OpenAPIV3.HeaderObject | OpenAPIV3.ReferenceObject>; ctx: OperationContext }) {
  const list = Object.entries(headers ?? {}).flatMap(([name, h]) => {
    const r = ctx.model.resolve<OpenAPIV3.HeaderObject>(h);
    return r ? [{ ...r.value, name, in: 'header' }] : [];
  });
  if (!list.length) return null;
  return (
    <>
      <p className="api-media-type">{ctx.strings.apiHeaders}</p>
      <ParametersTable parameters={list} resolve={ctx.model.resolve} strings={ctx.strings} hideIn />
    </>
  );
}

/** Which credentials the operation accepts: each requirement is an alternative; scopes link to the scheme. */
function Security({ om, ctx, H }: { om: OperationModel; ctx: OperationContext; H: 'h4' | 'h5' }) {
  const { strings, schemes, model } = ctx;
  if (!om.securityDeclared) return null;
  const options = om.security;
  const idOf = (name: string) => model.securitySchemes.find((s) => s.name === name)?.id;
  return (
    <div className="api-security">
      <H>{strings.apiSecurity}</H>
      {options.length === 0 || options.every((o) => Object.keys(o).length === 0) ? (
        <p>{strings.apiSecurityNone}</p>
      ) : (
        <>
          {options.length > 1 && <p>{strings.apiSecurityAny}</p>}
          <ul className="api-security-options">
            {options.map((req, i) => (
              <li key={i}>
                {Object.keys(req).length === 0
                  ? strings.apiSecurityNone
                  : Object.entries(req).map(([name, scopes], j) => (
                      <span key={name} className="api-security-req">
                        {j > 0 && ' + '}
                        {idOf(name) ? <a href={ctx.href(idOf(name)!)}>{name}</a> : name}
                        {schemes.get(name) && <span className="api-security-type"> ({schemeLabel(schemes.get(name)!, strings)})</span>}
                        {': '}
                        {scopes.length ? (
                          scopes.map((s) => (
                            <code key={s} className="api-scope">
                              {s}
                            </code>
                          ))
                        ) : (
                          <span>{strings.apiSecurityAuthOnly}</span>
                        )}
                      </span>
                    ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function schemeLabel(s: SecurityScheme, strings: UiStrings): string {
  if (s.type === 'http') {
    const scheme = s.scheme.toLowerCase();
    return scheme === 'basic'
      ? strings.apiSchemeHttpBasic
      : scheme === 'bearer'
        ? strings.apiSchemeHttpBearer
        : format(strings.apiSchemeHttp, { scheme: s.scheme });
  }
  if (s.type === 'apiKey') return format(strings.apiSchemeApiKey, { in: s.in, name: s.name }).replace(/`/g, '');
  if (s.type === 'oauth2') return strings.apiSchemeOAuth2;
  if (s.type === 'openIdConnect') return strings.apiSchemeOpenId;
  return String((s as { type: string }).type);
}

/** JSON bodies print as JSON and text bodies (XML, plain text) as they are; form and binary bodies do not print. */
function showsAsText(mediaType: string, value: unknown): boolean {
  return isJson(mediaType) || (typeof value === 'string' && /^text\/|xml/i.test(mediaType));
}

/** Names of the properties of a multipart body that are files. */
function fileParts(media: MediaType, model: ApiModel): string[] {
  const props = viewSchema(media.schema, model.resolve).schema.properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => {
      const s = viewSchema(p, model.resolve).schema;
      return s.format === 'binary' || s.format === 'base64' || (s as { contentMediaType?: string }).contentMediaType !== undefined;
    })
    .map(([name]) => name);
}

function firstLine(s: string | undefined): string {
  return (s ?? '').trim().split('\n')[0];
}
