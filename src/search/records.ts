import type { SiteConfig } from '../config/types.js';
import type { Section } from '../markdown/types.js';
import { pageTitle } from '../theme/api-reference/ApiReference.js';
import { buildApiModel, type OperationModel } from '../openapi/model.js';
import { siteHref } from '../routes/permalink.js';
import type { Route } from '../routes/types.js';
import type { SearchPageRecord } from '../shared/search-index.js';
import type { UiStrings } from '../i18n/ui-strings.js';
import { htmlSections } from './html-text.js';
import { markdownText } from './markdown-text.js';

/**
 * What the search knows about one page: its URL, title, where it sits, and its text by section (each section's id
 * is the heading's anchor, so a result links to the exact heading). Undefined for pages that are not searched.
 */
export function pageRecord(config: SiteConfig, strings: UiStrings, route: Route): SearchPageRecord | undefined {
  const u = siteHref(config, route.url);
  switch (route.kind) {
    case 'doc': {
      const d = route.doc;
      const b = route.nav.breadcrumbs.map((c) => c.label).join(' › ');
      return { u, t: d.title, b, s: sections(d.meta.description, d.md.sections) };
    }
    case 'doc-index': {
      const { index } = route;
      const b = route.nav.breadcrumbs.map((c) => c.label).join(' › ');
      const text = [index.description, ...index.cards.map((c) => (c.description ? `${c.label}: ${c.description}` : c.label))].filter(Boolean).join(' ');
      return { u, t: index.title, b, s: [['', '', clean(text)]] };
    }
    case 'post':
      return { u, t: route.post.title, b: config.blog?.title ?? '', s: sections(route.post.meta.description, route.post.md.sections) };
    case 'page': {
      const p = route.page;
      if (p.format === 'md') return { u, t: p.title, b: '', s: sections(p.meta.description, p.md.sections) };
      const title = p.title ?? config.title;
      return { u, t: title, b: '', s: sections(p.description, htmlSections(p.html)) };
    }
    case 'api':
      return apiRecord(u, strings, route);
    default:
      return undefined;
  }
}

/** The page itself first (description + text before the first heading), then one entry per heading. */
function sections(description: string | undefined, list: Section[]): SearchPageRecord['s'] {
  const intro = list[0] && !list[0].id ? list[0].text : '';
  const lead = description && !intro.includes(description) ? `${description} ${intro}` : intro;
  const out: SearchPageRecord['s'] = [['', '', clean(lead)]];
  for (const s of list) if (s.id) out.push([s.id, s.heading ?? '', clean(s.text)]);
  return out;
}

/**
 * Each tag, operation and schema of an API reference page, with the anchors the renderer gives them. A page of a
 * split reference holds only its own: the overview the definition's introduction, a tag page its tag and operations,
 * the schemas page its schemas; its title names the page, its breadcrumb the definition.
 */
function apiRecord(u: string, strings: UiStrings, route: Extract<Route, { kind: 'api' }>): SearchPageRecord {
  const { page } = route;
  const model = buildApiModel(route.api.document);
  const info = route.api.document.info;
  const whole = page.kind === 'single';
  const s: SearchPageRecord['s'] = [
    ['', '', whole || page.kind === 'overview' ? clean(`${info.title} ${info.version} ${markdownText(info.description)}`) : ''],
  ];
  const operation = (om: OperationModel) => {
    const op = om.op;
    const method = om.method.toUpperCase();
    const params = om.parameters.map((p) => p.name).join(' ');
    const text = [`${method} ${om.path}`, op.operationId ?? '', markdownText(op.description), params].filter(Boolean).join(' ');
    s.push([om.id, op.summary?.trim() || `${method} ${om.path}`, clean(text)]);
  };
  const tags = whole
    ? model.tags.map((tag) => ({ tag, operations: tag.operations, first: true }))
    : page.kind === 'tag'
      ? [{ tag: page.tag, operations: page.operations, first: page.part.n === 1 }]
      : [];
  for (const { tag, operations, first } of tags) {
    if (tag.name && first) s.push([tag.id, tag.name, markdownText(tag.description)]);
    for (const om of operations) operation(om);
  }
  for (const om of whole ? model.webhooks : page.kind === 'webhooks' ? page.webhooks : []) operation(om);
  for (const sc of whole ? model.schemas : page.kind === 'schemas' ? page.schemas : []) {
    const schema = sc.schema as { description?: string; properties?: Record<string, unknown> };
    s.push([sc.id, sc.name, clean(`${markdownText(schema.description)} ${Object.keys(schema.properties ?? {}).join(' ')}`)]);
  }
  if (whole || page.kind === 'overview') return { u, t: info.title, b: strings.apiReference, s };
  return { u, t: pageTitle(page, strings), b: `${strings.apiReference} › ${info.title}`, s };
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
