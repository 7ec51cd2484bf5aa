import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import { documentedSchemaOf, namedComponents, type JsonSchema } from './common/openapi-names';
import { API_BASE_PATH, API_VERSION, contract } from './index';

/**
 * The OpenAPI 3.1 document of the contract (committed as openapi.json, served at /api/v1/openapi.json), built from
 * the ts-rest routes and their zod schemas: schemas named with `component(...)` become `#/components/schemas/<name>`,
 * schemas with `documentedAs(...)` read as they say (integers carried as text, refinements), error statuses refer
 * to shared responses, and every answer documents its request-id and rate-limit headers. Routes that take an
 * Idempotency-Key share its parameter, the Idempotent-Replayed header and the 409/422 answers of the protocol; a
 * route's `metadata.openApi.eventStream` adds its Server-Sent Events form as a named schema.
 */
const SCHEMAS = '#/components/schemas/';

type Mode = 'input' | 'output';

/** zod → JSON Schema (2020-12 compatible, as OpenAPI 3.1 uses), with named components referenced by `$ref`. */
function toJsonSchema(schema: ZodTypeAny, mode: Mode, root = true): JsonSchema {
  const own = componentByDef.get(schema._def);
  if (root && own) return { $ref: `${SCHEMAS}${own}` };
  const converted = zodToJsonSchema(schema, {
    target: 'jsonSchema7',
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: mode === 'input' ? 'input' : 'output',
    override: (def) => {
      const name = componentByDef.get(def);
      if (name && def !== schema._def) return { $ref: `${SCHEMAS}${name}` };
      // A copy: zod-to-json-schema writes into what it is given (e.g. a field's description).
      const documented = documentedByDef.get(def);
      return documented ? structuredClone(documented) : ignoreOverride;
    },
  }) as JsonSchema;
  delete converted.$schema;
  return clean(converted);
}

/** Named components by their zod definition object (what zod-to-json-schema's override receives). */
const componentByDef = new WeakMap<object, string>();

/** The documented form of a zod node, by its definition object (what zod-to-json-schema's override receives). */
const documentedByDef = new WeakMap<object, JsonSchema>();

/** Finds every documentedAs schema reachable from the contract, so the override can know them by `_def`. */
function indexDocumented(schema: unknown, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const zod = schema as ZodTypeAny;
  if ('_def' in zod) {
    const documented = documentedSchemaOf(zod);
    if (documented) documentedByDef.set(zod._def, documented);
    for (const value of Object.values(zod._def as object)) indexDocumented(value, seen);
    const shape = (zod as unknown as { shape?: unknown }).shape;
    if (typeof shape === 'object') indexDocumented(shape, seen);
  } else {
    for (const value of Object.values(schema)) indexDocumented(value, seen);
  }
}

/**
 * Drops `default: undefined`, empty `required` lists and `additionalProperties: false` (zod strips unknown keys of
 * requests rather than refusing them, and responses may gain extension fields), recursively.
 */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (k === 'required' && Array.isArray(v) && v.length === 0) continue;
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = clean(v);
  }
  return out as T;
}

/** Unwraps optional/default wrappers: whether a parameter is required, and its default. */
function unwrapOptional(schema: ZodTypeAny): { inner: ZodTypeAny; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const typeName = (inner._def as { typeName?: string }).typeName;
    if (typeName === 'ZodOptional' || typeName === 'ZodDefault') {
      required = false;
      inner = (inner._def as { innerType: ZodTypeAny }).innerType;
    } else return { inner, required };
  }
}

/** The fields of an object schema, also under refinements (`superRefine` on the credits query). */
function shapeOf(schema: unknown): Record<string, ZodTypeAny> {
  if (!schema || typeof schema !== 'object') return {};
  if ('shape' in schema) return (schema as { shape: Record<string, ZodTypeAny> }).shape ?? {};
  const def = (schema as { _def?: { typeName?: string; schema?: unknown } })._def;
  return def?.typeName === 'ZodEffects' ? shapeOf(def.schema) : {};
}

/** Request headers shared by several routes: documented once under `#/components/parameters/<name>`. */
const SHARED_HEADERS: Record<string, { name: string; header: string }> = {
  'idempotency-key': { name: 'IdempotencyKey', header: 'Idempotency-Key' },
};
const sharedParameters: Record<string, JsonSchema> = {};

