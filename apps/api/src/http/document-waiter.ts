import { createDocumentWaiter, type DocumentWaiter } from '@docent/core';
import { isDatabaseUnavailable } from '@docent/db';
import type { Response } from 'express';
import type { ApiContext } from '../context';

// One LISTEN connection per api process (per context), opened on the first `sync` upload.
const waiters = new WeakMap<ApiContext, DocumentWaiter>();

export function documentWaiterOf(ctx: ApiContext): DocumentWaiter {
  let waiter = waiters.get(ctx);
  if (!waiter) {
    waiter = createDocumentWaiter({
      db: ctx.db,
      connectionString: ctx.config.databaseUrl,
      onError: (err) => ctx.logger.warn({ err }, 'document waiter connection error'),
    });
    waiters.set(ctx, waiter);
  }
  return waiter;
}

export async function closeDocumentWaiter(ctx: ApiContext): Promise<void> {
  const waiter = waiters.get(ctx);
  waiters.delete(ctx);
  await waiter?.close();
}

/** Option `sync`: wait (bounded by DOCENT_SYNC_TIMEOUT_S) until the documents are ready or failed. */
export async function awaitIfSync(
  ctx: ApiContext,
  res: Response,
  options: string[],
  docids: string[],
): Promise<boolean> {
  if (!options.includes('sync')) return false;
  // Stop waiting when the client disconnects: nobody would read the answer.
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  try {
    await documentWaiterOf(ctx).waitFor(docids, { timeoutMs: ctx.config.syncTimeoutMs, signal: gone.signal });
  } finally {
    res.off('close', onClose);
  }
  return true;
}

/** For `.catch()` after a sync wait: an unreachable database gives `fallback` (what was stored), anything else rethrows. */
export function unlessDatabaseDown<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isDatabaseUnavailable(error)) return fallback;
    throw error;
  };
}
