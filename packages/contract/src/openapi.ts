import { generateOpenApi } from '@ts-rest/open-api';
import { API_BASE_PATH, API_VERSION, contract } from './index';

const uploadSchema = {
  type: 'object' as const,
  required: ['file'],
  properties: { file: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } } },
};

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
        if (route.method !== 'GET' && 'contentType' in route && route.contentType === 'multipart/form-data') {
          return { ...operation, requestBody: { required: true, content: { 'multipart/form-data': { schema: uploadSchema } } } };
        }
        return operation;
      },
    },
  ) as Record<string, unknown>;
}
