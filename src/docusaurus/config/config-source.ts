import type { Position } from '../../core/position.js';
import type { YamlPath } from '../../core/yaml-source.js';
import type { ConfigSource } from '../../config/types.js';

/** A path into the Docusaurus config object: `['presets', 0, 1, 'docs', 'sidebarPath']`. */
export type DocusaurusPath = readonly (string | number)[];

/**
 * Positions in a docusaurus.config.* for the values of the `SiteConfig` mapped from it. The config is a program,
 * not data, so a position is found by searching its text: each key of the path in turn, after the previous one, and
 * the n-th element of an array literal by counting its top-level commas. That is exact for the usual shape (one
 * object literal, keys written out) and approximate otherwise; a key that is not in the text at all (computed, or
 * from a required file) gets the position of its nearest ancestor found, or line 1.
 */
export class DocusaurusConfigSource implements ConfigSource {
  /** site.config.yaml path (JSON) → where the value came from in the Docusaurus config. */
  private readonly origins = new Map<string, DocusaurusPath>();

  constructor(
    /** Relative to the site root, e.g. `docusaurus.config.ts`. */
    readonly file: string,
    readonly text: string,
    /** The mapped configuration, in site.config.yaml's shape. */
    readonly data: unknown,
  ) {}

  /** Record that the value at `yamlPath` of the mapped configuration comes from `from` in the Docusaurus config. */
  mark(yamlPath: YamlPath, from: DocusaurusPath): void {
    this.origins.set(JSON.stringify(yamlPath), from);
  }

  locate(yamlPath: YamlPath): Position {
    for (let n = yamlPath.length; n >= 0; n--) {
      const from = this.origins.get(JSON.stringify(yamlPath.slice(0, n)));
      if (from) return this.position(from).position;
    }
    return { file: this.file, line: 1, column: 1 };
  }

  has(yamlPath: YamlPath): boolean {
    let cur: unknown = this.data;
    for (const k of yamlPath) {
      if (cur === null || typeof cur !== 'object') return false;
      cur = (cur as Record<string | number, unknown>)[k];
    }
    return cur !== undefined;
  }

  find(needle: string): Position | undefined {
    const i = this.text.indexOf(needle);
    return i < 0 ? undefined : this.at(i);
  }

  /** Where a Docusaurus config path is written; `exact` is false when only an ancestor (or nothing) was found. */
  position(from: DocusaurusPath): { position: Position; exact: boolean } {
    let offset = 0;
    let found = false;
    for (const seg of from) {
      const next = typeof seg === 'number' ? elementOffset(this.text, offset, seg) : keyOffset(this.text, offset, seg);
      if (next < 0) return { position: this.at(found ? offset : 0), exact: false };
      offset = next;
      found = true;
    }
    return { position: this.at(offset), exact: true };
  }

  private at(offset: number): Position {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++)
      if (this.text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    return { file: this.file, line, column: offset - lineStart + 1 };
  }
}

/** The offset of `key:` (or `'key':`, or a shorthand `key,`) at or after `from`; -1 when absent. */
function keyOffset(text: string, from: number, key: string): number {
  const k = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const re of [new RegExp(`(?<![\\w$.])(['"]?)${k}\\1\\s*:`, 'g'), new RegExp(`(?<![\\w$.'"])${k}(?=\\s*[,}\\n])`, 'g')]) {
    re.lastIndex = from;
    const m = re.exec(text);
    if (m) return m.index;
  }
  return -1;
}

/**
 * The offset of the `index`-th element of the first array literal at or after `from` (after the key that names
 * it); -1 when there is no such literal or element. Strings and comments are skipped while counting.
 */
function elementOffset(text: string, from: number, index: number): number {
  const open = text.indexOf('[', from);
  if (open < 0) return -1;
  let depth = 0;
  let count = 0;
  let wantStart = index === 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
      continue;
    }
    if (depth === 1 && wantStart && !/[\s,]/.test(c)) return i;
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(text, i);
      continue;
    }
    if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') {
      depth--;
      if (depth === 0) return -1;
    } else if (c === ',' && depth === 1 && ++count === index) wantStart = true;
  }
  return -1;
}

function stringEnd(text: string, start: number): number {
  const q = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === q) return i;
  }
  return text.length;
}
