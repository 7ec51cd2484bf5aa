import { type Kysely, sql } from 'kysely';

/**
 * Signed webhooks and idempotent creates (issue 15).
 * - webhooks: an account's endpoints; the signing secret is stored sealed (AES-GCM under DOCENT_SECRET).
 * - webhook_deliveries: one row per (endpoint, event) with the exact body that is signed and sent on every attempt;
 *   webhook_attempts: one row per attempt (status code or error), for GET /webhooks/{id}/deliveries.
 * - docent_emit_webhook_event(): the one fan-out rule (matching endpoints → delivery rows → one graphile-worker job
 *   each, in the named queue of the endpoint), called in the transaction of the change that causes the event, by the
 *   app and by the credits.low trigger (every balance decrease, whichever code path makes it).
 * - idempotency_keys: the first response per (account, Idempotency-Key) for 24 hours.
 * plpgsql, not sql functions: bodies are checked when first run, and graphile-worker's schema is migrated after ours.
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table webhooks (
      id text primary key check (id ~ '^w[0-9a-z]{15}$'),
      account_id text not null references accounts(id) on delete cascade,
      url text not null check (length(url) <= 2000),
      events text[] not null check (cardinality(events) > 0),
      workspace smallint check (workspace between 0 and 32767),
      secret_sealed text not null,
      credits_threshold numeric(16,4) not null default 100 check (credits_threshold >= 0),
      created_at timestamptz not null default now()
    );
    create index webhooks_account_idx on webhooks(account_id, created_at);

    create table webhook_deliveries (
      id bigint generated always as identity primary key,
      webhook_id text not null references webhooks(id) on delete cascade,
      event_id text not null,
      event_type text not null,
      body text not null,
      created_at timestamptz not null default now(),
      state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_status integer,
      last_error text,
      unique (webhook_id, event_id)
    );
    create index webhook_deliveries_recent_idx on webhook_deliveries(webhook_id, id desc);
    create index webhook_deliveries_created_idx on webhook_deliveries(created_at);

    create table webhook_attempts (
      delivery_id bigint not null references webhook_deliveries(id) on delete cascade,
      attempt integer not null check (attempt >= 1),
      attempted_at timestamptz not null default now(),
      status integer,
      error text,
      duration_ms integer not null,
      primary key (delivery_id, attempt)
    );

    create function docent_emit_webhook_event(
      p_account text, p_workspace integer, p_type text, p_event_id text, p_body text,
      p_balance_before numeric default null, p_balance_after numeric default null
    ) returns integer language plpgsql as $$
    declare
      queued integer;
    begin
      with hooks as (
        select id from webhooks
        where account_id = p_account and p_type = any(events)
          and (workspace is null or p_workspace is null or workspace = p_workspace)
          -- credits.low: only the endpoints whose threshold this decrease crossed
          and (p_balance_after is null
               or (credits_threshold > p_balance_after and credits_threshold <= p_balance_before))
      ), inserted as (
        insert into webhook_deliveries (webhook_id, event_id, event_type, body, next_attempt_at)
        select id, p_event_id, p_type, p_body, now() from hooks
        on conflict (webhook_id, event_id) do nothing
        returning id, webhook_id
      )
      select count(graphile_worker.add_job(
        'webhook-deliver',
        json_build_object('deliveryId', inserted.id::text, 'attempt', 1),
        queue_name => 'webhook:' || inserted.webhook_id,
        max_attempts => 25
      ))::integer into queued from inserted;
      return queued;
    end
    $$;

    create function docent_credits_low_event() returns trigger language plpgsql as $$
    declare
      before_total numeric := old.monthly_balance + old.bundle_balance;
      after_total numeric := new.monthly_balance + new.bundle_balance;
      event_id text := 'evt_' || replace(gen_random_uuid()::text, '-', '');
    begin
      if not exists (select 1 from webhooks where account_id = new.id and 'credits.low' = any(events)) then
        return null;
      end if;
      perform docent_emit_webhook_event(
        new.id, null, 'credits.low', event_id,
        json_build_object(
          'id', event_id,
          'type', 'credits.low',
          'timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', json_build_object(
            'balance', after_total, 'monthly', new.monthly_balance, 'bundle', new.bundle_balance
          )
        )::text,
        before_total, after_total
      );
      return null;
    end
    $$;

    create trigger accounts_credits_low after update of monthly_balance, bundle_balance on accounts
      for each row when (new.monthly_balance + new.bundle_balance < old.monthly_balance + old.bundle_balance)
      execute function docent_credits_low_event();

    create table idempotency_keys (
      account_id text not null references accounts(id) on delete cascade,
      key text not null check (length(key) between 1 and 255),
      fingerprint bytea not null,
      state text not null check (state in ('running', 'committed', 'done')),
      status integer,
      body text,
      lease_until timestamptz not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (account_id, key)
    );
    create index idempotency_keys_expires_idx on idempotency_keys(expires_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table idempotency_keys;
    drop trigger accounts_credits_low on accounts;
    drop function docent_credits_low_event();
    drop function docent_emit_webhook_event(text, integer, text, text, text, numeric, numeric);
    drop table webhook_attempts;
    drop table webhook_deliveries;
    drop table webhooks;
  `.execute(db);
}
