import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

const doc = buildOpenApiDocument() as any;
const op = (path: string, method: string) => doc.paths[path][method];
const param = (path: string, method: string, name: string) =>
  op(path, method).parameters.find((p: any) => p.name === name);

describe('openapi.json', () => {
  it('is up to date with the contract (run `pnpm --filter @docent/contract openapi`)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(doc))) as any;
    expect(api.openapi).toBe('3.1.0');
  });

  it('lists every SPEC.md path', () => {
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/models',
      '/models/{options}',
      '/credits',
      '/doc',
      '/doc/upload/{options}',
      '/doc/{docid}',
      '/doc/{docid}/link',
      '/doc/{docid}/chat',
      '/doc/{docid}/ocr',
      '/label',
      '/label/{labelid}/upload/{options}',
      '/label/{labelid}',
      '/label/{labelid}/chat',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('names the resources as components, so generated clients get named types (openapi-typescript)', async () => {
    const named = [
      'Doc',
      'Label',
      'Model',
      'Metadata',
      'ChatRequest',
      'ChatResult',
      'CreditsReport',
      'LedgerItem',
      'Error',
    ];
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(named));
    expect(op('/doc/{docid}', 'get').responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Doc',
    });
    expect(op('/doc/{docid}/chat', 'post').requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ChatRequest',
    });
    const ts = astToString(await openapiTS(structuredClone(doc)));
    for (const name of named) expect(ts).toMatch(new RegExp(`\\n\\s+${name}: \\{`));
    expect(ts).toMatch(/docid: string;/);
    expect(ts).toMatch(/"da-workspace"\?: number;/);
    expect(ts).toMatch(/adherence\??: "strict" \| "high" \| "balanced" \| "low" \| "free";/);
  });

  it('types integers as int32 with their ranges and defaults, ids with their patterns', () => {
    const int = (min: number, max: number, dflt?: number) => ({
      type: 'integer',
      format: 'int32',
      minimum: min,
      maximum: max,
      ...(dflt === undefined ? {} : { default: dflt }),
    });
    expect(param('/doc', 'get', 'da-workspace').schema).toEqual(int(0, 32767, 0));
    expect(param('/doc', 'get', 'offset').schema).toEqual(int(0, 2147483647, 0));
    expect(param('/doc', 'get', 'limit').schema).toEqual(int(1, 2000, 100));
    expect(param('/credits', 'get', 'limit').schema).toEqual(int(1, 200, 100));
    expect(param('/credits', 'get', 'workspace').schema).toEqual(int(0, 32767));
    expect(param('/credits', 'get', 'reason')).toMatchObject({
      required: false,
      schema: { enum: ['chat', 'chatbot', 'api', 'other'] },
    });
    expect(param('/doc/{docid}/pages/{page}/text', 'get', 'page').schema).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(doc.components.schemas.Doc.properties.workspace).toEqual(int(0, 32767));
    expect(doc.components.schemas.Doc.properties.docid).toEqual({ type: 'string', pattern: '^d[0-9a-z]{15}$' });
    expect(param('/doc/{docid}', 'get', 'docid')).toMatchObject({
      required: true,
      schema: { pattern: '^d[0-9a-z]{15}$' },
    });
    const labelid = param('/label/{labelid}', 'get', 'labelid').schema.pattern;
    for (const ok of ['l0123456789abcd', '3f2c6a1e-1b2c-4d5e-8f90-0a1b2c3d4e5f'])
      expect(ok).toMatch(new RegExp(labelid));
    for (const bad of ['x0123456789abcd', 'l01', '{}']) expect(bad).not.toMatch(new RegExp(labelid));
    expect('l0123456789abcd,l0123456789abce').toMatch(
      new RegExp(param('/label/{labelid}/upload/{options}', 'post', 'labelid').schema.pattern),
    );
  });

  it('carries every SPEC.md rule: metadata limits, enums, ranges, required bodies', () => {
    expect(doc.components.schemas.Metadata).toMatchObject({
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: '^[A-Za-z0-9]+$', maxLength: 40 },
      additionalProperties: { type: 'string', maxLength: 200 },
    });
    const chat = doc.components.schemas.ChatRequest;
    expect(chat.required).toEqual(['prompt']);
    expect(chat.properties.pcap).toEqual({ type: 'number', minimum: 0.05, maximum: 0.6, default: 0.1 });
    expect(chat.properties.budget).toEqual({ type: 'number', exclusiveMinimum: 0 }); // any JSON number (DESIGN.md)
    expect(chat.properties.ocap).toEqual({ type: 'number', exclusiveMinimum: 0, default: 1024 });
    expect(chat.properties.lang.enum).toHaveLength(15);
    expect(doc.components.schemas.CreateLabelRequest.required).toEqual(['name', 'color']);
    expect(doc.components.schemas.Error.properties.error.properties.message.maxLength).toBe(500);
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        if (operation.requestBody) expect(operation.requestBody.required, `${method} ${path}`).toBe(true);
      }
    }
    expect(op('/doc', 'post').requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateDocRequest',
    });
    expect(doc.components.schemas.CreateDocRequest.properties.url).toMatchObject({ type: 'string', format: 'uri' });
    expect(op('/doc/upload/{options}', 'post').requestBody.content['multipart/form-data'].schema.required).toEqual([
      'file',
    ]);
  });

  it('documents error responses and the request-id and rate-limit headers', () => {
    const responses = op('/doc/{docid}/chat', 'post').responses;
    for (const status of ['400', '401', '402', '404', '423', '429', '502'])
      expect(responses[status], status).toHaveProperty('$ref');
    expect(responses.default).toEqual({ $ref: '#/components/responses/Error' });
    const okHeaders = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
    expect(Object.keys(op('/doc/{docid}', 'get').responses['200'].headers)).toEqual(okHeaders);
    expect(Object.keys(responses['200'].headers)).toEqual([...okHeaders, 'Idempotent-Replayed']);
    expect(Object.keys(doc.components.responses.TooManyRequests.headers)).toContain('Retry-After');
    expect(doc.components.responses.Locked.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names the extensions too: webhooks, citations, the chat event stream, the Idempotency-Key protocol', async () => {
    const schemas = doc.components.schemas;
    const named = [
      'CreateWebhookRequest',
      'Webhook',
      'WebhookWithSecret',
      'WebhookDelivery',
      'WebhookAttempt',
      'WebhookTestResult',
      'WebhookEvent',
      'Citation',
      'ChatEventStream',
      'ChatStreamDelta',
      'ChatStreamError',
      'OcrProgress',
    ];
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(named));
    const ts = astToString(await openapiTS(structuredClone(doc)));
    for (const name of named) expect(ts, name).toMatch(new RegExp(`\\n\\s+${name}: `));

    const json = (path: string, method: string) => op(path, method).responses['200'].content['application/json'].schema;
    expect(op('/webhooks', 'post').requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateWebhookRequest',
    });
    expect(json('/webhooks', 'post').properties.data).toEqual({ $ref: '#/components/schemas/WebhookWithSecret' });
    expect(json('/webhooks', 'get').properties.data.items).toEqual({ $ref: '#/components/schemas/Webhook' });
    expect(json('/webhooks/{id}/deliveries', 'get').properties.data.items).toEqual({
      $ref: '#/components/schemas/WebhookDelivery',
    });
    expect(json('/webhooks/{id}/test', 'post').properties.data).toEqual({
      $ref: '#/components/schemas/WebhookTestResult',
    });
    expect(schemas.WebhookDelivery.properties.attempts.items).toEqual({ $ref: '#/components/schemas/WebhookAttempt' });
    expect(schemas.CreateWebhookRequest.properties.events.items.enum).toContain('document.ready');
    expect(param('/webhooks/{id}', 'delete', 'id').schema.pattern).toBe('^w[0-9a-z]{15}$');
    expect(schemas.ChatResult.properties.citations.items).toEqual({ $ref: '#/components/schemas/Citation' });
    expect(schemas.Doc.properties.embeddings.anyOf[0].enum).toEqual(['pending', 'ready', 'failed']);
    expect(schemas.ChatRequest.properties.stream).toMatchObject({ type: 'boolean' });

    for (const path of ['/doc/{docid}/chat', '/label/{labelid}/chat']) {
      expect(op(path, 'post').responses['200'].content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ChatResult' } },
        'text/event-stream': { schema: { $ref: '#/components/schemas/ChatEventStream' } },
      });
    }
    expect(schemas.ChatEventStream).toMatchObject({ type: 'string', contentMediaType: 'text/event-stream' });

    // Every create takes the shared Idempotency-Key parameter, may replay, and answers 409/422 by name.
    const creates: Array<[string, string]> = [
      ['/doc', 'post'],
      ['/doc/upload/{options}', 'post'],
      ['/label', 'post'],
      ['/label/{labelid}/upload/{options}', 'post'],
      ['/doc/{docid}/chat', 'post'],
      ['/label/{labelid}/chat', 'post'],
      ['/doc/{docid}/ocr', 'post'],
    ];
    for (const [path, method] of creates) {
      const operation = op(path, method);
      expect(operation.parameters, path).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(operation.responses['200'].headers['Idempotent-Replayed'], path).toEqual({
        $ref: '#/components/headers/Idempotent-Replayed',
      });
      expect(operation.responses['409'], path).toEqual({ $ref: '#/components/responses/ConflictOrKeyInUse' });
      expect(operation.responses['422'], path).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
    }
    expect(op('/doc/{docid}', 'put').responses['422']).toBeUndefined(); // only the Idempotency-Key protocol answers 422
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { maxLength: 255 },
    });
    expect(doc.components.responses.IdempotencyKeyReused.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });
});