/** Whether a route takes the Idempotency-Key header (docs/idempotency.md): it then replays, and answers 409/422. */
const isIdempotent = (route: AppRoute) => 'idempotency-key' in shapeOf(route.headers);

function parameter(name: string, where: 'path' | 'query' | 'header', field: ZodTypeAny): JsonSchema {
  const { inner, required } = unwrapOptional(field);
  const description = field.description ?? inner.description;
  return {
    name,
    in: where,
    required: where === 'path' ? true : required,
    ...(description ? { description } : {}),
    schema: toJsonSchema(inner, 'input'),
  };
}

function parameters(route: AppRoute): JsonSchema[] {
  const out: JsonSchema[] = [];
  const add = (where: 'path' | 'query' | 'header', schema: unknown) => {
    for (const [name, field] of Object.entries(shapeOf(schema))) {
      const shared = where === 'header' ? SHARED_HEADERS[name] : undefined;
      if (!shared) {
        out.push(parameter(name, where, field));
        continue;
      }
      sharedParameters[shared.name] ??= parameter(shared.header, where, field);
      out.push({ $ref: `#/components/parameters/${shared.name}` });
    }
  };
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  add('path', route.pathParams);
  for (const name of pathNames) {
    if (!out.some((p) => p.in === 'path' && p.name === name))
      out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if ('query' in route) add('query', route.query);
  add('header', route.headers);
  return out;
}

const UPLOAD_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
      description: 'One or more files',
    },
  },
};

function requestBody(route: AppRoute): JsonSchema | undefined {
  if (route.method === 'GET' || !('body' in route)) return undefined;
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    return { required: true, content: { 'multipart/form-data': { schema: UPLOAD_SCHEMA } } };
  }
  const body = route.body as unknown;
  if (!body || typeof body === 'symbol') return undefined; // c.noBody()
  if (typeof body !== 'object' || !('_def' in body)) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(body as ZodTypeAny, 'input') } } };
}

/** Errors by status: the shared response each one refers to. */
const ERRORS: Record<string, { name: string; description: string; headers?: string[] }> = {
  400: {
    name: 'BadRequest',
    description: 'Invalid request (the message names the field), or a URL that could not be fetched',
  },
  401: { name: 'Unauthorized', description: 'Missing, malformed or unknown API key' },
  402: { name: 'PaymentRequired', description: 'Not enough credits' },
  403: { name: 'Forbidden', description: 'Not allowed for this key' },
  404: { name: 'NotFound', description: 'Unknown id, or one of another account' },
  405: {
    name: 'MethodNotAllowed',
    description: 'The path exists but not with this method (see the Allow header)',
    headers: ['Allow'],
  },
  409: { name: 'Conflict', description: 'The document is not ready for this yet' },
  413: { name: 'PayloadTooLarge', description: 'A file or the request is larger than the limit' },
  422: { name: 'IdempotencyKeyReused', description: 'The Idempotency-Key was already used with a different request' },
  423: { name: 'Locked', description: 'A chat is already in progress on this tid' },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limit of the API key reached',
    headers: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
  },
  500: { name: 'InternalError', description: 'Unexpected failure' },
  // Routes that take an Idempotency-Key answer 409 for either reason: this name replaces Conflict on them.
  '409-idempotent': {
    name: 'ConflictOrKeyInUse',
    description:
      'The first request with this Idempotency-Key is still running (retry later), or the document is not ready ' +
      'for this yet',
  },
  502: { name: 'BadGateway', description: 'The model provider failed or did not answer in time' },
  503: {
    name: 'Unavailable',
    description: 'Temporarily unavailable (e.g. the database); retry later',
    headers: ['Retry-After'],
  },
};

