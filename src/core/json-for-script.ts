/**
 * JSON that is safe inside an inline <script> (JavaScript or `type="application/json"`): `<`, `>` and `&` become
 * \u escapes so no value can write `</script>` or `<!--`, and U+2028/2029 too (line ends in older JavaScript).
 * The result parses to the same value both as JSON and as a JavaScript expression.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'undefined').replace(UNSAFE, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

const UNSAFE = /[<>&\u2028\u2029]/g;
