import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '@docent/contract';
import { listenFailure } from '@docent/core';
import type { ApiContext } from './context';
import { createApp } from './app';
import { closeDocumentWaiter } from './http/document-waiter';
import { closeKeyGuard } from './http/key-guard';
import { closeBlobStorage } from './http/blob-storage';

export interface RunningApi {
  /** e.g. http://127.0.0.1:8080 */
  origin: string;
  /** e.g. http://127.0.0.1:8080/api/v1 */
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * Listens on config.host:config.port (0 = any free port). A port in use, not allowed or an address not of this
 * machine rejects with ListenFailed, whose message says so and names PORT or HOST.
 */
export async function startApi(ctx: ApiContext): Promise<RunningApi> {
  const app = createApp(ctx);
  const server = app.listen(ctx.config.port, ctx.config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error) =>
      reject(
        listenFailure(error, {
          host: ctx.config.host,
          port: ctx.config.port,
          variables: { port: 'PORT', host: 'HOST' },
        }),
      ),
    );
  });
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  const host = ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return {
    origin,
    baseUrl: `${origin}${API_BASE_PATH}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeDocumentWaiter(ctx);
      await closeKeyGuard(ctx);
      closeBlobStorage(ctx);
    },
  };
}
