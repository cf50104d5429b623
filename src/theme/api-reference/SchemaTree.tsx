import type { ReactNode } from 'react';
import type { UiStrings } from '../../i18n/ui-strings.js';
import { format } from '../../i18n/strings.js';
import { descriptionHtml } from '../../openapi/markdown.js';
import { componentSchemaName, isRef, refName, type Resolver } from '../../openapi/resolve.js';
import { constraints, hasChildren, literal, typeLabel, viewSchema } from './schema-info.js';
import type { Schema, SchemaOrRef } from '../../openapi/types.js';

/** What every node of one tree shares. `budget` caps the properties one tree renders, to bound page weight. */
export interface TreeContext {
  resolve: Resolver;
  strings: UiStrings;
  /** Component schema name → its section id on the page. */
  schemaIds: ReadonlyMap<string, string>;
  /** The href of a schema's id: `#id`, or the page holding it when the reference is split into pages. */
  href: (id: string) => string;
  budget: { left: number };
  /**
   * Whether component schemas met inside the tree are expanded in place. The Schemas section renders each
   * component once, so there nested components are links to their own entry instead.
   */
  linkComponents?: boolean;
}

const MAX_DEPTH = 12;
/** Properties one tree may render inline; past it, named schemas become links to their own section. */
export const TREE_BUDGET = 100;

/**
 * A schema as an expandable tree: properties with type, required mark, constraints, enum values and description;
 * nested objects and arrays in <details>; `allOf` merged; `oneOf`/`anyOf` as alternatives; a `$ref` already open
 * higher up the same branch is shown as a link (circular reference) instead of being expanded again.
 */
export function SchemaTree({ schema, ctx }: { schema: SchemaOrRef; ctx: TreeContext }) {
  const v = viewSchema(schema, ctx.resolve);
  const s = v.schema;
  const cs = constraints(s, ctx.strings);
  return (
    <div className="s-tree">
      <p className="s-root">
        <span className="s-type">{typeLabel(schema, ctx.resolve, ctx.strings)}</span>
        {v.name && ctx.schemaIds.has(v.name) && (
          <>
            {' '}
            <a className="s-ref" href={ctx.href(ctx.schemaIds.get(v.name)!)}>
              {format(ctx.strings.apiSeeSchema, { name: v.name })}
            </a>
          </>
        )}
        <Constraints list={cs} />
      </p>
      {s.description && <Description text={s.description} />}
      <Facts s={s} strings={ctx.strings} />
      <SchemaBody x={schema} ctx={ctx} stack={[]} depth={0} />
    </div>
  );
}

function SchemaBody({ x, ctx, stack, depth }: { x: SchemaOrRef; ctx: TreeContext; stack: readonly string[]; depth: number }): ReactNode {
  const r = ctx.resolve<Schema>(x as Schema);
  if (!r) return isRef(x) ? <p className="s-note">{format(ctx.strings.apiUnresolved, { ref: x.$ref })}</p> : null;
  if (r.ref && stack.includes(r.ref)) return <Circular refPtr={r.ref} ctx={ctx} />;
  const v = viewSchema(x, ctx.resolve, stack);
  if (depth > MAX_DEPTH || (v.name && (ctx.budget.left <= 0 || (ctx.linkComponents && depth > 0)))) return <SeeSchema name={v.name} ctx={ctx} />;
  const next = r.ref ? [...stack, r.ref] : stack;
  const s = v.schema;
  const required = new Set(s.required ?? []);
  const props = Object.entries(s.properties ?? {});
  const extra = s.additionalProperties && typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  const item = s.items ?? undefined;
  const variants = s.oneOf ?? s.anyOf;
  return (
    <>
      {(props.length > 0 || extra) && (
        <ul className="s-props">
          {props.map(([name, p]) => (
            <PropRow key={name} name={name} x={p} required={required.has(name)} ctx={ctx} stack={next} depth={depth + 1} />
          ))}
          {extra && <PropRow name={ctx.strings.apiAdditionalProperties} x={extra} ctx={ctx} stack={next} depth={depth + 1} generic />}
        </ul>
      )}
      {s.prefixItems?.length ? (
        <ul className="s-props">
          {s.prefixItems.map((p, i) => (
            <PropRow key={i} name={`[${i}]`} x={p} ctx={ctx} stack={next} depth={depth + 1} generic />
          ))}
        </ul>
      ) : (
        item && hasChildren(item, ctx.resolve) && <SchemaBody x={item} ctx={ctx} stack={next} depth={depth + 1} />
      )}
      {variants?.length ? (
        <div className="s-variants">
          <p>{s.oneOf ? ctx.strings.apiOneOf : ctx.strings.apiAnyOf}</p>
          {s.discriminator?.propertyName && <p className="s-note">{format(ctx.strings.apiDiscriminator, { name: s.discriminator.propertyName })}</p>}
          <ul className="s-props">
            {variants.map((alt, i) => (
              <Variant key={i} index={i} x={alt} ctx={ctx} stack={next} depth={depth + 1} />
            ))}
          </ul>
        </div>
      ) : null}
      {s.not && (
        <div className="s-variants">
          <p>{ctx.strings.apiNot}</p>
          <ul className="s-props">
            <Variant index={0} x={s.not} ctx={ctx} stack={next} depth={depth + 1} />
          </ul>
        </div>
      )}
    </>
  );
}

