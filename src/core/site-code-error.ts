import { diagnostic, type Diagnostic } from './diagnostics.js';
import type { Position } from './position.js';
import { formatLimit, type SiteCodeTimeoutError } from './site-code-watch.js';

/**
 * An exception thrown by the site's own code (a theme override, a component) while fe-docs ran it, with the place in
 * the site's source it came from, so it is reported at that file and line rather than as a crash of fe-docs.
 */
export class SiteCodeError extends Error {
  constructor(
    message: string,
    readonly position: Position,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SiteCodeError';
  }
}

/** The site position an error carries, if it is one of the site's own. */
export function siteCodePosition(e: unknown): Position | undefined {
  return e instanceof SiteCodeError ? e.position : undefined;
}

/**
 * `site-code-timeout` for a hook, config function or generator whose promise did not settle within the limit
 * (`awaitSiteCode`), at `position` (the plugin's file, the config's line).
 */
export function siteCodeTimeoutDiagnostic(e: SiteCodeTimeoutError, position: Position): Diagnostic {
  return diagnostic(
    'site-code-timeout',
    `${e.what.charAt(0).toUpperCase()}${e.what.slice(1)} did not finish within ${formatLimit(e.limitMs)}: the promise it returned never settled, and fe-docs stopped waiting for it.`,
    {
      position,
      hint: 'Make every promise it awaits settle (a request without a timeout, a `new Promise` whose `resolve` is never called); if it is only slow, raise FE_DOCS_SITE_CODE_TIMEOUT_MS (milliseconds).',
    },
  );
}
