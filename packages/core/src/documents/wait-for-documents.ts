import pg from 'pg';
import type { Db } from '@docent/db';
import { DOCUMENT_DONE_CHANNEL } from '../jobs/document-jobs';

export interface DocumentWaiter {
  /**
   * Resolves when every document is `ready` or `failed`, or when `timeoutMs` passes (never rejects
   * for a timeout: the caller answers with the documents as they are).
   */
  waitFor(docids: string[], options: { timeoutMs: number; signal?: AbortSignal }): Promise<'done' | 'timeout'>;
  close(): Promise<void>;
}

export interface DocumentWaiterOptions {
  db: Db;
  connectionString: string;
  onError?: (error: unknown) => void;
}

// After a lost connection: first retry soon, then back off (Postgres restarting takes a few seconds).
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 2_000;

/**
 * One dedicated Postgres connection per process LISTENs on DOCUMENT_DONE_CHANNEL and wakes every
 * waiter of the announced docid: no polling, and one connection however many requests wait.
 * The connection opens on first use. A waiter registers, makes sure LISTEN is active, and only then
 * reads the statuses, so a document finishing in between is seen either by the read or by a NOTIFY.
 * After a lost connection it reconnects (retrying with back-off for as long as anyone waits, e.g. through a
 * Postgres restart) and re-reads the statuses of everything still awaited: NOTIFYs sent meanwhile are lost.
 */
export function createDocumentWaiter(options: DocumentWaiterOptions): DocumentWaiter {
  const wakers = new Map<string, Set<() => void>>();
  let listening: Promise<pg.Client> | undefined;
  let closed = false;

  const wake = (docid: string) => {
    const set = wakers.get(docid);
    if (!set) return;
    wakers.delete(docid);
    for (const fn of set) fn();
  };

  const recheck = async (docids: string[]) => {
    if (docids.length === 0) return;
    const rows = await options.db.selectFrom('documents').select(['id', 'status']).where('id', 'in', docids).execute();
    const status = new Map(rows.map((r) => [r.id, r.status]));
    for (const id of docids) {
      const s = status.get(id);
      // A document deleted while awaited will never be announced: stop waiting for it too.
      if (s === undefined || s === 'ready' || s === 'failed') wake(id);
    }
  };

  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  const scheduleReconnect = () => {
    if (closed || wakers.size === 0 || reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closed || wakers.size === 0) return;
      ensureListening()
        .then(() => recheck([...wakers.keys()]))
        .then(
          () => {
            failures = 0;
          },
          (error) => {
            failures++;
            options.onError?.(error);
            scheduleReconnect();
          },
        );
    }, delay);
    reconnectTimer.unref();
  };

  const lost = (client: pg.Client) => {
    void client.end().catch(() => {});
    listening = undefined;
    scheduleReconnect();
  };

  function ensureListening(): Promise<pg.Client> {
    if (listening) return listening;
    const attempt = (async () => {
      const client = new pg.Client({
        connectionString: options.connectionString,
        application_name: 'docent-document-waiter',
      });
      client.on('notification', (msg) => {
        if (msg.channel === DOCUMENT_DONE_CHANNEL && msg.payload) wake(msg.payload);
      });
      client.on('error', (error) => {
        options.onError?.(error);
        if (listening === attempt) lost(client);
      });
      client.on('end', () => {
        if (listening === attempt) lost(client);
      });
      await client.connect();
      await client.query(`LISTEN ${DOCUMENT_DONE_CHANNEL}`);
      return client;
    })();
    listening = attempt;
    attempt.catch(() => {
      if (listening === attempt) listening = undefined;
    });
    return attempt;
  }

  return {
    async waitFor(docids, { timeoutMs, signal }) {
      const pending = [...new Set(docids)];
      if (pending.length === 0 || closed) return 'done';
      let remaining = pending.length;
      let resolveAll!: () => void;
      const allDone = new Promise<void>((resolve) => (resolveAll = resolve));
      const registered: Array<[string, () => void]> = [];
      for (const docid of pending) {
        let fired = false;
        const fn = () => {
          if (fired) return;
          fired = true;
          if (--remaining === 0) resolveAll();
        };
        if (!wakers.has(docid)) wakers.set(docid, new Set());
        wakers.get(docid)!.add(fn);
        registered.push([docid, fn]);
      }
      let timer: NodeJS.Timeout | undefined;
      // The caller went away (client disconnected): stop waiting, like a timeout.
      const onAbort = () => resolveTimeout?.('timeout');
      let resolveTimeout: ((v: 'timeout') => void) | undefined;
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        try {
          await ensureListening();
          await recheck(pending);
        } catch (error) {
          // Postgres unreachable right now: keep waiting; the reconnect loop re-reads the statuses when it is back.
          options.onError?.(error);
          scheduleReconnect();
        }
        const timeout = new Promise<'timeout'>((resolve) => {
          resolveTimeout = resolve;
          timer = setTimeout(() => resolve('timeout'), timeoutMs);
          if (signal?.aborted) resolve('timeout');
        });
        return await Promise.race([allDone.then(() => 'done' as const), timeout]);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        for (const [docid, fn] of registered) {
          const set = wakers.get(docid);
          set?.delete(fn);
          if (set?.size === 0) wakers.delete(docid);
        }
      }
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      for (const docid of [...wakers.keys()]) wake(docid);
      const current = listening;
      listening = undefined;
      if (current) await (await current.catch(() => undefined))?.end().catch(() => {});
    },
  };
}