function PropRow(props: { name: string; x: SchemaOrRef; required?: boolean; ctx: TreeContext; stack: readonly string[]; depth: number; generic?: boolean }) {
  const { name, x, ctx, stack, depth } = props;
  ctx.budget.left--;
  const v = viewSchema(x, ctx.resolve, stack);
  const s = v.schema;
  const { strings } = ctx;
  const r = ctx.resolve<Schema>(x as Schema);
  // For a list, the nested part is its items: `array<Pet>` opens Pet's properties.
  const inner = s.items && !s.properties ? s.items : x;
  const innerRef = ctx.resolve<Schema>(inner as Schema)?.ref;
  const innerName = componentSchemaName(innerRef);
  const circular = (r?.ref && stack.includes(r.ref)) || (innerRef && inner !== x && stack.includes(innerRef));
  return (
    <li>
      <div className="s-head">
        {props.generic ? <span className="s-name s-generic">{name}</span> : <code className="s-name">{name}</code>}{' '}
        <span className="s-type">{typeLabel(x, ctx.resolve, strings)}</span>
        {props.required && <span className="s-req">{strings.apiRequired}</span>}
        {s.readOnly && <span className="s-flag">{strings.apiReadOnly}</span>}
        {s.writeOnly && <span className="s-flag">{strings.apiWriteOnly}</span>}
        {s.deprecated && <span className="s-flag s-deprecated">{strings.apiDeprecated}</span>}
        <Constraints list={constraints(s, strings)} />
      </div>
      {s.description && <Description text={s.description} />}
      <Facts s={s} strings={strings} />
      {circular ? (
        <Circular refPtr={(r?.ref && stack.includes(r.ref) ? r.ref : innerRef)!} ctx={ctx} />
      ) : (
        hasChildren(x, ctx.resolve) &&
        ((ctx.budget.left <= 0 || ctx.linkComponents) && innerName ? (
          <SeeSchema name={innerName} ctx={ctx} />
        ) : (
          <details className="s-nested">
            <summary>{inner !== x ? strings.apiItems + (innerName ? `: ${innerName}` : '') : format(strings.apiProperties, { name: v.name ?? name })}</summary>
            <SchemaBody x={x} ctx={ctx} stack={stack} depth={depth} />
          </details>
        ))
      )}
    </li>
  );
}

function Variant({ index, x, ctx, stack, depth }: { index: number; x: SchemaOrRef; ctx: TreeContext; stack: readonly string[]; depth: number }) {
  const v = viewSchema(x, ctx.resolve, stack);
  const label = v.name ?? v.schema.title ?? `${format(ctx.strings.apiVariant, { n: index + 1 })}: ${typeLabel(x, ctx.resolve, ctx.strings)}`;
  ctx.budget.left--;
  const s = v.schema;
  return (
    <li>
      <details className="s-nested">
        <summary>{label}</summary>
        <p className="s-head">
          <span className="s-type">{typeLabel(x, ctx.resolve, ctx.strings)}</span>
          <Constraints list={constraints(s, ctx.strings)} />
        </p>
        {s.description && <Description text={s.description} />}
        <Facts s={s} strings={ctx.strings} />
        <SchemaBody x={x} ctx={ctx} stack={stack} depth={depth} />
      </details>
    </li>
  );
}

function Constraints({ list }: { list: { text: string; code?: string }[] }) {
  return (
    <>
      {list.map((c, i) => (
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
    </>
  );
}

/** Enum values, a fixed value, the default and the example of a node (of its items, for a list). */
function Facts({ s, strings }: { s: Schema; strings: UiStrings }) {
  const items = s.items && !isRef(s.items) ? (s.items as Schema) : undefined;
  const values = s.enum ?? items?.enum;
  const example = s.example ?? s.examples?.[0];
  if (!values && s.const === undefined && s.default === undefined && example === undefined) return null;
  return (
    <div className="s-facts">
      {values && (
        <p>
          {strings.apiEnum}{' '}
          {values.map((e, i) => (
            <code key={i} className="s-enum">
              {literal(e)}
            </code>
          ))}
        </p>
      )}
      {s.const !== undefined && (
        <p>
          {strings.apiConst} <code>{literal(s.const)}</code>
        </p>
      )}
      {s.default !== undefined && (
        <p>
          {strings.apiDefault} <code>{literal(s.default)}</code>
        </p>
      )}
      {example !== undefined && typeof example !== 'object' && (
        <p>
          {strings.apiExample} <code>{literal(example)}</code>
        </p>
      )}
    </div>
  );
}

function Circular({ refPtr, ctx }: { refPtr: string; ctx: TreeContext }) {
  const name = componentSchemaName(refPtr) ?? refName(refPtr);
  const id = ctx.schemaIds.get(name);
  const text = format(ctx.strings.apiCircular, { name });
  return <p className="s-note s-circular">{id ? <a href={ctx.href(id)}>{text}</a> : text}</p>;
}

function SeeSchema({ name, ctx }: { name?: string; ctx: TreeContext }) {
  const id = name && ctx.schemaIds.get(name);
  if (!name || !id) return <p className="s-note">…</p>;
  return (
    <p className="s-note">
      <a href={ctx.href(id)}>{format(ctx.strings.apiSeeSchema, { name })}</a>
    </p>
  );
}

export function Description({ text, className }: { text: string; className?: string }) {
  return <div className={className ?? 's-desc'} dangerouslySetInnerHTML={{ __html: descriptionHtml(text) }} />;
}
