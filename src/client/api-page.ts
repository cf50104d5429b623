/** Light enhancement of API reference pages (issue 6 fills this in). */
export function initApiPage(): void {}
