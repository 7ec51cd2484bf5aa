import { DOCUMENT_DONE_CHANNEL } from '@docent/core';
import pg from 'pg';

/** LISTENs on the "document done" channel, as the api's sync uploads do, and lets a test await a docid. */
export async function listenForDocuments(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // the test database may be dropped under it at the end
  await client.connect();
  const seen: string[] = [];
  const waiters = new Map<string, Array<() => void>>();
  client.on('notification', (n) => {
    if (n.channel !== DOCUMENT_DONE_CHANNEL || !n.payload) return;
    seen.push(n.payload);
    for (const resolve of waiters.get(n.payload) ?? []) resolve();
    waiters.delete(n.payload);
  });
  await client.query(`listen ${DOCUMENT_DONE_CHANNEL}`);
  return {
    seen,
    /** Resolves when the docid is announced (at once if it was already); rejects after `ms`. */
    done(docid: string, ms = 30_000): Promise<void> {
      if (seen.includes(docid)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no NOTIFY for ${docid} within ${ms} ms`)), ms);
        const list = waiters.get(docid) ?? [];
        list.push(() => {
          clearTimeout(timer);
          resolve();
        });
        waiters.set(docid, list);
      });
    },
    /** Forgets earlier announcements of a docid (before re-running its analysis). */
    reset(docid: string) {
      for (let i = seen.indexOf(docid); i >= 0; i = seen.indexOf(docid)) seen.splice(i, 1);
    },
    close: () => client.end(),
  };
}
