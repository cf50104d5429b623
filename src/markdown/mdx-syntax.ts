/**
 * A cheap look for MDX syntax in a Markdown body, line by line, without parsing: Docusaurus 3 reads every `.md` file
 * as MDX, but most files use none of it, and those keep the plain Markdown path (workers, disk cache). Code fences,
 * inline code and HTML comments are skipped. It errs towards MDX: a false hit costs one slower render, a miss would
 * print MDX as text.
 */
export interface MdxSyntaxHit {
  kind: 'import' | 'export' | 'component' | 'expression';
  line: number;
  column: number;
  /** The text that was found, e.g. `import Tabs from '@theme/Tabs';` or `<Tabs`. */
  text: string;
}

/** The tokens that can start MDX or hide it (code fences, comments, inline code), in one pass over the text. */
const TOKEN = /^ {0,3}(`{3,}|~{3,})|^(?:import|export)\s|<!--|`+|[<{]/gm;
/** An ESM line as MDX reads it: at the start of a line, the statement forms an author writes. */
const IMPORT = /^import\s*(?:['"]|[\w$*{][^\n]*?\bfrom\s*['"]|\{[^'"\n}]*$|[\w$]+\s*,\s*\{[^'"\n}]*$)/my;
const EXPORT = /^export\s+(?:const|let|var|function|async|class|default|\{|\*)/y;
/** `<Tabs`, `</Tabs`, `<Foo.Bar`, `<>`: a component or fragment (a lowercase name is HTML, fine in Markdown). */
const COMPONENT = /<\/?(?:[A-Z][\w$]*(?:\.[\w$]+)*|[a-z][\w$]*\.[\w$.]+)(?=[\s/>])|<>/y;
/** `{#custom-id}` closing a heading line (escaped for MDX by heading-ids.ts). */
const HEADING_ID = /\{#[^}\s]+\}[ \t]*(?:\n|$)/y;
const HEADING = /^ {0,3}#{1,6}[ \t]/;
/** The opening line of an ```mdx-code-block fence (3 or 4 backticks, as Docusaurus' `unwrapMdxCodeBlocks`). */
const MDX_CODE_BLOCK = /^ *`{3,4} *mdx-code-block\s*$/;
/** Anything worth a closer look; most pages without MDX have none outside code. */
const ANY = /^(?:import|export)\s|<\/?[A-Za-z][\w$]*[.\s/>]|<>|\{/m;
const PRINTED = /^(?:import|export)\s|<\/?(?:[A-Z]|[a-z][\w$]*\.[\w$])|<>/m;

/** The first MDX construct of `body` outside code and comments, with its 1-based position; undefined when none. */
export function findMdxSyntax(body: string, kinds: ReadonlySet<MdxSyntaxHit['kind']> = ALL_KINDS): MdxSyntaxHit | undefined {
  if (!(kinds.has('expression') ? ANY : PRINTED).test(body)) return undefined;
  const hit = (kind: MdxSyntaxHit['kind'], at: number, text: string): MdxSyntaxHit => {
    const lineStart = body.lastIndexOf('\n', at - 1) + 1;
    let line = 1;
    for (let i = body.indexOf('\n'); i >= 0 && i < at; i = body.indexOf('\n', i + 1)) line++;
    return { kind, line, column: at - lineStart + 1, text };
  };
  const lineAt = (at: number) => {
    const end = body.indexOf('\n', at);
    return body.slice(at, end < 0 ? body.length : end);
  };
  TOKEN.lastIndex = 0;
  /** The fence of the ```mdx-code-block being read: its content is MDX (Docusaurus unwraps it), its closing line is skipped. */
  let mdxBlock: string | undefined;
  for (let m = TOKEN.exec(body); m; m = TOKEN.exec(body)) {
    const at = m.index;
    const token = m[0];
    if (m[1] && (mdxBlock !== undefined ? lineAt(at).trim() === mdxBlock : MDX_CODE_BLOCK.test(lineAt(at)))) {
      mdxBlock = mdxBlock === undefined ? m[1] : undefined;
      TOKEN.lastIndex = at + lineAt(at).length;
      continue;
    }
    if (m[1]) {
      // A code fence: jump to its closing fence (same character, at least as long, nothing after it), or the end.
      const close = new RegExp(`^ {0,3}${m[1][0] === '`' ? '`' : '~'}{${m[1].length},}[ \\t]*$`, 'gm');
      close.lastIndex = body.indexOf('\n', at) + 1 || body.length;
      const c = close.lastIndex >= body.length ? null : close.exec(body);
      TOKEN.lastIndex = c ? c.index + c[0].length : body.length;
      continue;
    }
    if (token === '<!--') {
      const end = body.indexOf('-->', at + 4);
      TOKEN.lastIndex = end < 0 ? body.length : end + 3;
      continue;
    }
    if (token[0] === '`') {
      // Inline code: to the same run of backticks within the paragraph.
      const end = body.indexOf(token, at + token.length);
      if (end >= 0 && !body.slice(at, end).includes('\n\n')) TOKEN.lastIndex = end + token.length;
      continue;
    }
    if (token.startsWith('import') || token.startsWith('export')) {
      const re = token.startsWith('import') ? IMPORT : EXPORT;
      re.lastIndex = at;
      if (re.test(body)) {
        const kind = token.startsWith('import') ? 'import' : 'export';
        if (kinds.has(kind)) return hit(kind, at, lineAt(at).trim());
      }
      continue;
    }
    if (token === '<') {
      if (!kinds.has('component')) continue;
      COMPONENT.lastIndex = at;
      const c = COMPONENT.exec(body);
      if (c) return hit('component', at, c[0]);
      continue;
    }
    // `{`: an expression, unless escaped or a heading's `{#id}`.
    if (!kinds.has('expression') || body[at - 1] === '\\') continue;
    HEADING_ID.lastIndex = at;
    if (HEADING_ID.test(body) && HEADING.test(body.slice(body.lastIndexOf('\n', at - 1) + 1, at))) continue;
    return hit(
      'expression',
      at,
      body
        .slice(at, at + 40)
        .split('\n')[0]
        .trim(),
    );
  }
  return undefined;
}

const ALL_KINDS: ReadonlySet<MdxSyntaxHit['kind']> = new Set(['import', 'export', 'component', 'expression']);
/** What plain Markdown would print as text or as an unknown tag: reported when a `.md` file is read as Markdown. */
export const PRINTED_AS_TEXT: ReadonlySet<MdxSyntaxHit['kind']> = new Set(['import', 'export', 'component']);
