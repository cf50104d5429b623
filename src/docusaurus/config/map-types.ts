import type { YamlPath } from '../../core/yaml-source.js';
import type { DocusaurusPath } from './config-source.js';

// The Docusaurus config adapter (map-config.ts): the shapes its parts share.

export type Obj = Record<string, unknown>;

/** One content plugin instance, from the classic preset, a custom preset or `plugins`. */
export interface ContentPlugin {
  kind: 'docs' | 'blog' | 'pages';
  options: Obj;
  /** Where its options are written. */
  at: DocusaurusPath;
}

export type SetValue = (yamlPath: YamlPath, value: unknown, from: DocusaurusPath) => void;
export type Unsupported = (at: DocusaurusPath, what: string, hint: string) => void;

export function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
