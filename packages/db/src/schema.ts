import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns are parsed to numbers by createDb(). */
type Numeric = ColumnType<number, number | string | undefined, number | string>;
type Json = ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
type AnyJson = ColumnType<unknown, string | null | undefined, string | null>;

export type DocumentStatus = 'queued' | 'processing' | 'ready' | 'failed';
export type PageSource = 'text' | 'ocr' | 'image' | 'empty';
export type LedgerReason = 'chat' | 'chatbot' | 'api' | 'other';

export interface AccountsTable {
  id: string;
  name: string;
  monthly_allowance: Numeric;
  monthly_balance: Numeric;
  bundle_balance: Numeric;
  /** First day (UTC) of the month the monthly balance was last reset for. */
  monthly_period: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  key_hash: Buffer;
  key_prefix: string;
  rate_limit: ColumnType<number, number | undefined, number>;
  rate_window_s: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WorkspacesTable {
  account_id: string;
  workspace: number;
  created_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  seq: Generated<string>;
  account_id: string;
  workspace: number;
  name: string;
  metadata: Json;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  error: string | null;
  pages: number | null;
  mime_type: string | null;
  byte_size: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  sha256: Buffer | null;
  source_url: string | null;
  created_by_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  ready_at: NullableTimestamp;
  /** Chunks of the document's text and their token total: written with the chunks (writeDocumentText). */
  chunk_count: Generated<number>;
  text_tokens: ColumnType<number, never, number>;
  /** A title found in the document's text (its first lines): matched with the name by label chats. */
  title: Generated<string>;
  /** Embeddings of its chunks (DOCENT_EMBEDDINGS_MODEL): null when none were asked for. */
  embeddings_status: ColumnType<EmbeddingsStatus | null, EmbeddingsStatus | null | undefined, EmbeddingsStatus | null>;
  embeddings_model: string | null;
  /** A forced OCR in progress (migration 0009): its id (`ocr-…`, the ledger's request_id) and pages read so far. */
  ocr_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  ocr_pages_read: ColumnType<number | null, number | null | undefined, number | null>;
}

export type EmbeddingsStatus = 'pending' | 'ready' | 'failed';

export type BlobStoreKind = 'postgres' | 's3';

export interface DocumentBlobsTable {
  document_id: string;
  /** The bytes, when `store` is postgres (else null). */
  bytes: Buffer | null;
  sha256: Buffer;
  byte_size: ColumnType<string, number | string, number | string>;
  store: ColumnType<BlobStoreKind, BlobStoreKind | undefined, BlobStoreKind>;
  /** The object's key in the bucket, when `store` is s3 (else null). */
  object_key: string | null;
}

/** Objects in S3 that no blob row refers to, yet (an upload in progress) or any more (to delete). */
export interface BlobObjectsPendingTable {
  object_key: string;
  reason: 'upload' | 'delete';
  created_at: Timestamp;
}

export interface PagesTable {
  document_id: string;
  page_no: number;
  text: string;
  source: PageSource;
  ocr_confidence: number | null;
  low_confidence: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ChunksTable {
  id: Generated<string>;
  document_id: string;
  account_id: string;
  page_no: number;
  ord: number;
  text: string;
  tokens: number;
  /** The heading of the chunk's section (weight A in tsv). */
  heading: Generated<string>;
  /** Table-of-contents or index lines only: ranked low. */
  low_value: Generated<boolean>;
  /**
   * The text and heading as search reads them when they hold a script written without spaces (Chinese, Japanese,
   * Thai…): words set apart by spaces (core's word-breaks.ts); null otherwise. tsv is built from these when present.
   */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
  search_heading: ColumnType<string | null, string | null | undefined, string | null>;
  tsv: ColumnType<string, never, never>;
}

/** One vector per chunk, int8-quantised (value = byte × scale); `vec` exists only where pgvector could be created. */
export interface ChunkEmbeddingsTable {
  chunk_id: string;
  document_id: string;
  account_id: string;
  model: string;
  dims: number;
  scale: number;
  embedding: Buffer;
}

export interface LabelsTable {
  lid: string;
  labelid: string;
  seq: Generated<string>;
  account_id: string;
  workspace: number;
  name: string;
  color: string;
  metadata: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LabelDocumentsTable {
  label_lid: string;
  document_id: string;
  seq: Generated<string>;
}

export interface CreditLedgerTable {
  id: Generated<string>;
  account_id: string;
  key_id: string | null;
  event_ts: Timestamp;
  reason: LedgerReason;
  workspace: number | null;
  delta_monthly: Numeric;
  delta_bundle: Numeric;
  request_id: string | null;
  detail: AnyJson;
}

/** Daily totals of credit_ledger per (account, UTC day, key, reason, workspace), kept by a trigger (0002). */
export interface CreditLedgerDailyTable {
  account_id: string;
  day: ColumnType<string, string, string>;
  key_id: string | null;
  reason: LedgerReason;
  workspace: number | null;
  entries: number;
  delta_monthly: Numeric;
  delta_bundle: Numeric;
}

/** Credits reserved for a chat in flight (0006): counted against the balances until settled, released or expired. */
export interface CreditHoldsTable {
  id: Generated<string>;
  account_id: string;
  key_id: string | null;
  request_id: string;
  credits: Numeric;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ThreadsTable {
  tid: string;
  account_id: string;
  kind: 'doc' | 'label';
  scope_id: string;
  created_at: Timestamp;
  lease_token: string | null;
  lease_until: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  tid: string;
  promptid: string;
  key_id: string | null;
  prompt: string;
  answer: string;
  model: string;
  input_tokens: ColumnType<number, number | undefined, number>;
  output_tokens: ColumnType<number, number | undefined, number>;
  credits: Numeric;
  duration_ms: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface ByokProvidersTable {
  id: string;
  account_id: string;
  provider: string;
  base_url: string | null;
  api_key_enc: string;
  models: string[];
  created_at: Timestamp;
}

export interface RateLimitWindowsTable {
  key_id: string;
  window_start: Timestamp;
  hits: number;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhooksTable {
  id: string;
  account_id: string;
  url: string;
  events: string[];
  workspace: number | null;
  /** The whsec_ signing secret, sealed with DOCENT_SECRET (never stored or logged in clear). */
  secret_sealed: string;
  credits_threshold: Numeric;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** The exact JSON text that is signed and sent on every attempt. */
  body: string;
  created_at: Timestamp;
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  last_status: number | null;
  last_error: string | null;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  attempted_at: Timestamp;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  fingerprint: Buffer;
  /** running: nothing committed yet; committed: the work committed, its final response not yet stored; done. */
  state: 'running' | 'committed' | 'done';
  status: number | null;
  /** The stored response body, as sent (text, so a replay is byte-identical). */
  body: string | null;
  lease_until: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  workspaces: WorkspacesTable;
  documents: DocumentsTable;
  document_blobs: DocumentBlobsTable;
  blob_objects_pending: BlobObjectsPendingTable;
  pages: PagesTable;
  chunks: ChunksTable;
  chunk_embeddings: ChunkEmbeddingsTable;
  labels: LabelsTable;
  label_documents: LabelDocumentsTable;
  credit_ledger: CreditLedgerTable;
  credit_ledger_daily: CreditLedgerDailyTable;
  credit_holds: CreditHoldsTable;
  threads: ThreadsTable;
  messages: MessagesTable;
  byok_providers: ByokProvidersTable;
  rate_limit_windows: RateLimitWindowsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Account = Selectable<AccountsTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;
export type LabelRow = Selectable<LabelsTable>;
export type LedgerRow = Selectable<CreditLedgerTable>;
export type ThreadRow = Selectable<ThreadsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type PageRow = Selectable<PagesTable>;
export type ChunkRow = Selectable<ChunksTable>;
