import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../create-db';
import { PostgresUnavailable } from '../embedded-postgres';
import { migrateToLatest } from '../migrate';
import { resolveTestServer, withDatabase } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/** Starts (or finds) Postgres once per run and builds one migrated template database for every test file. */
export default async function setup(project: TestProject) {
  const server = await resolveTestServer((line) => console.log(`[test-db] ${line}`)).catch((error) => {
    // What blocks Postgres and how to fix it, in one line, instead of a stack trace before any test ran.
    if (!(error instanceof PostgresUnavailable)) throw error;
    process.stderr.write(`[test-db] cannot start PostgreSQL for the tests: ${error.message}\n`);
    process.exit(1);
  });
  const template = `docent_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = withDatabase(server.adminUrl, template);
  const db = createDb({ connectionString: url, max: 2 });
  await migrateToLatest(db, url);
  await db.destroy();
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `${template}_%`],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    await admin.end();
    await server.stop();
  };
}
