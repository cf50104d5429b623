/** A failure that is not the user's input (a bug, a disk error); printed with its cause chain. */
export class FeDocsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FeDocsError';
  }
}

/** "1. outer (via FeDocsError)\n2. inner (via Error)" — the cause chain as a numbered list. */
export function formatCauseChain(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  let i = 1;
  while (current && i < 10) {
    const e = current as { message?: string; name?: string; cause?: unknown };
    lines.push(`${i}. ${e.message ?? String(current)} (via ${e.name ?? typeof current})`);
    current = e.cause;
    i++;
  }
  return lines.join('\n');
}
