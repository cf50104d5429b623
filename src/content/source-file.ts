import { isUtf8 } from 'node:buffer';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { MarkdownPluginError } from '../config/markdown-plugins.js';

/** Files above this size get a warning: they slow every build and make a heavy page. */
export const LARGE_FILE_BYTES = 1024 * 1024;

/**
 * A source file's bytes as text. Invalid UTF-8 is decoded as U+FFFD (as before) but now reported at the first bad
 * line; a byte-order mark is dropped, so front matter after it is still recognised; NUL characters become U+FFFD
 * (CommonMark's rule for content, here for the front matter too), reported at the first; a huge file is reported.
 * Every reader of a Markdown source goes through this (the pages, and the Markdown copies llms.txt links to).
 */
export function decodeSource(file: string, bytes: Buffer): { text: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (bytes.length > LARGE_FILE_BYTES) {
    diagnostics.push(
      diagnostic('file-too-large', `\`${file}\` is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; files over ${LARGE_FILE_BYTES / 1024 / 1024} MB slow every build and make a page too heavy to read or download.`, {
        position: { file, line: 1, column: 1 },
        hint: 'Split it into several pages, or move generated data to static/ and link to it.',
      }),
    );
  }
  if (!isUtf8(bytes)) {
    const line = firstInvalidLine(bytes);
    diagnostics.push(
      diagnostic('file-encoding', `\`${file}\` is not valid UTF-8 (first bad byte on line ${line}); bad bytes are shown as �.`, {
        position: { file, line, column: 1 },
        hint: 'Save the file as UTF-8 in your editor (it is probably Latin-1 or Windows-1252).',
      }),
    );
  }
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    const count = text.split('\0').length - 1;
    const lineStart = text.lastIndexOf('\n', nul) + 1;
    const line = text.slice(0, lineStart).split('\n').length;
    diagnostics.push(
      diagnostic('file-nul-character', `\`${file}\` holds ${count === 1 ? 'a NUL character' : `${count} NUL characters`} (U+0000); ${count === 1 ? 'it is' : 'they are'} shown as �.`, {
        position: { file, line, column: nul - lineStart + 1 },
        hint: 'Remove it: a NUL is never meant in text (it often comes from a file saved as UTF-16, or from a copy of binary data).',
      }),
    );
    text = text.replaceAll('\0', '\uFFFD');
  }
  return { text, diagnostics };
}

function firstInvalidLine(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    if (!isUtf8(bytes.subarray(start, end))) return line;
    start = end + 1;
  }
  return line;
}

/** A file that exists in the listing but cannot be read (permissions, a dangling link, removed meanwhile). */
export function fileReadError(file: string, e: unknown): Diagnostic {
  const code = (e as NodeJS.ErrnoException)?.code;
  const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'ENOENT' ? 'it no longer exists or is a dangling link' : code ?? String(e);
  return diagnostic('file-unreadable', `Cannot read \`${file}\`: ${why}.`, {
    position: { file, line: 1, column: 1 },
    hint: code === 'EACCES' || code === 'EPERM' ? 'Give the user running fe-docs read permission on the file (chmod a+r).' : 'Check that the file exists and can be read.',
  });
}

/** An exception fe-docs did not expect while loading `file`: reported on the file, so the rest of the site still loads. */
export function internalError(file: string, e: unknown): Diagnostic {
  if (process.env.FE_DOCS_DEBUG) console.error(e);
  if (e instanceof MarkdownPluginError)
    return diagnostic('config-markdown-plugin', `While rendering \`${file}\`, ${e.message.split('\n')[0].slice(0, 300)}`, {
      position: { file, line: 1, column: 1 },
      hint: `Fix the plugin, or remove it from \`markdown.${e.kind}Plugins\` in site.config.yaml (FE_DOCS_DEBUG=1 prints the stack).`,
    });
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return diagnostic('internal-error', `fe-docs failed while loading \`${file}\` (${message.split('\n')[0].slice(0, 300)}); this is a bug in fe-docs.`, {
    position: { file, line: 1, column: 1 },
    hint: 'Please report it with this file attached (FE_DOCS_DEBUG=1 prints the stack); meanwhile, simplify the part of the file that triggers it.',
  });
}
