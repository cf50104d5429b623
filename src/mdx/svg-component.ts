import type { Element, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';

/** An element of the SVG as data: tag, React props, children (text is a string). */
type SvgNode = string | { t: string; p: Record<string, unknown>; c: SvgNode[] };

/**
 * The SVG of a file as a tree of React element data: the `<svg>` element (its attributes with React's names:
 * `strokeWidth`, `viewBox`, `xlinkHref`, a `style` object) and its children, without comments, the XML declaration
 * or whitespace-only text. Undefined when the file holds no `<svg>` element.
 */
export function svgTree(text: string): SvgNode | undefined {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: text }] } as unknown as Root) as Root;
  const svg = findSvg(tree.children);
  if (!svg) return undefined;
  // hast-util-to-jsx-runtime knows React's attribute names (SVG's too); its "elements" here are plain data.
  // The runtime passes one child as it is and several as an array (an element here is an object, never an array).
  const record = (type: unknown, props: Record<string, unknown>): SvgNode => {
    const { children, ...rest } = props;
    const list = (Array.isArray(children) ? children : children === undefined ? [] : [children]) as SvgNode[];
    return { t: String(type), p: rest, c: list.filter((c) => typeof c !== 'string' || c.trim() !== '') };
  };
  return toJsxRuntime(svg, {
    Fragment: 'fe-fragment',
    jsx: record as never,
    jsxs: record as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as SvgNode;
}

function findSvg(nodes: RootContent[]): Element | undefined {
  for (const n of nodes) {
    if (n.type !== 'element') continue;
    if (n.tagName === 'svg') return n;
    const inner = findSvg(n.children);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The module an `.svg` import from JavaScript or MDX gets, as Docusaurus' SVGR rule gives it (`@docusaurus/plugin-svgr`,
 * `titleProp: true`): the default export (and `ReactComponent`) is a component rendering the SVG inline, the props
 * given going onto the `<svg>` element, `title`/`titleId` making its `<title>`. Its string value is `url` (a JS
 * expression), so `<img src={Logo}>` still shows the file.
 */
export function svgComponentModule(text: string, url: string): string {
  const tree: SvgNode = svgTree(text) ?? { t: 'svg', p: {}, c: [] };
  return `import { createElement } from 'react';
const tree = ${JSON.stringify(tree)};
const h = (n) => (typeof n === 'string' ? n : createElement(n.t, n.p, ...n.c.map(h)));
const ownTitle = tree.c.findIndex((c) => typeof c !== 'string' && c.t === 'title');
const Svg = ({ title, titleId, ...props }) => {
  const children = tree.c.map(h);
  const titled = title === undefined ? children : children.filter((_, i) => i !== ownTitle);
  if (title) titled.unshift(createElement('title', { id: titleId }, title));
  return createElement('svg', { ...tree.p, 'aria-labelledby': titleId, ...props }, ...titled);
};
Svg.toString = () => ${url};
export default Svg;
export const ReactComponent = Svg;
`;
}
