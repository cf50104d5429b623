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

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** An ESM line as MDX reads it: at the start of a line, the statement forms an author writes. */
const IMPORT = /^import\s*(?:[\w$*{]|['"])(?:.*\bfrom\s*['"]|\s*['"]|[^'"]*$)/;
const EXPORT = /^export\s+(?:const|let|var|function|async|class|default|\{|\*)/;
/** `<Tabs`, `</Tabs`, `<Foo.Bar`, `<>`: a component or fragment (a lowercase name is HTML, fine in Markdown). */
const COMPONENT = /<\/?(?:[A-Z][\w$]*(?:\.[\w$]+)*|[a-z][\w$]*\.[\w$.]+)(?=[\s/>])|<>/;
/** An unescaped `{`, other than a `{#custom-id}` at the end of a heading (escaped for MDX by heading-ids.ts). */
const BRACE = /(?<!\\)\{/;
const HEADING_ID_END = /\{#[^}\s]+\}[ \t]*$/;
const HEADING = /^ {0,3}#{1,6}[ \t]/;

/** The first MDX construct of `body` outside code and comments, with its 1-based position; undefined when none. */
export function findMdxSyntax(body: string, kinds: ReadonlySet<MdxSyntaxHit['kind']> = ALL_KINDS): MdxSyntaxHit | undefined {
  if (!/[<{]|^(?:import|export)\s/m.test(body)) return undefined;
  const lines = body.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (f && !inComment) {
      fence = f[1];
      continue;
    }
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) continue;
      inComment = false;
      line = ' '.repeat(end + 3) + line.slice(end + 3);
    }
    if (kinds.has('import') && IMPORT.test(line)) return { kind: 'import', line: i + 1, column: 1, text: line.trim() };
    if (kinds.has('export') && EXPORT.test(line)) return { kind: 'export', line: i + 1, column: 1, text: line.trim() };
    if (!line.includes('<') && !line.includes('{')) continue;
    // Blank out inline code and comments, keeping columns.
    line = line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
    line = line.replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length));
    const open = line.indexOf('<!--');
    if (open >= 0) {
      inComment = true;
      line = line.slice(0, open);
    }
    if (kinds.has('component')) {
      const c = COMPONENT.exec(line);
      if (c) return { kind: 'component', line: i + 1, column: c.index + 1, text: c[0] };
    }
    if (kinds.has('expression')) {
      const scan = HEADING.test(line) ? line.replace(HEADING_ID_END, '') : line;
      const b = BRACE.exec(scan);
      if (b) return { kind: 'expression', line: i + 1, column: b.index + 1, text: scan.slice(b.index, b.index + 40).trim() };
    }
  }
  return undefined;
}

const ALL_KINDS: ReadonlySet<MdxSyntaxHit['kind']> = new Set(['import', 'export', 'component', 'expression']);
/** What plain Markdown would print as text or as an unknown tag: reported when a `.md` file is read as Markdown. */
export const PRINTED_AS_TEXT: ReadonlySet<MdxSyntaxHit['kind']> = new Set(['import', 'export', 'component']);
