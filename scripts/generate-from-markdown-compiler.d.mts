export const GENERATED_FILE: string;
export function installedFromMarkdown(): { dir: string; version: string };
export function generateFromMarkdownCompiler(): string;
