import type { Root } from 'mdast';
import type { Options } from 'mdast-util-from-markdown';
import type { Event } from 'micromark-util-types';

/**
 * mdast-util-from-markdown's `compiler` (scripts/generate-from-markdown-compiler.mjs): its config of handlers is built
 * and the extensions merged once; each call of the returned function turns one document's micromark events into a
 * tree, with compile data of its own.
 */
export function compiler(options?: Options | null): (events: Event[]) => Root;
