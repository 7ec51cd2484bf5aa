import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table accounts (
      id text primary key,
      name text not null,
      monthly_allowance numeric(16,4) not null default 0 check (monthly_allowance >= 0),
      monthly_balance numeric(16,4) not null default 0 check (monthly_balance >= 0),
      bundle_balance numeric(16,4) not null default 0 check (bundle_balance >= 0),
      monthly_period date,
      created_at timestamptz not null default now()
    );

    create table api_keys (
      id text primary key,
      account_id text not null references accounts(id) on delete cascade,
      name text not null,
      key_hash bytea not null unique,
      key_prefix text not null,
      rate_limit integer not null default 600 check (rate_limit >= 0),
      rate_window_s integer not null default 60 check (rate_window_s > 0),
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create index api_keys_account_idx on api_keys(account_id);

    create table workspaces (
      account_id text not null references accounts(id) on delete cascade,
      workspace smallint not null check (workspace between 0 and 32767),
      created_at timestamptz not null default now(),
      primary key (account_id, workspace)
    );

    create table documents (
      id text primary key check (id ~ '^d[0-9a-z]{15}$'),
      seq bigint generated always as identity unique,
      account_id text not null,
      workspace smallint not null,
      name text not null,
      metadata jsonb,
      status text not null default 'queued' check (status in ('queued','processing','ready','failed')),
      error text,
      pages integer,
      mime_type text,
      byte_size bigint,
      sha256 bytea,
      source_url text,
      created_by_key text references api_keys(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      ready_at timestamptz,
      foreign key (account_id, workspace) references workspaces(account_id, workspace) on delete cascade
    );
    create index documents_scope_idx on documents(account_id, workspace, seq);

    create table document_blobs (
      document_id text primary key references documents(id) on delete cascade,
      bytes bytea not null,
      sha256 bytea not null,
      byte_size bigint not null
    );

    create table pages (
      document_id text not null references documents(id) on delete cascade,
      page_no integer not null check (page_no >= 1),
      text text not null,
      source text not null check (source in ('text','ocr','image','empty')),
      ocr_confidence real,
      low_confidence boolean not null default false,
      primary key (document_id, page_no)
    );

    create table chunks (
      id bigint generated always as identity primary key,
      document_id text not null references documents(id) on delete cascade,
      account_id text not null,
      page_no integer not null,
      ord integer not null,
      text text not null,
      tokens integer not null,
      tsv tsvector generated always as (to_tsvector('english', text)) stored,
      unique (document_id, ord)
    );
    create index chunks_tsv_idx on chunks using gin (tsv);

    create table labels (
      lid uuid primary key,
      labelid text not null unique check (labelid ~ '^l[0-9a-z]{14,19}$'),
      seq bigint generated always as identity unique,
      account_id text not null,
      workspace smallint not null,
      name text not null,
      color text not null,
      metadata jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (account_id, workspace) references workspaces(account_id, workspace) on delete cascade
    );
    create index labels_scope_idx on labels(account_id, workspace, seq);

    create table label_documents (
      label_lid uuid not null references labels(lid) on delete cascade,
      document_id text not null references documents(id) on delete cascade,
      seq bigint generated always as identity,
      primary key (label_lid, document_id)
    );
    create index label_documents_document_idx on label_documents(document_id);

    create table credit_ledger (
      id bigint generated always as identity primary key,
      account_id text not null references accounts(id) on delete cascade,
      key_id text references api_keys(id) on delete set null,
      event_ts timestamptz not null default clock_timestamp(),
      reason text not null check (reason in ('chat','chatbot','api','other')),
      workspace smallint check (workspace between 0 and 32767),
      delta_monthly numeric(16,4) not null default 0,
      delta_bundle numeric(16,4) not null default 0,
      request_id text,
      detail jsonb
    );
    create unique index credit_ledger_request_idx on credit_ledger(account_id, request_id) where request_id is not null;
    create index credit_ledger_account_ts_idx on credit_ledger(account_id, event_ts desc, id desc);

    create table threads (
      tid text primary key check (tid ~ '^t[0-9a-z]{15}$'),
      account_id text not null references accounts(id) on delete cascade,
      kind text not null check (kind in ('doc','label')),
      scope_id text not null,
      created_at timestamptz not null default now(),
      lease_token text,
      lease_until timestamptz
    );
    create index threads_scope_idx on threads(kind, scope_id);

    create table messages (
      id bigint generated always as identity primary key,
      tid text not null references threads(tid) on delete cascade,
      promptid text not null unique check (promptid ~ '^p[0-9a-z]{15}$'),
      key_id text references api_keys(id) on delete set null,
      prompt text not null,
      answer text not null,
      model text not null,
      input_tokens integer not null default 0,
      output_tokens integer not null default 0,
      credits numeric(16,4) not null default 0,
      duration_ms integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index messages_tid_idx on messages(tid, id);

    create table byok_providers (
      id text primary key,
      account_id text not null references accounts(id) on delete cascade,
      provider text not null,
      base_url text,
      api_key_enc text not null,
      models text[] not null,
      created_at timestamptz not null default now()
    );
    create index byok_providers_account_idx on byok_providers(account_id);

    create table rate_limit_windows (
      key_id text not null references api_keys(id) on delete cascade,
      window_start timestamptz not null,
      hits integer not null,
      primary key (key_id, window_start)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists rate_limit_windows, byok_providers, messages, threads, credit_ledger,
      label_documents, labels, chunks, pages, document_blobs, documents, workspaces, api_keys, accounts cascade
  `.execute(db);
}
