/**
 * Text from the site (file names, plugin names, route paths, messages of its exceptions) made safe to print on a
 * terminal: C0 and C1 control characters (ESC starts colour and cursor sequences, CSI is one byte in C1, BEL, a
 * carriage return that overwrites the line, a newline that forges another report line), DEL and the Unicode
 * bidirectional overrides (which reorder what is shown) are written as `\x1b`, `\u202e` escapes. Tabs stay.
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function escapeControl(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
