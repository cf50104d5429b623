import { SECTION_IDS } from './anchors.js';
import type { ApiModel, OperationModel, TagGroup } from './model.js';
import { isRef, type Resolver } from './resolve.js';
import type { Schema, SchemaOrRef } from './types.js';

/**
 * Estimated HTML bytes one API reference page may reach before the reference is split into several pages: a single
 * page of a 4,000-operation definition weighs tens of MB, which browsers parse for seconds and builds hold in memory.
 * A definition's `maxPageSize` (site.config.yaml) overrides it.
 */
export const API_PAGE_BUDGET = 1_000_000;

/** One page of a definition's reference. A small definition has one `single` page holding everything. */
export type ApiPage = { url: string; label: string } & (
  | { kind: 'single' }
  | { kind: 'overview' }
  | { kind: 'tag'; tag: TagGroup; operations: OperationModel[]; part: Part }
  | { kind: 'webhooks'; webhooks: OperationModel[]; part: Part }
  | { kind: 'schemas'; schemas: ApiModel['schemas']; part: Part }
);

/** Which of the numbered parts of a tag (or of the webhooks, the schemas) a page holds; `of: 1` when it is whole. */
export interface Part {
  n: number;
  of: number;
}

export interface ApiPagePlan {
  /** The definition's route: the single page, or the overview of a split reference. */
  route: string;
  split: boolean;
  /** Estimated HTML bytes of the whole reference on one page. */
  estimate: number;
  pages: ApiPage[];
  /** Every anchor id of the definition → URL (site URL, no base) of the page that holds it. */
  pageOf: ReadonlyMap<string, string>;
}

/** Bytes of the page around the reference (head, navbar, footer, scripts) and per entry of the side navigation. */
const SHELL = 30_000;
const NAV_ENTRY = 200;
/** Operation without its schemas: summary, parameters table rows, response headings, curl sample, links. */
const OPERATION = 2_600;
const PARAMETER = 420;
const RESPONSE = 650;
/** One row of a schema tree, plus its share of the JSON examples built from it. */
const SCHEMA_ROW = 300;
const SCHEMA_LINK = 180;
const TAG = 400;
/** Mirrors SchemaTree's limits (TREE_BUDGET, MAX_DEPTH), which live in the theme layer. */
const TREE_ROWS = 100;
const TREE_DEPTH = 12;

/**
 * How the reference of a definition is paged. Under `budget` (estimated from the model, before anything is rendered)
 * it stays one page at `route`, exactly as before; over it, an overview at `route` (header, servers, authentication,
 * the list of tags) plus a page per tag at `route/<tag>`, one for webhooks and one for schemas, each cut into numbered
 * parts (`route/<tag>/2`…) when it alone is over budget. Anchor ids are the model's, whichever page holds them.
 */
