import type { IslandElement } from '../theme/builtins/mdx-render-context.js';

/**
 * An island as the browser receives it: the component's server markup inside `<fe-island>`, its props as JSON in a
 * script that is never executed (escaped so no `</script>` can end it), which the loader passes to hydrateRoot.
 * Props must be JSON; `children` is kept only when it is text.
 */
export function islandHtml(island: IslandElement, index: number, innerHtml: string): string {
  const propsId = `fe-island-props-${index}`;
  const props = Object.fromEntries(
    Object.entries(island.element.props as Record<string, unknown>).filter(([k, v]) => k !== 'children' || typeof v === 'string'),
  );
  const json = JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<fe-island data-component="${attr(island.component)}" data-mode="${attr(island.mode)}" data-props-id="${propsId}">${innerHtml}</fe-island><script type="application/json" id="${propsId}">${json}</script>`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
