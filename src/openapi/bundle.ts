import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import { YamlSource, type YamlPath } from '../core/yaml-source.js';

/** Root key under which the files a definition refers to are copied, so every `$ref` becomes a local one. */
export const FILES_KEY = 'x-fe-docs-files';

export interface BundledSpec {
  /** The definition with every other file inlined under `x-fe-docs-files` and every `$ref` local. */
  data: Record<string, unknown>;
  /** Position of a path of the bundled document in the file it came from. */
  locate(p: YamlPath, opts?: { key?: boolean }): Position;
  /** Position of the `nth` occurrence of a text inside the value at a path (YamlSource#locateText), in its file. */
  locateText(p: YamlPath, needle: string, nth: number): Position;
  /** Whether other files were inlined (then the downloadable copy must be the bundled one). */
  multiFile: boolean;
  diagnostics: Diagnostic[];
}

/**
 * Resolves the relative `$ref`s of a multi-file definition (`./schemas.yaml#/Pet`) against the folder of the file
 * that contains them, never outside the site root and never over the network, and copies each referenced file
 * into the document once. Cycles between files stay `$ref`s, so nothing is expanded.
 */
export async function bundleSpec(root: string, main: YamlSource): Promise<BundledSpec> {
  const diagnostics: Diagnostic[] = [];
  const files: { rel: string; source: YamlSource }[] = [];
  const indexOf = new Map<string, number>();
  const data = structuredClone(main.data) as Record<string, unknown>;

  /** `$ref` in `from` (site-relative path) → local pointer, loading the target file when first seen. */
  const rewrite = async (ref: string, from: string, prefix: string, at: () => Position): Promise<string | undefined> => {
    if (ref.startsWith('#')) return prefix ? `#${prefix}${ref.slice(1)}` : ref;
    const [file, fragment = ''] = ref.split('#', 2);
    const problem = (message: string, hint: string) => (diagnostics.push(diagnostic('openapi-invalid', message, { position: at(), hint })), undefined);
    if (/^[a-z][a-z0-9+.-]*:/i.test(file))
      return problem(
        `\`$ref\` \`${ref}\` points at a URL; fe-docs does not download parts of a definition.`,
        'Save the referenced file next to the definition and point the `$ref` at it with a relative path.',
      );
    let decoded = file;
    try {
      decoded = decodeURI(file);
    } catch {
      // A stray `%` is taken literally.
    }
    const rel = path.posix.normalize(path.posix.join(path.posix.dirname(from), decoded));
    if (decoded.startsWith('/') || rel === '..' || rel.startsWith('../'))
      return problem(
        `\`$ref\` \`${ref}\` points outside the site folder (\`${rel}\`).`,
        'Keep every file of the definition inside the site folder and refer to it with a relative path.',
      );
    let n = indexOf.get(rel);
    if (n === undefined) {
      let text: string;
      try {
        text = await readFile(path.join(root, rel), 'utf8');
      } catch {
        return problem(
          `\`$ref\` \`${ref}\` points at \`${rel}\`, which cannot be read.`,
          'Fix the path; it is relative to the folder of the file that contains the `$ref`.',
        );
      }
      const source = new YamlSource(rel, text, 0, 'openapi-invalid');
      if (source.syntaxErrors.length) return void diagnostics.push(...source.syntaxErrors);
      n = files.length;
      indexOf.set(rel, n);
      files.push({ rel, source });
      const copy = structuredClone(source.data);
      (data[FILES_KEY] ??= []) as unknown[];
      (data[FILES_KEY] as unknown[])[n] = copy;
      await walk(copy, rel, `/${FILES_KEY}/${n}`, source, []);
    }
    return `#/${FILES_KEY}/${n}${fragment}`;
  };

  // Iterative over objects, so a deeply nested file cannot overflow the stack here.
  const walk = async (value: unknown, from: string, prefix: string, source: YamlSource, base: YamlPath): Promise<void> => {
    const stack: [unknown, YamlPath][] = [[value, base]];
    while (stack.length) {
      const [v, p] = stack.pop()!;
      if (!v || typeof v !== 'object') continue;
      const o = v as Record<string, unknown>;
      if (typeof o.$ref === 'string') {
        const local = await rewrite(o.$ref, from, prefix, () => source.locate([...p, '$ref']));
        if (local !== undefined) o.$ref = local;
      }
      for (const [k, x] of Object.entries(o)) if (x && typeof x === 'object') stack.push([x, [...p, Array.isArray(o) ? Number(k) : k]]);
    }
  };
  await walk(data, main.file, '', main, []);

  const locate = (p: YamlPath, opts?: { key?: boolean }): Position => {
    if (p[0] === FILES_KEY && typeof p[1] === 'number' && files[p[1]]) return files[p[1]].source.locate(p.slice(2), opts);
    return main.locate(p, opts);
  };
  const locateText = (p: YamlPath, needle: string, nth: number): Position => {
    if (p[0] === FILES_KEY && typeof p[1] === 'number' && files[p[1]]) return files[p[1]].source.locateText(p.slice(2), needle, nth);
    return main.locateText(p, needle, nth);
  };
  return { data, locate, locateText, multiFile: files.length > 0, diagnostics };
}
