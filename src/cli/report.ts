import { formatPosition } from '../core/position.js';
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { escapeControl } from '../core/terminal-text.js';

/**
 * `content/docs/x.md:12:5 error Broken link to /docs/nope (…) [broken-link]`, one line per problem, sorted by
 * file, with the fix on an indented line, then a summary line.
 */
export function formatReport(diagnostics: readonly Diagnostic[], opts: { color?: boolean } = {}): string {
  const c = opts.color ? { red: '\x1b[31m', yellow: '\x1b[33m', dim: '\x1b[2m', reset: '\x1b[0m' } : { red: '', yellow: '', dim: '', reset: '' };
  const lines: string[] = [];
  // Every text that can come from the site is escaped: no file name, route or message can move the cursor, colour the
  // terminal or forge a line of the report.
  for (const d of sortDiagnostics(diagnostics)) {
    const where = d.position ? escapeControl(formatPosition(d.position)) : '(site)';
    const sev = d.severity === 'error' ? `${c.red}error${c.reset}` : `${c.yellow}warning${c.reset}`;
    lines.push(`${where} ${sev} ${escapeControl(d.message)} [${d.code}]`);
    if (d.hint) lines.push(`  ${c.dim}${escapeControl(d.hint)}${c.reset}`);
    for (const r of d.related ?? []) lines.push(`  ${c.dim}see ${escapeControl(formatPosition(r))}${c.reset}`);
  }
  lines.push(summary(diagnostics));
  return lines.join('\n');
}

export interface ReportCounts {
  errors: number;
  warnings: number;
  files: number;
}

export function counts(diagnostics: readonly Diagnostic[]): ReportCounts {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors, files: new Set(diagnostics.map((d) => d.position?.file ?? '(site)')).size };
}

export function summary(diagnostics: readonly Diagnostic[]): string {
  const { errors, warnings, files } = counts(diagnostics);
  if (!diagnostics.length) return '✔ no problems found';
  return `${errors ? '✖' : '⚠'} ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

export function reportColor(stream: { isTTY?: boolean }): boolean {
  return !!stream.isTTY && !process.env.NO_COLOR;
}

/**
 * `fe-docs check --format json`: the same diagnostics as data, for editors and CI annotations. Version 1:
 * `{ version, diagnostics: Diagnostic[] (code, severity, message, position {file,line,column}, hint, related),
 * summary: { errors, warnings, files, text } }`, diagnostics sorted by file, line and column.
 */
export function jsonReport(diagnostics: readonly Diagnostic[]) {
  return { version: 1, diagnostics: sortDiagnostics(diagnostics), summary: { ...counts(diagnostics), text: summary(diagnostics) } };
}
