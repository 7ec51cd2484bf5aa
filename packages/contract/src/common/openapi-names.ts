import type { ZodTypeAny } from 'zod';

/** A JSON Schema fragment, as written into the OpenAPI document. */
export type JsonSchema = Record<string, unknown>;

const components = new Map<string, ZodTypeAny>();
const documented = new WeakMap<ZodTypeAny, JsonSchema>();

/**
 * Names a schema as an OpenAPI component: the document lists it under `#/components/schemas/<name>` and refers to it
 * by `$ref` wherever the contract uses this schema (so generated clients get a type of that name). One line next to
 * the schema: `export const Doc = component('Doc', z.object({...}));`
 */
export function component<T extends ZodTypeAny>(name: string, schema: T): T {
  const existing = components.get(name);
  if (existing && existing !== schema) throw new Error(`two schemas are named ${name} in the OpenAPI document`);
  components.set(name, schema);
  return schema;
}

/**
 * Says how a schema reads in the OpenAPI document when zod's own shape says it badly: a value parsed from text
 * (`intParam`: an integer in a header or query string), or a rule written as a refinement (metadata's key count).
 */
export function documentedAs<T extends ZodTypeAny>(schema: T, jsonSchema: JsonSchema): T {
  documented.set(schema, jsonSchema);
  return schema;
}

export const namedComponents = (): ReadonlyMap<string, ZodTypeAny> => components;
export const documentedSchemaOf = (schema: ZodTypeAny): JsonSchema | undefined => documented.get(schema);
