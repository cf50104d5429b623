/** Text for an HTML attribute value or element content: `&`, `<`, `>` and `"` escaped. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
