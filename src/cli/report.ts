import { formatPosition } from '../core/position.js';
import type { Diagnostic } from '../core/diagnostics.js';

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY && !process.env.NO_COLOR;

/**
 * `content/docs/x.md:12:5 error Broken link to /docs/nope (…) [broken-link]`, one line per problem, sorted by
 * file, with the fix on an indented line, then a summary line.
 */
export function formatReport(diagnostics: readonly Diagnostic[], opts: { color?: boolean } = {}): string {
  const c = opts.color ? { red: '\x1b[31m', yellow: '\x1b[33m', dim: '\x1b[2m', reset: '\x1b[0m' } : { red: '', yellow: '', dim: '', reset: '' };
  const lines: string[] = [];
  for (const d of diagnostics) {
    const where = d.position ? formatPosition(d.position) : '(site)';
    const sev = d.severity === 'error' ? `${c.red}error${c.reset}` : `${c.yellow}warning${c.reset}`;
    lines.push(`${where} ${sev} ${d.message} [${d.code}]`);
    if (d.hint) lines.push(`  ${c.dim}${d.hint}${c.reset}`);
    for (const r of d.related ?? []) lines.push(`  ${c.dim}see ${formatPosition(r)}${c.reset}`);
  }
  lines.push(summary(diagnostics));
  return lines.join('\n');
}

export function summary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const files = new Set(diagnostics.map((d) => d.position?.file ?? '(site)')).size;
  if (!diagnostics.length) return '✔ no problems found';
  return `${errors ? '✖' : '⚠'} ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

export function reportColor(stream: NodeJS.WriteStream): boolean {
  return !!useColor(stream);
}
