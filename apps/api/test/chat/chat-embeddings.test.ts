import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedDocument, hasPgvector, reindexDocuments } from '@docent/core';
import { sql } from '@docent/db';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { form } from '../ingestion/multipart';
import {
  deterministicEmbedding,
  startOpenAIProtocolServer,
  systemOf,
  type OpenAIProtocolServer,
} from '../support/openai-protocol-server';

// Hybrid retrieval with a real HTTP server speaking the OpenAI embeddings protocol (deterministic vectors in which
// declared synonyms coincide, so a paraphrase sharing no word with the passage is found only by meaning).
const SYNONYMS = [
  ['spare', 'replacement'],
  ['blades', 'vanes'],
  ['stored', 'kept'],
  ['turbine', 'rotor'],
];
const PASSAGE = 'The spare turbine blades are stored in the Rotterdam depot.';
const pages = Array.from({ length: 40 }, (_, i) =>
  i === 29
    ? PASSAGE
    : `Page ${i + 1} records the quarterly meeting minutes, the agenda and the attendance of the board. `.repeat(12),
);
const QUESTION = 'Where are the replacement rotor vanes kept?';

let server: OpenAIProtocolServer;
let t: TestApi;
let worker: RunningWorker;
let user: TestUser;
const embeddings = () => ({ model: 'test-embed', baseUrl: server.baseUrl, apiKey: 'sk-embed', timeoutMs: 5_000 });

/** Waits for the worker's embeddings job to settle the document (its state in the row, checked every 50 ms). */
async function embeddingsSettled(docid: string): Promise<string | null> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const row = await t.db
      .selectFrom('documents')
      .select('embeddings_status')
      .where('id', '=', docid)
      .executeTakeFirstOrThrow();
    if (row.embeddings_status !== 'pending') return row.embeddings_status;
    if (Date.now() > deadline) throw new Error(`embeddings of ${docid} still pending`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function upload(name: string, texts: string[]): Promise<string> {
  const up = await user.call('/doc/upload/sync', {
    method: 'POST',
    body: form([{ name, content: Buffer.from(texts.join('\f')), type: 'text/plain' }]),
  });
  expect(up.status).toBe(200);
  expect(up.body.data[0]).toMatchObject({ ready: true });
  return up.body.data[0].docid;
}

beforeAll(async () => {
  server = await startOpenAIProtocolServer({ embed: (text) => deterministicEmbedding(text, SYNONYMS) });
  t = await startTestApi({
    syncTimeoutMs: 60_000,
    openai: { apiKey: 'sk-chat', baseUrl: server.baseUrl },
    embeddings: embeddings(),
  });
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({ databaseUrl: t.database.url, embeddings: embeddings() }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '' },
  );
  user = await t.newUser({ bundle: 100 });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await server?.close();
});

