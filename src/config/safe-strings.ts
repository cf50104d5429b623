import { z } from 'zod';
import { unsafeNameReason, unsafePathReason } from '../core/output-path.js';

const HINT = 'routes and slugs are paths inside the site: write them without `.`/`..` segments, backslashes or control characters';
const LONG_HINT = 'every segment of a route becomes a folder name of the output: shorten it';

/** A slug, route or route base path: becomes part of an output path, so it may not climb out of its place. */
export const safeRouteString = () =>
  z.string().superRefine((s, ctx) => {
    const reason = unsafePathReason(s);
    if (reason) ctx.addIssue({ code: 'custom', message: `cannot be a route: ${reason} (${reason.includes('bytes long') ? LONG_HINT : HINT})` });
  });

/** A name that becomes one file or folder name of the output (an OpenAPI id, a locale). */
export const safeNameString = () =>
  z.string().superRefine((s, ctx) => {
    const reason = unsafeNameReason(s);
    if (reason)
      ctx.addIssue({ code: 'custom', message: `\`${s}\` cannot be a file name in the output: ${reason}; use letters, digits, \`-\`, \`_\` and \`.\`` });
  });
