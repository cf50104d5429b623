import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { diagnostic, sortDiagnostics, type Diagnostic } from '../../core/diagnostics.js';
import { toPosix } from '../../config/load.js';
import { findDocusaurusConfig } from './config-file.js';
import { loadDocusaurusConfigModule } from './load-module.js';
import { mapDocusaurusConfig } from './map-config.js';
import { SHIPPED_DOCS } from '../../core/shipped-docs.js';

/**
 * The site.config.yaml equivalent to a Docusaurus site's config (`fe-docs init --from-docusaurus`): the adapter's
 * mapping written as YAML. Functions (an `editUrl` function, plugins given as functions) have no YAML form: they are
 * left out, each named in a comment at the top and in a warning.
 */
export async function docusaurusConfigYaml(root: string): Promise<{ yaml?: string; configFile?: string; diagnostics: Diagnostic[] }> {
  const configFile = findDocusaurusConfig(root);
  if (!configFile) return { diagnostics: [] };
  const rel = toPosix(path.relative(root, configFile));
  let loaded: unknown;
  try {
    loaded = await loadDocusaurusConfigModule(configFile, rel);
  } catch (e) {
    return {
      configFile,
      diagnostics: [
        diagnostic('docusaurus-config', `\`${rel}\` cannot be loaded: ${String((e as Error).message).split('\n')[0]}`, {
          position: { file: rel, line: 1, column: 1 },
        }),
      ],
    };
  }
  if (!loaded || typeof loaded !== 'object')
    return {
      configFile,
      diagnostics: [diagnostic('docusaurus-config', `\`${rel}\` does not export a configuration object.`, { position: { file: rel, line: 1, column: 1 } })],
    };
  const mapped = await mapDocusaurusConfig(loaded as Record<string, unknown>, { root, configFile, text: readFileSync(configFile, 'utf8') });
  const dropped: string[] = [];
  const diagnostics = [...mapped.diagnostics];
  const data = withoutFunctions(mapped.data, [], dropped);
  for (const where of dropped)
    diagnostics.push(
      diagnostic('docusaurus-unsupported', `\`${where}\` is a function in \`${rel}\` and cannot be written to site.config.yaml; it is left out.`, {
        position: mapped.source.locate(where.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))),
        hint: 'Give a remark/rehype plugin as the path of its module (`./plugins/x.mjs`) or its package name; give `editUrl` as a base URL.',
      }),
    );
  const header = [
    `# Written by \`fe-docs init --from-docusaurus\` from ${rel}. Every key: ${SHIPPED_DOCS.configuration}`,
    ...dropped.map((d) => `# Left out (a function in ${rel}): ${d}`),
  ];
  return { configFile, yaml: `${header.join('\n')}\n${stringify(data, { lineWidth: 0 })}`, diagnostics: sortDiagnostics(diagnostics) };
}

function withoutFunctions(value: unknown, at: (string | number)[], dropped: string[]): unknown {
  if (typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function' && at.includes('markdown'))) {
    dropped.push(at.join('.'));
    return undefined;
  }
  if (Array.isArray(value)) return value.map((v, i) => withoutFunctions(v, [...at, i], dropped)).filter((v) => v !== undefined);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, withoutFunctions(v, [...at, k], dropped)] as const)
        .filter(([, v]) => v !== undefined),
    );
  return value;
}