const HEADERS: Record<string, JsonSchema> = {
  'X-Request-Id': {
    description: "Id of this request (the caller's X-Request-Id when given, else a new UUID); also in the logs",
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed per window for this API key (absent for unlimited keys)',
    schema: { type: 'integer', minimum: 1 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'When the current window ends (Unix time, seconds)',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
  Allow: { description: 'The methods this path supports', schema: { type: 'string' } },
  'Idempotent-Replayed': {
    description: '`true` when this is the stored response of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};
const headerRefs = (names: string[]) =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const OK_HEADERS = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** A route's Server-Sent Events form (`metadata.openApi.eventStream`), e.g. the chats' CHAT_EVENT_STREAM_OPENAPI. */
type EventStream = { name: string; description: string; schema: JsonSchema };
const eventStreamOf = (route: AppRoute) =>
  (route.metadata as { openApi?: { eventStream?: EventStream } } | undefined)?.openApi?.eventStream;
const eventStreams: Record<string, JsonSchema> = {};

function responses(route: AppRoute): JsonSchema {
  const out: JsonSchema = {};
  const declared = route.responses as Record<string, unknown>;
  const ok = declared[200] as ZodTypeAny | undefined;
  const idempotent = isIdempotent(route);
  const content: JsonSchema = {};
  if (ok && typeof ok === 'object' && '_def' in ok) {
    content['application/json'] = { schema: toJsonSchema(ok, 'output') };
  }
  const stream = eventStreamOf(route);
  if (stream) {
    eventStreams[stream.name] ??= { description: stream.description, ...stream.schema };
    content['text/event-stream'] = { schema: { $ref: `${SCHEMAS}${stream.name}` } };
  }
  out['200'] = {
    description:
      (route.summary ?? 'OK') + (stream ? ` (or Server-Sent Events with \`"stream": true\`: ${stream.name})` : ''),
    headers: headerRefs([...OK_HEADERS, ...(idempotent ? ['Idempotent-Replayed'] : [])]),
    ...(Object.keys(content).length ? { content } : {}),
  };
  for (const status of [...Object.keys(declared).filter((s) => s !== '200'), '405']) {
    if (status === '422' && !idempotent) continue; // only the Idempotency-Key protocol answers 422
    const error = ERRORS[status === '409' && idempotent ? '409-idempotent' : status];
    if (error) out[status] = { $ref: `#/components/responses/${error.name}` };
  }
  out.default = { $ref: '#/components/responses/Error' };
  return out;
}

function routesOf(
  router: AppRouter,
  tag: string | undefined,
  out: Array<{ key: string; tag: string; route: AppRoute }>,
) {
  for (const [key, value] of Object.entries(router)) {
    if (isAppRoute(value)) out.push({ key, tag: tag ?? key, route: value });
    else routesOf(value as AppRouter, tag ?? key, out);
  }
  return out;
}

export function buildOpenApiDocument(): Record<string, unknown> {
  for (const [name, schema] of namedComponents()) componentByDef.set(schema._def, name);
  indexDocumented(contract);
  for (const schema of namedComponents().values()) indexDocumented(schema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { key, tag, route } of routesOf(contract, undefined, [])) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const body = requestBody(route);
    const params = parameters(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: key,
      tags: [tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route),
    };
  }

  const schemas: Record<string, JsonSchema> = { ...eventStreams };
  for (const [name, schema] of namedComponents()) {
    if (schemas[name]) throw new Error(`two schemas are named ${name} in the OpenAPI document`);
    schemas[name] = toJsonSchema(schema, name.endsWith('Request') ? 'input' : 'output', false);
  }
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const errorResponses = Object.fromEntries(
    Object.values(ERRORS).map(({ name, description, headers }) => [
      name,
      {
        description,
        headers: headerRefs(['X-Request-Id', ...(headers ?? [])]),
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } },
      },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Docent API',
      version: API_VERSION,
      description:
        'Document analysis REST service: documents, labels, chat over documents or labels (JSON or Server-Sent ' +
        'Events), OCR, models, credits and webhooks. ' +
        'Every endpoint requires `Authorization: Bearer <API_KEY>`. Errors use the body `{"error": {"message": "..."}}`.',
    },
    servers: [{ url: API_BASE_PATH }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The API key, e.g. `Authorization: Bearer dk_k…`' },
      },
      parameters: sorted(sharedParameters),
      schemas: sorted(schemas),
      responses: {
        ...errorResponses,
        Error: {
          description: 'Any other failure',
          headers: headerRefs(['X-Request-Id']),
          content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } },
        },
      },
      headers: HEADERS,
    },
  };
}
