import { type Kysely, sql } from 'kysely';

/**
 * Daily totals of the credit ledger, kept by a trigger in the same transaction as every ledger write, so the
 * GET /credits summary over a month reads about 31 rows per group instead of every entry of the month.
 * One row per (account, UTC day, key, reason, workspace); NULL key/workspace are values here (nulls not distinct).
 * The triggers also follow updates and deletes (a deleted key sets key_id to NULL on its entries).
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table credit_ledger_daily (
      account_id text not null references accounts(id) on delete cascade,
      day date not null,
      key_id text,
      reason text not null,
      workspace smallint,
      entries bigint not null default 0,
      delta_monthly numeric(20,4) not null default 0,
      delta_bundle numeric(20,4) not null default 0
    );
    create unique index credit_ledger_daily_group_idx
      on credit_ledger_daily (account_id, day, key_id, reason, workspace) nulls not distinct;

    -- Statement-level with transition tables: one upsert per group and statement, so a bulk insert (a monthly
    -- reset, an import) does not update one totals row thousands of times in a transaction. Groups are taken in
    -- key order so concurrent statements lock totals rows in the same order.
    create function credit_ledger_daily_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update credit_ledger_daily d
        set entries = d.entries - o.entries,
            delta_monthly = d.delta_monthly - o.delta_monthly,
            delta_bundle = d.delta_bundle - o.delta_bundle
        from (
          select account_id, (event_ts at time zone 'UTC')::date as day, key_id, reason, workspace,
                 count(*) as entries, sum(delta_monthly) as delta_monthly, sum(delta_bundle) as delta_bundle
          from old_rows
          group by 1, 2, 3, 4, 5
        ) o
        where d.account_id = o.account_id and d.day = o.day and d.key_id is not distinct from o.key_id
          and d.reason = o.reason and d.workspace is not distinct from o.workspace;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into credit_ledger_daily as d (account_id, day, key_id, reason, workspace, entries, delta_monthly, delta_bundle)
        select account_id, (event_ts at time zone 'UTC')::date, key_id, reason, workspace,
               count(*), sum(delta_monthly), sum(delta_bundle)
        from new_rows
        group by 1, 2, 3, 4, 5
        order by 1, 2, 3, 4, 5
        on conflict (account_id, day, key_id, reason, workspace) do update
        set entries = d.entries + excluded.entries,
            delta_monthly = d.delta_monthly + excluded.delta_monthly,
            delta_bundle = d.delta_bundle + excluded.delta_bundle;
      end if;
      return null;
    end
    $$;

    create trigger credit_ledger_daily_on_insert after insert on credit_ledger
      referencing new table as new_rows for each statement execute function credit_ledger_daily_apply();
    create trigger credit_ledger_daily_on_update after update on credit_ledger
      referencing old table as old_rows new table as new_rows for each statement execute function credit_ledger_daily_apply();
    create trigger credit_ledger_daily_on_delete after delete on credit_ledger
      referencing old table as old_rows for each statement execute function credit_ledger_daily_apply();

    insert into credit_ledger_daily (account_id, day, key_id, reason, workspace, entries, delta_monthly, delta_bundle)
    select account_id, (event_ts at time zone 'UTC')::date, key_id, reason, workspace, count(*), sum(delta_monthly), sum(delta_bundle)
    from credit_ledger
    group by 1, 2, 3, 4, 5;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger if exists credit_ledger_daily_on_insert on credit_ledger;
    drop trigger if exists credit_ledger_daily_on_update on credit_ledger;
    drop trigger if exists credit_ledger_daily_on_delete on credit_ledger;
    drop function if exists credit_ledger_daily_apply();
    drop table if exists credit_ledger_daily;
  `.execute(db);
}
