// The conformance list's navbar items (docusaurus-conformance-options.ts): theme-classic's schema of a navbar item is
// one variant per `type` (a Joi `when` switch: `doc`, `docSidebar`, `dropdown`…, a `custom-*` type, and without a
// type a dropdown when it has `items`, else a link). Each variant's keys are enumerated from the installed schema; an
// item of that type with the key set is checked against the same item without it.
import type { Described } from './docusaurus-conformance-options.js';

type Obj = Record<string, unknown>;
interface When {
  is?: Described;
  then?: Described & { whens?: When[] };
  otherwise?: Described & { whens?: When[] };
  switch?: When[];
}
type Item = Described & { whens?: When[]; rules?: { name: string }[] };

/** The smallest item of each variant theme-classic accepts (what a key is added to). */
const BASE_ITEMS: Record<string, Obj> = {
  docsVersion: { type: 'docsVersion', label: 'Version' },
  dropdown: { type: 'dropdown', label: 'Menu', items: [{ label: 'A', to: '/docs/intro' }] },
  docsVersionDropdown: { type: 'docsVersionDropdown' },
  doc: { type: 'doc', docId: 'intro', label: 'Doc' },
  docSidebar: { type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Sidebar' },
  localeDropdown: { type: 'localeDropdown' },
  search: { type: 'search' },
  html: { type: 'html', value: '<b>Html</b>' },
  'custom-*': { type: 'custom-conformance' },
  'dropdown without type': { label: 'Menu', items: [{ label: 'A', to: '/docs/intro' }] },
  link: { label: 'Link', to: '/docs/intro' },
};

/** Keys that exclude one another on an item: setting one drops the other from the base item. */
const EXCLUSIVE: Record<string, string> = { to: 'href', href: 'to', html: 'label', label: 'html' };

/** A value other than the base item's for each item key. */
const ITEM_SAMPLES: Record<string, unknown> = {
  position: 'right',
  label: 'Conformance label',
  html: '<b>Conformance</b>',
  className: 'conformance-item',
  to: '/docs/guide/a',
  href: 'https://conformance.example/elsewhere',
  docsPluginId: 'default',
  docId: 'guide/a',
  sidebarId: 'otherSidebar',
  activeBasePath: '/docs/guide',
  activeBaseRegex: '^/docs/guide',
  prependBaseUrlToHref: true,
  exact: true,
  target: '_blank',
  rel: 'nofollow',
  dropdownActiveClassDisabled: true,
  dropdownItemsBefore: [{ label: 'Before', to: '/docs/intro' }],
  dropdownItemsAfter: [{ label: 'After', to: '/docs/intro' }],
  versions: ['current'],
  queryString: '?conformance=1',
  value: '<b>Conformance</b>',
  items: [{ label: 'B', to: '/docs/guide/a' }],
};

/** Each variant of a navbar item: its name and its keys (the item-level `position` with them). */
function variants(item: Item): { variant: string; keys: Record<string, Described> }[] {
  const common = item.keys ?? {};
  const out: { variant: string; keys: Record<string, Described> }[] = [];
  for (const when of item.whens ?? [])
    for (const c of when.switch ?? []) {
      const type = c.is?.keys?.type as (Item & { allow?: unknown[] }) | undefined;
      const then = c.then ?? {};
      if (type?.flags?.presence === 'forbidden') {
        // No `type`: a dropdown when `items` is given, else a link.
        for (const w of then.whens ?? []) {
          if (w.then) out.push({ variant: 'dropdown without type', keys: { ...common, ...(w.then.keys ?? {}) } });
          if (w.otherwise) out.push({ variant: 'link', keys: { ...common, ...linkKeys(w.otherwise) } });
        }
        continue;
      }
      const name = typeof type?.allow?.[0] === 'string' ? (type.allow[0] as string) : type?.rules?.some((r) => r.name === 'pattern') ? 'custom-*' : undefined;
      if (name) out.push({ variant: name, keys: { ...common, ...(then.keys ?? {}) } });
    }
  return out;
}

/** A link item's keys: its own, or those of the alternatives it is made of. */
function linkKeys(d: Described & { matches?: { schema?: Described }[]; whens?: When[] }): Record<string, Described> {
  const keys = { ...(d.keys ?? {}) };
  for (const m of d.matches ?? []) Object.assign(keys, m.schema?.keys ?? {});
  for (const w of d.whens ?? []) Object.assign(keys, w.then?.keys ?? {}, w.otherwise?.keys ?? {});
  return keys;
}

export interface NavbarItemCase {
  /** `navbar.items[doc].docId`. */
  key: string;
  prop: string;
  base: Obj;
  item: Obj;
}

/** Every key of every navbar item variant, with the item that sets it and the same item without it. */
export function navbarItemCases(themeConfig: Described, normalize: (v: Obj) => Obj, evaluate: (v: unknown) => unknown): NavbarItemCase[] {
  const navbar = themeConfig.keys?.navbar as (Described & { keys: Record<string, Described & { items?: Item[] }> }) | undefined;
  const item = navbar?.keys.items?.items?.[0];
  if (!item) throw new Error('theme-classic: no navbar item schema found (`navbar.items`)');
  const cases: NavbarItemCase[] = [];
  for (const { variant, keys } of variants(item)) {
    const given = BASE_ITEMS[variant];
    if (!given) throw new Error(`theme-classic: a navbar item type \`${variant}\` with no base item: add one to BASE_ITEMS`);
    for (const prop of Object.keys(keys)) {
      if (prop === 'type') continue;
      const sample = ITEM_SAMPLES[prop];
      if (sample === undefined) throw new Error(`theme-classic: no sample for the navbar item key \`${prop}\` (${variant}): add one to ITEM_SAMPLES`);
      const base = { ...given };
      if (EXCLUSIVE[prop]) delete base[EXCLUSIVE[prop]];
      const withKey = { ...base, [prop]: sample };
      try {
        normalize({ navbar: { items: [evaluate(withKey)] } });
      } catch (e) {
        throw new Error(`theme-classic refuses the navbar item ${JSON.stringify(withKey)}: ${(e as Error).message}`);
      }
      cases.push({ key: `navbar.items[${variant}].${prop}`, prop, base, item: withKey });
    }
  }
  return cases;
}
