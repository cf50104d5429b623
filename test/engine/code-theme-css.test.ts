import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contrast } from '../../src/core/contrast.js';
import { codeThemeCss } from '../../src/markdown/code-theme-css.js';

/** The `--shiki-*` variables of one colour mode's block (`:root{…}` or `[data-theme=dark]{…}`). */
function variables(css: string, selector: string): Map<string, string> {
  const block = css.slice(css.indexOf(selector + '{') + selector.length + 1, css.indexOf('}', css.indexOf(selector + '{')));
  return new Map(
    block
      .split(';')
      .map((d) => d.split(':') as [string, string])
      .map(([k, v]) => [k.replace(/^--shiki-/, ''), v]),
  );
}

// A highlighted line (`{2}`, `highlight-next-line`) has a darker (lighter in dark mode) background than the block:
// with github-light-default, keywords (#cf222e) fell to 4.47:1 and comments (#6e7781) to 3.9:1 on it (axe and
// Lighthouse's color-contrast failed on the `fe-docs init` tutorial). Each token now has a shade for such lines.
for (const [light, dark] of [
  ['github-light-default', 'github-dark-default'],
  ['github-light', 'dracula'],
  ['min-light', 'min-dark'],
  ['solarized-light', 'solarized-dark'],
]) {
  test(`${light} / ${dark}: every token reads at 4.5:1 on a highlighted line, in both modes`, async () => {
    const css = await codeThemeCss({ light, dark });
    for (const [selector, mode] of [
      [':root', 'light'],
      ['[data-theme=dark]', 'dark'],
    ]) {
      const vars = variables(css, selector);
      const bg = vars.get('highlighted');
      assert.ok(bg, `${mode}: --shiki-highlighted`);
      const tokens = [...vars.keys()].filter((k) => k.startsWith('hl-'));
      assert.ok(tokens.length > 10, `${mode}: a shade per token`);
      for (const k of tokens)
        assert.ok(contrast(vars.get(k)!, bg) >= 4.5, `${mode} ${k}: ${vars.get(k)} on ${bg} is ${contrast(vars.get(k)!, bg).toFixed(2)}:1`);
      // A colour that already reads is kept as the theme gives it.
      for (const k of tokens) {
        const own = vars.get(k.slice(3))!;
        if (contrast(own, bg) >= 4.6) assert.equal(vars.get(k), own, `${mode} ${k}`);
      }
    }
    assert.match(css, /\.line\.highlighted\{background:var\(--shiki-highlighted\);color:var\(--shiki-hl-foreground\)\}/);
    assert.match(css, /\.line\.highlighted \.t-keyword\{color:var\(--shiki-hl-token-keyword\)\}/);
  });
}
