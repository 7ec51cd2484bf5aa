import { type Kysely, sql } from 'kysely';

/**
 * Credit holds: what a chat may cost at most, reserved before the provider is called and replaced by the real
 * charge (a ledger entry) when it answers, or dropped when it fails. A hold is not a ledger entry and does not
 * move a balance: charges and new holds see `monthly + bundle - active holds` as available. A hold left by a
 * process that died lapses at `expires_at` (and housekeeping deletes it).
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table credit_holds (
      id bigint generated always as identity primary key,
      account_id text not null references accounts(id) on delete cascade,
      key_id text references api_keys(id) on delete set null,
      request_id text not null,
      credits numeric(16,4) not null check (credits > 0),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      unique (account_id, request_id)
    );
    create index credit_holds_account_idx on credit_holds(account_id, expires_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists credit_holds`.execute(db);
}
