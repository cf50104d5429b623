import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { themeFileIn } from '../../core/theme-file.js';
import type { SiteCodeContext } from '../../stages/hooks.js';
import { ThemeComponentsContext } from '../../theme/components-context.js';
import { installedComponent } from './installed-slots.js';
import { installedThemeFile, type DocusaurusRuntime } from './runtime-registry.js';

/**
 * The cards of a generated index page (`link: {type: 'generated-index'}`) as Docusaurus renders them: its
 * DocCategoryGeneratedIndexPage gives the installed `@theme/DocCardList` the current sidebar category's items, so the
 * markup is the installed theme-classic's, whatever its version (3.10's DocCard heading is an icon and a title element).
 * Loaded once per load when the site has such pages (docusaurus/session.ts `routesReady`); undefined when the site
 * overrides `DocCardList` itself (its override fills fe-docs' slot) or has no installed one.
 */
export async function installedCategoryCards(siteCode: SiteCodeContext, runtime: DocusaurusRuntime): Promise<ComponentType<CardsProps> | undefined> {
  if (themeFileIn(siteCode.themeDir, 'DocCardList')) return undefined;
  const file = installedThemeFile(runtime, 'DocCardList', undefined);
  const loaded = file ? await installedComponent(siteCode, runtime, file) : undefined;
  if (!loaded) return undefined;
  const Installed = loaded.component;
  // Without `items`: the installed list takes the current sidebar category's (siblings' in 3.10), which on a
  // category's generated index page are its items, as `useCurrentSidebarCategory().items` gives them there.
  const DocCardList = ({ items, className }: CardsProps) => createElement(Installed, { items, className });
  DocCardList.displayName = 'InstalledDocCardList';
  return DocCardList;
}

/** fe-docs' `DocCardList` slot props (`cards`: fe-docs' own cards, which the installed list does not take) and Docusaurus'. */
interface CardsProps {
  cards?: unknown;
  items?: unknown[];
  className?: string;
}

/**
 * `el` with `cards` in the `DocCardList` slot, unless the site fills that slot itself: fe-docs' DocItem then renders
 * them for the generated index page (theme/layouts/DocItem.tsx).
 */
export function withInstalledCards(cards: ComponentType<CardsProps> | undefined, el: ReactNode): ReactNode {
  return cards ? createElement(CardsSlot, { cards }, el) : el;
}

function CardsSlot({ cards, children }: { cards: ComponentType<CardsProps>; children?: ReactNode }) {
  const outer = useContext(ThemeComponentsContext);
  if (outer?.DocCardList) return children;
  return createElement(ThemeComponentsContext.Provider, { value: { ...outer, DocCardList: cards } }, children);
}
