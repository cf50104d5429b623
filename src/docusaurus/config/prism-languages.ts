import { bundledLanguages } from 'shiki/langs';

/**
 * Prism's language names that Shiki lacks or names differently → the Shiki grammar that highlights the same code.
 * Names from Prism's own list of languages and their aliases (`components.json` of PrismJS/prism,
 * https://prismjs.com/#supported-languages); targets from Shiki's bundled languages and their aliases
 * (`bundledLanguagesInfo` of `shiki/langs`). A Prism name Shiki already has under the same name (bash, vim, hcl,
 * terraform, batch, kotlin…) needs no entry. Prism names with no grammar of the same language in Shiki (robotframework,
 * dns-zone-file, uri…) are left out: their blocks are shown as text, with a warning at the block.
 */
const PRISM_TO_SHIKI_LANGUAGE: Record<string, string> = {
  // Prism's core names plain text `plain` (with `plaintext`, `text`, `txt`): no grammar, no warning.
  plain: 'text',
  // Prism's `markup` is HTML, XML, SVG, MathML, SSML, Atom and RSS in one grammar.
  markup: 'html',
  'markup-templating': 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  'xml-doc': 'xml',
  // The base grammar Prism's C-like languages extend.
  clike: 'c',
  objectivec: 'objective-c',
  // Flow is JavaScript with type annotations, usually with JSX: TypeScript's JSX grammar reads both.
  flow: 'tsx',
  'js-extras': 'javascript',
  'js-templates': 'javascript',
  jsdoc: 'javascript',
  mongodb: 'javascript',
  'css-extras': 'css',
  'php-extras': 'php',
  phpdoc: 'php',
  javadoc: 'java',
  javadoclike: 'java',
  dotnet: 'csharp',
  cshtml: 'razor',
  vbnet: 'vb',
  'visual-basic': 'vb',
  vba: 'vb',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  // gitignore-style files: comments and path patterns, as CODEOWNERS' grammar reads them.
  ignore: 'codeowners',
  gitignore: 'codeowners',
  hgignore: 'codeowners',
  npmignore: 'codeowners',
  jsonp: 'json',
  webmanifest: 'json',
  editorconfig: 'ini',
  apacheconf: 'apache',
  django: 'jinja',
  jinja2: 'jinja',
  mustache: 'handlebars',
  context: 'tex',
  rest: 'rst',
  sol: 'solidity',
  wat: 'wasm',
  nasm: 'asm',
  asm6502: 'asm',
  armasm: 'asm',
  'arm-asm': 'asm',
  fortran: 'fortran-free-form',
  objectpascal: 'pascal',
  delphi: 'pascal',
  emacs: 'emacs-lisp',
  actionscript: 'actionscript-3',
  'splunk-spl': 'splunk',
  pq: 'powerquery',
  mscript: 'powerquery',
  mathematica: 'wolfram',
  nb: 'wolfram',
  gettext: 'po',
  gawk: 'awk',
  trig: 'turtle',
  rq: 'sparql',
  n1ql: 'sql',
  oscript: 'bsl',
  arduino: 'cpp',
  ino: 'cpp',
  opencl: 'c',
  cilkc: 'c',
  'cilk-c': 'c',
  cilkcpp: 'cpp',
  'cilk-cpp': 'cpp',
  cilk: 'cpp',
  gradle: 'groovy',
};

/** The table, for `code.aliases`. */
export function prismLanguageAliases(): Record<string, string> {
  return { ...PRISM_TO_SHIKI_LANGUAGE };
}

/** Whether a Prism language name (as `themeConfig.prism.additionalLanguages` lists it) gets a Shiki grammar. */
export function hasShikiGrammar(name: string): boolean {
  const l = name.toLowerCase();
  return l in bundledLanguages || (PRISM_TO_SHIKI_LANGUAGE[l] ?? '') in bundledLanguages;
}
