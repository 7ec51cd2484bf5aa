import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createAccountKey, createBlobStorage, createStoredDocuments, readDocumentBlob } from '@docent/core';
import { startTestS3Server, type TestS3Server } from '@docent/core/testing';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runDocent } from './support/run-docent';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let t: TestDatabase;
let server: TestS3Server;
beforeAll(async () => {
  t = await createTestDatabase();
  server = await startTestS3Server();
});
afterAll(async () => {
  await server?.close();
  await t?.drop();
});

const s3Env = () => ({
  DOCENT_BLOB_STORE: `s3://${server.bucket}/moved`,
  DOCENT_S3_ENDPOINT: server.endpoint,
  DOCENT_S3_ACCESS_KEY_ID: 'S3RVER',
  DOCENT_S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/** `docent blobs migrate`, killed (SIGKILL, as a crash would) once it has moved `killAfter` files. */
function migrateUntilKilled(env: Record<string, string>, killAfter: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/docent.ts', 'blobs', 'migrate', '--to', 's3', '--batch', '1'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: t.url, DOCENT_HOME: '/nonexistent-docent-home', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let moved = 0;
    let err = '';
    child.stderr!.on('data', (d) => {
      err += d;
      moved = (err.match(/^moved d/gm) ?? []).length;
      if (moved >= killAfter) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(moved)
        : reject(new Error(`migrate ended (${code}) before it was killed:\n${err}`)),
    );
  });
}

it('blobs migrate moves every file to S3 and back; killed midway, it resumes where it stopped, bytes intact', async () => {
  const actor = await createAccountKey(t.db, { name: 'migrate' });
  const files = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.bin`, bytes: randomBytes(50_000 + i * 40_000) }));
  const docs = await createStoredDocuments(t.db, { ...actor, workspace: 0, files });
  const stores = async () =>
    (await t.db.selectFrom('document_blobs').select('store').orderBy('document_id').execute()).map((r) => r.store);

  const movedBeforeKill = await migrateUntilKilled(s3Env(), 4);
  const afterKill = await stores();
  expect(afterKill.filter((s) => s === 's3').length).toBeGreaterThanOrEqual(movedBeforeKill);
  expect(afterKill.filter((s) => s === 'postgres').length).toBeGreaterThan(0); // really interrupted

  const resumed = await runDocentWith(s3Env(), 'blobs', 'migrate', '--to', 's3');
  expect(resumed.stdout).toMatch(/file\(s\) moved to s3 in .* s; 0 left/);
  expect(await stores()).toEqual(files.map(() => 's3'));
  const storage = createBlobStorage({ kind: 's3', s3: server.settings('moved'), redirectDownloads: false });
  try {
    for (const [i, doc] of docs.entries())
      expect((await readDocumentBlob(t.db, doc.docid, undefined, storage))!.equals(files[i].bytes)).toBe(true);
    // Whatever the kill left (an object written but not yet recorded) is gone after a sweep.
    await t.db
      .updateTable('blob_objects_pending')
      .set({ created_at: new Date(Date.now() - 2 * 3600_000) })
      .execute();
    await runDocentWith(s3Env(), 'blobs', 'sweep').then((r) => expect(r.stdout).toMatch(/object\(s\) deleted/));
    expect(await t.db.selectFrom('blob_objects_pending').selectAll().execute()).toEqual([]);

    // Back to Postgres: the store is postgres now, the bucket still readable through DOCENT_BLOB_S3.
    const back = await runDocent(t.url, 'blobs', 'migrate', '--to', 'postgres').catch((e) => e);
    expect(back.stderr ?? String(back)).toMatch(/no S3 settings/); // without the bucket's settings it refuses
    const env = { ...s3Env(), DOCENT_BLOB_STORE: 'postgres', DOCENT_BLOB_S3: s3Env().DOCENT_BLOB_STORE };
    const { stdout } = await runDocentWith(env, 'blobs', 'migrate', '--to', 'postgres');
    expect(stdout).toMatch(/12 file\(s\) moved to postgres/);
    expect(await stores()).toEqual(files.map(() => 'postgres'));
    for (const [i, doc] of docs.entries()) {
      expect((await readDocumentBlob(t.db, doc.docid))!.equals(files[i].bytes)).toBe(true);
      expect(await storage.s3!.read(storage.s3!.keyOf(doc.docid))).toBeUndefined();
    }
  } finally {
    storage.close();
  }
}, 120_000);

function runDocentWith(env: Record<string, string>, ...args: string[]) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return runDocent(t.url, ...args);
  } finally {
    process.env = saved;
  }
}
