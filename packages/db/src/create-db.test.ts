import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgPool } from './create-db';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

/** Ends the backend of a connected client from another connection, as a Postgres shutdown or restart does. */
async function terminate(client: pg.PoolClient) {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const lost = once(client, 'error');
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
  } finally {
    await admin.end();
  }
  return lost;
}

it('reports a connection lost outside a query, and the process goes on', async () => {
  const reported: Error[] = [];
  const pool = createPgPool({ connectionString: t.url, onConnectionError: (e) => reported.push(e) });
  const client = await pool.connect();
  await terminate(client);
  // pg may emit the loss once or twice (the server's FATAL, then the socket's end), as it happens to arrive.
  expect(reported.length).toBeGreaterThanOrEqual(1);
  expect(reported[0].message).toMatch(/terminat/);
  client.release(true);
  await pool.end();
});

it('says nothing of connections lost while the pool is being closed', async () => {
  const reported: Error[] = [];
  const pool = createPgPool({ connectionString: t.url, onConnectionError: (e) => reported.push(e) });
  const client = await pool.connect();
  // Closing waits for the checked-out client; meanwhile its server goes away (Postgres stopped on shutdown).
  const closing = pool.end();
  await terminate(client);
  expect(reported).toEqual([]);
  client.release(true);
  await closing;
});
