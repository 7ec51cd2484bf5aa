import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters skip the write-ahead log: every authenticated request upserts one row, and a
 * durable commit for each costs about a quarter of api throughput (bench/ops). Losing the counts on
 * a Postgres crash only lets the current window start over, which is acceptable for a rate limit.
 * (Unlogged tables are also not replicated to standbys; a promoted standby starts with empty windows.)
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rate_limit_windows set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table rate_limit_windows set logged`.execute(db);
}
