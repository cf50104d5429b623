/**
 * A path with a segment starting with `.` (`.env`, `.git/config`, `img/.DS_Store`) is never copied nor served;
 * `.well-known` (security.txt, assetlinks.json…) is the one exception.
 */
export function isHiddenPath(segments: readonly string[]): boolean {
  return segments.some((s) => s.startsWith('.') && s !== '.well-known');
}