describe('semantic retrieval with DOCENT_EMBEDDINGS_MODEL', () => {
  it('embeds a ready document in a follow-up job, shows it on the Doc, and finds a paraphrase by meaning', {
    timeout: 90_000,
  }, async () => {
    const docid = await upload('minutes.txt', pages);
    expect(await embeddingsSettled(docid)).toBe('ready');
    const doc = await user.call(`/doc/${docid}`);
    expect(doc.body).toMatchObject({ ready: true, status: 'ready', embeddings: 'ready' });
    expect(server.embedded).toContain(PASSAGE);
    const stored = await t.db
      .selectFrom('chunk_embeddings')
      .select(['model', 'dims'])
      .where('document_id', '=', docid)
      .execute();
    const chunks = await t.db.selectFrom('chunks').select('id').where('document_id', '=', docid).execute();
    expect(stored).toHaveLength(chunks.length);
    expect(stored.every((e) => e.model === 'test-embed' && e.dims === 64)).toBe(true);
    // Where the server has pgvector (TEST_DATABASE_URL of such a server), the vectors are in its column too and
    // Postgres orders them; elsewhere the int8 copies are scanned in the api. Both must find the paraphrase below.
    if (await hasPgvector(t.db)) {
      const { rows } = await sql<{
        n: number;
      }>`select count(vec)::int as n from chunk_embeddings where document_id = ${docid}`.execute(t.db);
      expect(rows[0].n).toBe(chunks.length);
    }

    server.requests.length = 0;
    const r = await user.call(`/doc/${docid}/chat`, { method: 'POST', json: { prompt: QUESTION, budget: 1000 } });
    expect(r.status).toBe(200);
    expect(systemOf(server.requests[0])).toContain(`[PAGE!30]\n${PASSAGE}`);
    const local = await user.call(`/doc/${docid}/chat`, {
      method: 'POST',
      json: { prompt: 'Rotterdam depot?', model: 'docent-local', budget: 1000 },
    });
    expect(local.body.answer).toBe(`${PASSAGE} PAGE!30`);
  });

  it('falls back to the lexical ranking when the endpoint fails at question time, and never fails a document', {
    timeout: 90_000,
  }, async () => {
    const docid = await upload('minutes-2.txt', pages);
    expect(await embeddingsSettled(docid)).toBe('ready');
    server.embeddingsQueue.push({ status: 500 }, { status: 500 }, { status: 500 });
    server.requests.length = 0;
    const r = await user.call(`/doc/${docid}/chat`, {
      method: 'POST',
      json: { prompt: 'Rotterdam depot', budget: 1000 },
    });
    expect(r.status).toBe(200);
    expect(systemOf(server.requests[0])).toContain(PASSAGE); // found by its words
    server.embeddingsQueue.length = 0;

    // The job's last attempt against a failing endpoint: the document stays ready, its embeddings are marked failed.
    await t.db.deleteFrom('chunk_embeddings').where('document_id', '=', docid).execute();
    server.embeddingsQueue.push({ status: 503 });
    const outcome = await embedDocument(t.db, { docid, isLastAttempt: true }, { connection: embeddings() });
    expect(outcome).toMatchObject({ outcome: 'failed' });
    expect(outcome.outcome === 'failed' && outcome.error).toMatch(/status 503/);
    const after = await user.call(`/doc/${docid}`);
    expect(after.body).toMatchObject({ ready: true, status: 'ready', embeddings: 'failed' });
    const chat = await user.call(`/doc/${docid}/chat`, {
      method: 'POST',
      json: { prompt: 'Rotterdam depot', model: 'docent-local' },
    });
    expect(chat.body.answer).toBe(`${PASSAGE} PAGE!30`);
    // An earlier attempt throws, so graphile-worker retries it.
    server.embeddingsQueue.push({ status: 500 });
    await expect(embedDocument(t.db, { docid, isLastAttempt: false }, { connection: embeddings() })).rejects.toThrow(
      /status 500/,
    );
  });

  it('reindex rebuilds chunks from the stored pages and queues embeddings again', { timeout: 90_000 }, async () => {
    const docid = await upload('minutes-3.txt', pages);
    expect(await embeddingsSettled(docid)).toBe('ready');
    const before = await t.db
      .selectFrom('chunks')
      .select(['id', 'text'])
      .where('document_id', '=', docid)
      .orderBy('ord')
      .execute();
    const result = await reindexDocuments(t.db, { accountId: user.accountId, rechunk: true, embed: true });
    expect(result.queued).toBe(result.documents);
    const after = await t.db
      .selectFrom('chunks')
      .select(['id', 'text'])
      .where('document_id', '=', docid)
      .orderBy('ord')
      .execute();
    expect(after.map((c) => c.text)).toEqual(before.map((c) => c.text));
    expect(after[0].id).not.toBe(before[0].id);
    expect(await embeddingsSettled(docid)).toBe('ready');
    expect(
      await t.db.selectFrom('chunk_embeddings').select('chunk_id').where('document_id', '=', docid).execute(),
    ).toHaveLength(after.length);
  });
});

describe('without DOCENT_EMBEDDINGS_MODEL', () => {
  it('calls nothing and shows no embeddings', { timeout: 60_000 }, async () => {
    const plain = await startTestApi({ syncTimeoutMs: 60_000, openai: { apiKey: 'sk-chat', baseUrl: server.baseUrl } });
    const someone = await plain.newUser({ bundle: 100 });
    const plainWorker = await startWorker(
      {
        db: plain.db,
        config: makeWorkerConfig({ databaseUrl: plain.database.url }),
        logger: pino({ level: 'silent' }),
      },
      { crontab: '' },
    );
    try {
      const seen = server.embedded.length;
      const up = await someone.call('/doc/upload/sync', {
        method: 'POST',
        body: form([{ name: 'a.txt', content: Buffer.from(pages.join('\f')), type: 'text/plain' }]),
      });
      expect(up.body.data[0]).toMatchObject({ ready: true, embeddings: null });
      const r = await someone.call(`/doc/${up.body.data[0].docid}/chat`, {
        method: 'POST',
        json: { prompt: QUESTION, budget: 1000 },
      });
      expect(r.status).toBe(200);
      expect(server.embedded.length).toBe(seen);
      const jobs = await plain.db
        .selectFrom('graphile_worker.jobs' as any)
        .select('task_identifier' as any)
        .execute()
        .catch(() => []);
      expect(jobs.filter((j: any) => j.task_identifier === 'embed')).toEqual([]);
    } finally {
      await plainWorker.stop();
      await plain.close();
    }
  });
});
