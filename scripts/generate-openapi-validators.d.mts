/** Path of src/openapi/schema-validators.generated.js. */
export const GENERATED_FILE: string;
/** The text the generator writes into GENERATED_FILE for the installed parser and ajv. */
export function generateOpenApiValidators(): Promise<string>;
/** The ajv options that decide the generated code, as a string (same as src/openapi/precompiled-schemas.ts#optionsKey). */
export function optionsKey(opts: Record<string, unknown>): string;
export function schemaHash(schema: unknown): string;
