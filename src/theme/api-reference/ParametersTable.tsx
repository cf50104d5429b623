import type { UiStrings } from '../../i18n/ui-strings.js';
import type { Resolver } from '../../openapi/resolve.js';
import { constraints, literal, typeLabel, viewSchema } from './schema-info.js';
import { Description } from './SchemaTree.js';
import type { Parameter, Schema } from '../../openapi/types.js';

/** Parameters as a table: name, where it goes, type, default, limits, whether required, description and values. */
export function ParametersTable({
  parameters,
  resolve,
  strings,
  hideIn,
}: {
  parameters: Parameter[];
  resolve: Resolver;
  strings: UiStrings;
  hideIn?: boolean;
}) {
  const where: Record<string, string> = { path: strings.apiInPath, query: strings.apiInQuery, header: strings.apiInHeader, cookie: strings.apiInCookie };
  const rows = parameters.map((p) => {
    // A parameter described by `content` instead of `schema` uses its first media type's schema.
    const schemaRef = p.schema ?? Object.values((p as { content?: Record<string, { schema?: Schema }> }).content ?? {})[0]?.schema;
    const s = viewSchema(schemaRef, resolve).schema;
    const items = s.items ? viewSchema(s.items, resolve).schema : undefined;
    return { p, schemaRef, s, limits: [...constraints(s, strings), ...(items ? constraints(items, strings) : [])], values: s.enum ?? items?.enum };
  });
  // Columns no parameter fills would only take width from the description.
  const showDefault = rows.some((r) => r.s.default !== undefined);
  const showLimits = rows.some((r) => r.limits.length > 0);
  return (
    <div className="table-wrap">
      <table className="api-params">
        <thead>
          <tr>
            <th scope="col">{strings.apiColName}</th>
            {!hideIn && <th scope="col">{strings.apiColIn}</th>}
            <th scope="col">{strings.apiColType}</th>
            {showDefault && <th scope="col">{strings.apiColDefault}</th>}
            {showLimits && <th scope="col">{strings.apiColLimits}</th>}
            <th scope="col">{strings.apiColRequired}</th>
            <th scope="col">{strings.apiColDescription}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ p, schemaRef, s, limits, values }) => {
            return (
              <tr key={p.in + ':' + p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                  {p.deprecated && <span className="s-flag s-deprecated">{strings.apiDeprecated}</span>}
                </th>
                {!hideIn && <td>{where[p.in] ?? p.in}</td>}
                <td>
                  <span className="s-type">{schemaRef ? typeLabel(schemaRef, resolve, strings) : strings.apiAnyValue}</span>
                </td>
                {showDefault && <td>{s.default !== undefined ? <code>{literal(s.default)}</code> : null}</td>}
                {showLimits && (
                  <td>
                    {limits.map((c, i) => (
                      <span key={i} className="s-c">
                        {c.text}
                        {c.code !== undefined && (
                          <>
                            {' '}
                            <code>{c.code}</code>
                          </>
                        )}
                      </span>
                    ))}
                  </td>
                )}
                <td>{p.required ? <span className="s-req">{strings.apiYes}</span> : strings.apiNo}</td>
                <td>
                  {p.description && <Description text={p.description} />}
                  {values && (
                    <p className="s-facts">
                      {strings.apiEnum}{' '}
                      {values.map((v, i) => (
                        <code key={i} className="s-enum">
                          {literal(v)}
                        </code>
                      ))}
                    </p>
                  )}
                  {p.example !== undefined && typeof p.example !== 'object' && (
                    <p className="s-facts">
                      {strings.apiExample} <code>{literal(p.example)}</code>
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
