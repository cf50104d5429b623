import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * axe-core (every rule it runs by default: WCAG 2 A/AA and best practices, the engine of Lighthouse's accessibility
 * audits) on the page as it is now. The page must allow the injected script (`launchBrowser()` contexts bypass CSP).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
  })))`) as Promise<AxeViolation[]>;
}

/** Violations as lines to read in an assertion message. */
export function axeReport(violations: AxeViolation[]): string {
  return violations
    .map((x) => `${x.id} (${x.impact}): ${x.help}\n${x.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`)
    .join('\n');
}
