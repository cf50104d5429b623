/**
 * theme-mermaid's `@theme/Mermaid` in the browser: each `<div class="docusaurus-mermaid-container">` the build wrote for
 * a ```mermaid block (its source as text) is drawn with the site's installed `mermaid` package, configured as
 * theme-mermaid's `useMermaidConfig()` does (`{startOnLoad: false, ...themeConfig.mermaid.options, theme:
 * themeConfig.mermaid.theme[colorMode]}`), and drawn again when the colour mode changes. This module is bundled per
 * site with that package (docusaurus/output/mermaid-bundle.ts), as a chunk only pages with a diagram load
 * (features.ts); the entry hands it the package and the site's config.
 */

type OnEachPage = (fn: () => void) => void;

/** The part of mermaid's API theme-mermaid uses (mermaid ≥ 10). */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (el: Element) => void }>;
}

/** `themeConfig.mermaid` after theme-mermaid's validation (its defaults filled). */
export interface MermaidThemeConfig {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

/** theme-mermaid's `MermaidContainerClassName`. */
const CONTAINER = 'docusaurus-mermaid-container';

/** Each diagram's source, kept once it is drawn (its text is then replaced by the SVG). */
const sources = new WeakMap<Element, string>();
/** The colour mode each diagram was last drawn in. */
const drawnIn = new WeakMap<Element, string>();

const colorMode = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function drawMermaidDiagrams(mermaid: MermaidApi, themeConfig: MermaidThemeConfig, onEachPage: OnEachPage): void {
  // mermaid is one mutable singleton (initialize() sets the config render() reads): one diagram at a time.
  let queue: Promise<void> = Promise.resolve();
  const drawAll = () => {
    const mode = colorMode();
    const config = { startOnLoad: false, ...themeConfig.options, theme: themeConfig.theme[mode] };
    for (const el of document.querySelectorAll(`div.${CONTAINER}`)) {
      if (!sources.has(el)) sources.set(el, el.textContent ?? '');
      if (drawnIn.get(el) === mode) continue;
      drawnIn.set(el, mode);
      queue = queue.then(() => draw(mermaid, el, sources.get(el)!, config));
    }
  };
  onEachPage(drawAll);
  // theme-common's colour mode: the toggle (and the system preference) set `data-theme` on <html>.
  new MutationObserver(drawAll).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

/** A random id, as theme-mermaid's `useMermaidId()` (mermaid rejects some characters React's ids have). */
const newId = () => `mermaid-svg-${Math.round(Math.random() * 10000000)}`;

async function draw(mermaid: MermaidApi, el: Element, text: string, config: Record<string, unknown>): Promise<void> {
  if (!el.isConnected) return;
  const id = newId();
  mermaid.initialize(config);
  try {
    const { svg, bindFunctions } = await mermaid.render(id, text);
    el.innerHTML = svg;
    el.setAttribute('data-drawn', '');
    bindFunctions?.(el);
  } catch (e) {
    // mermaid leaves an error drawing in the document (theme-mermaid removes it too); the source stays shown.
    document.querySelector(`#d${id}`)?.remove();
    console.error('[fe-docs] a Mermaid diagram could not be drawn:', e);
  }
}
