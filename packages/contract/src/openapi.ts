import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';

import { API_BASE_PATH, API_VERSION, contract } from './index';

const uploadSchema = {
  type: 'object' as const,
  required: ['file'],
  properties: { file: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } } },
};

type OperationMapper = NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>;
type OperationObject = ReturnType<OperationMapper>;

/**
 * Extensions declared next to their routes: a streamed 200 (`metadata.openApi.eventStream`), and the replay header of
 * routes that take an Idempotency-Key.
 */
function withExtensions(operation: OperationObject, route: AppRoute): OperationObject {
  const responses = { ...operation.responses };
  const ok = { ...responses['200'], content: { ...responses['200']?.content } };
  type Extensions = { openApi?: { eventStream?: { description: string; schema: object } } } | undefined;
  const stream = (route.metadata as Extensions)?.openApi?.eventStream;
  if (stream) {
    ok.content['text/event-stream'] = { schema: stream.schema };
    ok.description = stream.description;
  }
  const headers = (operation.parameters ?? []) as Array<{ in: string; name: string }>;
  if (headers.some((p) => p.in === 'header' && p.name === 'idempotency-key')) {
    ok.headers = {
      'Idempotent-Replayed': {
        description: '`true` when this is the stored response of an earlier request with the same Idempotency-Key',
        schema: { type: 'string', enum: ['true'] },
      },
    };
    const describe = (status: string, description: string) => ({ ...responses[status], description });
    responses['409'] = describe('409', 'Idempotency-Key: the first request with this key still runs (or a conflict)');
    responses['422'] = describe('422', 'Idempotency-Key: the key was already used with a different request');
  }
  responses['200'] = ok;
  return { ...operation, responses };
}

/** The OpenAPI 3 document of the contract (committed as openapi.json, served at /api/v1/openapi.json). */
export function buildOpenApiDocument(): Record<string, unknown> {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Docent API',
        version: API_VERSION,
        description:
          'Document analysis REST service: documents, labels, chat over documents or labels, OCR, models and credits. ' +
          'Every endpoint requires `Authorization: Bearer <API_KEY>`. Errors use the body `{"error": {"message": "..."}}`.',
      },
      servers: [{ url: API_BASE_PATH }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    {
      setOperationId: true,
      operationMapper: (operation, route) => {
        let mapped = withExtensions(operation, route);
        if (route.method !== 'GET' && 'contentType' in route && route.contentType === 'multipart/form-data') {
          const content = { 'multipart/form-data': { schema: uploadSchema } };
          mapped = { ...mapped, requestBody: { required: true, content } };
        }
        return mapped;
      },
    },
  ) as Record<string, unknown>;
}
