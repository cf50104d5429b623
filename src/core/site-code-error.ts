import type { Position } from './position.js';

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