export function planApiPages(model: ApiModel, route: string, budget: number = API_PAGE_BUDGET): ApiPagePlan {
  const size = new Map<OperationModel, number>();
  for (const t of model.tags) for (const om of t.operations) size.set(om, estimateOperation(om, model.resolve) + NAV_ENTRY);
  for (const om of model.webhooks) size.set(om, estimateOperation(om, model.resolve));
  const schemaSize = model.schemas.map((s) => estimateSchemaEntry(s.schema, model.resolve));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const tagSize = (t: TagGroup) => TAG + text(t.description) + sum(t.operations.map((om) => size.get(om)!)) + t.seeAlso.length * SCHEMA_LINK + NAV_ENTRY;
  const whole =
    SHELL +
    text(model.doc.info.description) * 2 +
    sum(model.tags.map(tagSize)) +
    sum(model.webhooks.map((om) => size.get(om)!)) +
    sum(schemaSize) +
    model.securitySchemes.length * 1_000;
  const base = route.replace(/\/+$/, '');
  const pageOf = new Map<string, string>();
  if (whole <= budget) {
    for (const id of allIds(model)) pageOf.set(id, route);
    return { route, split: false, estimate: whole, pages: [{ kind: 'single', url: route, label: '' }], pageOf };
  }

  const room = Math.max(1, budget - SHELL - model.tags.length * NAV_ENTRY);
  const pages: ApiPage[] = [{ kind: 'overview', url: route, label: '' }];
  for (const id of model.sections) if (id === SECTION_IDS.servers || id === SECTION_IDS.authentication) pageOf.set(id, route);
  for (const s of model.securitySchemes) pageOf.set(s.id, route);
  const used = new Set<string>([SECTION_IDS.webhooks, SECTION_IDS.schemas]);
  const slugOf = (id: string) => {
    const want = id.replace(/^tag\//, '');
    let slug = want;
    for (let n = 2; used.has(slug); n++) slug = `${want}-${n}`;
    used.add(slug);
    return slug;
  };
  const partUrl = (slug: string, n: number) => `${base}/${slug}` + (n > 1 ? `/${n}` : '');

  for (const tag of model.tags) {
    const slug = slugOf(tag.id);
    const chunks = pack(tag.operations, (om) => size.get(om)!, room - TAG - text(tag.description) - tag.seeAlso.length * SCHEMA_LINK);
    chunks.forEach((operations, i) => {
      const url = partUrl(slug, i + 1);
      pages.push({ kind: 'tag', url, label: tag.name ?? '', tag, operations, part: { n: i + 1, of: chunks.length } });
      if (i === 0) pageOf.set(tag.id, url);
      for (const om of operations) pageOf.set(om.id, url);
    });
  }
  if (model.webhooks.length) {
    const chunks = pack(model.webhooks, (om) => size.get(om)!, room);
    chunks.forEach((webhooks, i) => {
      const url = partUrl(SECTION_IDS.webhooks, i + 1);
      pages.push({ kind: 'webhooks', url, label: '', webhooks, part: { n: i + 1, of: chunks.length } });
      if (i === 0) pageOf.set(SECTION_IDS.webhooks, url);
      for (const om of webhooks) pageOf.set(om.id, url);
    });
  }
  if (model.schemas.length) {
    const sizes = new Map(model.schemas.map((s, i) => [s, schemaSize[i]]));
    const chunks = pack(model.schemas, (s) => sizes.get(s)!, room);
    chunks.forEach((schemas, i) => {
      const url = partUrl(SECTION_IDS.schemas, i + 1);
      pages.push({ kind: 'schemas', url, label: '', schemas, part: { n: i + 1, of: chunks.length } });
      if (i === 0) pageOf.set(SECTION_IDS.schemas, url);
      for (const s of schemas) pageOf.set(s.id, url);
    });
  }
  return { route, split: true, estimate: whole, pages, pageOf };
}

/** The anchor ids a page renders (a link to any other id of the definition is moved to the page in `pageOf`). */
export function idsOnPage(plan: ApiPagePlan, page: ApiPage): string[] {
  return [...plan.pageOf].filter(([, url]) => url === page.url).map(([id]) => id);
}

/** Every anchor id of the definition: sections, tags, operations, webhooks, schemas, security schemes. */
export function allIds(model: ApiModel): string[] {
  return [
    ...model.sections,
    ...model.tags.flatMap((t) => [t.id, ...t.operations.map((om) => om.id)]),
    ...model.webhooks.map((om) => om.id),
    ...model.schemas.map((s) => s.id),
    ...model.securitySchemes.map((s) => s.id),
  ];
}

/** Consecutive runs of `items` whose sizes add up to at most `room` (an item bigger than `room` gets a run alone). */
function pack<T>(items: T[], sizeOf: (x: T) => number, room: number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let used = 0;
  for (const x of items) {
    const s = sizeOf(x);
    if (run.length && used + s > room) {
      out.push(run);
      run = [];
      used = 0;
    }
    run.push(x);
    used += s;
  }
  if (run.length || !out.length) out.push(run);
  return out;
}

function text(s: string | undefined): number {
  return s ? s.length * 1.3 : 0;
}

function estimateOperation(om: OperationModel, resolve: Resolver): number {
  let n = OPERATION + text(om.op.summary) * 3 + text(om.op.description) + om.path.length * 4;
  for (const p of om.parameters) n += PARAMETER + text(p.description) + treeSize(p.schema, resolve, false);
  const media = [...Object.values(om.requestBody?.content ?? {}), ...om.responses.flatMap((r) => Object.values(r.response.content ?? {}))];
  n += om.responses.length * RESPONSE + om.responses.reduce((a, r) => a + text(r.response.description), 0);
  for (const m of media) n += treeSize(m.schema, resolve, false);
  for (const cb of om.callbacks) for (const c of cb.operations) n += estimateOperation(c, resolve);
  return n;
}

/** A component schema in the Schemas section: its own properties, nested components as links. */
function estimateSchemaEntry(schema: SchemaOrRef, resolve: Resolver): number {
  return SCHEMA_ROW + treeSize(schema, resolve, true);
}

/** Bytes of a schema tree as SchemaTree renders it: rows within its budget and depth, a `$ref` cycle as one link. */
function treeSize(schema: SchemaOrRef | undefined, resolve: Resolver, linkComponents: boolean): number {
  if (!schema) return 0;
  let rows = TREE_ROWS;
  let bytes = 0;
  const walk = (x: SchemaOrRef, stack: string[], depth: number): void => {
    const r = resolve<Schema>(x as Schema);
    if (!r) return;
    if (r.ref && stack.includes(r.ref)) return void (bytes += SCHEMA_LINK);
    const named = r.ref && isRef(x);
    if (depth > TREE_DEPTH || (named && (rows <= 0 || (linkComponents && depth > 0)))) return void (bytes += SCHEMA_LINK);
    const next = r.ref ? [...stack, r.ref] : stack;
    const s = r.value;
    bytes += text(s.description) + (s.enum?.length ?? 0) * 40;
    const children = [
      ...Object.values(s.properties ?? {}),
      ...(s.additionalProperties && typeof s.additionalProperties === 'object' ? [s.additionalProperties] : []),
      ...(s.prefixItems ?? []),
      ...(s.oneOf ?? s.anyOf ?? []),
      ...(s.not ? [s.not] : []),
    ];
    for (const c of children) {
      rows--;
      bytes += SCHEMA_ROW;
      walk(c, next, depth + 1);
    }
    for (const a of s.allOf ?? []) walk(a, next, depth);
    if (s.items) walk(s.items, next, depth + 1);
  };
  walk(schema, [], 0);
  return bytes;
}
