import express from 'express';
import { createExpressEndpoints } from '@ts-rest/express';
import { API_BASE_PATH, contract } from '@docent/contract';
import { buildOpenApiDocument } from '@docent/contract/openapi';
import { sql } from '@docent/db';
import type { ApiContext } from './context';
import { requireApiKey } from './http/auth';
import { methodNotAllowed, NO_SUCH_ENDPOINT } from './http/method-not-allowed';
import { errorHandler, sendDatabaseUnavailable, sendError, validationErrorHandler } from './http/errors';
import { requireStorableText } from './http/storable-text';
import { buildRouter } from './routes/router';
import { downloadDoc } from './routes/documents/download-doc';
import { installObservability } from './observability/install';
import { mountApiDocs } from './docs/api-docs';

/** The whole HTTP application: health, OpenAPI, and every /api/v1 route behind Bearer auth. */
export function createApp(ctx: ApiContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  installObservability(app, ctx);
  if (ctx.config.trustProxy) app.set('trust proxy', true);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await sql`select 1`.execute(ctx.db);
      res.json({ status: 'ready' });
    } catch {
      sendDatabaseUnavailable(res);
    }
  });

  const openapi = JSON.stringify(buildOpenApiDocument());
  app.get(`${API_BASE_PATH}/openapi.json`, (_req, res) => {
    res.type('application/json').send(openapi);
  });

  mountApiDocs(app);

  const api = express.Router();
  // Signed download links carry their own credential (HMAC), so they sit before Bearer auth.
  api.get('/files/:docid', downloadDoc(ctx));
  api.use(requireApiKey(ctx));
  api.use(express.json({ limit: '1mb' }));
  api.use(requireStorableText());
  createExpressEndpoints(contract, buildRouter(ctx), api, {
    requestValidationErrorHandler: validationErrorHandler,
  });
  api.use(methodNotAllowed(contract, [{ method: 'GET', path: '/files/:docid' }]));
  api.use((_req, res) => sendError(res, 404, NO_SUCH_ENDPOINT));
  app.use(API_BASE_PATH, api);

  app.use((_req, res) => sendError(res, 404, 'Not found'));
  app.use(
    errorHandler(
      (error) => ctx.logger.error({ err: error }, 'unhandled error'),
      (error) =>
        ctx.logger.warn(
          { err: { message: (error as Error)?.message, code: (error as { code?: string })?.code } },
          'database unavailable',
        ),
    ),
  );
  return app;
}
