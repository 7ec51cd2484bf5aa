import { sql, type Db, type LedgerReason } from '@docent/db';
import { invalid } from '../common/errors';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor';

export const CREDITS_MAX_SPAN_MS = 31 * 86_400_000;
export const CREDITS_DEFAULT_LIMIT = 100;

export interface CreditsReportOptions {
  accountId: string;
  /** The key asking: it sees the entries it caused plus the account's resets and grants. */
  keyId: string;
  /** RFC 3339, inclusive. Default: the first day of the current month (UTC). */
  start?: string;
  /** RFC 3339, exclusive. Default: the first instant of the month after the start's month (UTC). */
  end?: string;
  reason?: LedgerReason;
  workspace?: number;
  limit?: number;
  /** The nextCursor of the previous page. */
  cursor?: string;
  now?: Date;
}

export interface CreditsLedgerItem {
  event_ts: string;
  reason: string;
  workspace: number | null;
  delta_monthly: number;
  delta_bundle: number;
  request_id: string | null;
}

export interface CreditsReportResult {
  summary: { start: string; end: string; count: number; monthly_delta: number; bundle_delta: number };
  ledger: { items: CreditsLedgerItem[]; nextCursor: string | null };
}

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** Resolves the defaults of SPEC.md and checks the range also when one end was defaulted. */
export function resolveCreditsRange(options: { start?: string; end?: string; now?: Date }): {
  start: string;
  end: string;
} {
  const now = options.now ?? new Date();
  const start = options.start ?? monthStart(now.getUTCFullYear(), now.getUTCMonth()).toISOString();
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs)) throw invalid('start: must be an RFC 3339 date-time');
  const startDate = new Date(startMs);
  const end = options.end ?? monthStart(startDate.getUTCFullYear(), startDate.getUTCMonth() + 1).toISOString();
  const endMs = Date.parse(end);
  if (Number.isNaN(endMs)) throw invalid('end: must be an RFC 3339 date-time');
  if (endMs <= startMs) throw invalid(`end: must be after start (start is ${start})`);
  if (endMs - startMs > CREDITS_MAX_SPAN_MS)
    throw invalid(`end: the range from start to end is at most 31 days (start is ${start})`);
  return { start, end };
}

interface SummaryScope {
  accountId: string;
  keyId: string;
  start: string;
  end: string;
  reason?: LedgerReason;
  workspace?: number;
}

/**
 * count and sums over [start, end) with the filters. Whole UTC days inside the range come from the daily totals
 * (credit_ledger_daily, kept by a trigger in the ledger's own transactions); only the partial days at either edge
 * are summed from the ledger itself. So a month costs ~31 small rows per group, not one row per entry.
 */
async function summarise(db: Db, scope: SummaryScope) {
  const start = sql`${scope.start}::timestamptz`;
  const end = sql`${scope.end}::timestamptz`;
  // [fullFrom, fullTo): the whole UTC days inside the range (empty when fullFrom >= fullTo).
  const fullFrom = sql`(case when date_trunc('day', ${start}, 'UTC') = ${start} then ${start} else date_trunc('day', ${start}, 'UTC') + interval '1 day' end)`;
  const fullTo = sql`date_trunc('day', ${end}, 'UTC')`;
  const filters = sql.join(
    [
      sql`account_id = ${scope.accountId}`,
      sql`(key_id = ${scope.keyId} or (key_id is null and reason = 'other'))`,
      ...(scope.reason ? [sql`reason = ${scope.reason}`] : []),
      ...(scope.workspace !== undefined ? [sql`workspace = ${scope.workspace}`] : []),
    ],
    sql` and `,
  );
  const result = await sql<{ count: number; monthly_delta: number; bundle_delta: number }>`
    with parts as (
      select entries as n, delta_monthly as m, delta_bundle as b from credit_ledger_daily
      where ${filters} and day >= (${fullFrom} at time zone 'UTC')::date and day < (${fullTo} at time zone 'UTC')::date
      union all
      select 1, delta_monthly, delta_bundle from credit_ledger
      where ${filters} and event_ts >= ${start} and event_ts < least(${fullFrom}, ${end})
      union all
      select 1, delta_monthly, delta_bundle from credit_ledger
      where ${filters} and event_ts >= greatest(${fullFrom}, ${fullTo}) and event_ts < ${end}
    )
    select coalesce(sum(n), 0)::int as count, coalesce(sum(m), 0) as monthly_delta, coalesce(sum(b), 0) as bundle_delta from parts
  `.execute(db);
  return result.rows[0];
}

/**
 * The GET /credits report for one key: totals over the whole range and filters, and one page of entries,
 * newest first, paged by a cursor that never loses or repeats an entry (see ledger-cursor.ts).
 */
export async function getCreditsReport(db: Db, options: CreditsReportOptions): Promise<CreditsReportResult> {
  const { start, end } = resolveCreditsRange(options);
  const limit = options.limit ?? CREDITS_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw invalid('limit: must be an integer from 1 to 200');
  const position = options.cursor ? decodeLedgerCursor(options.cursor) : undefined;

  let matching = db
    .selectFrom('credit_ledger')
    .where('account_id', '=', options.accountId)
    .where((eb) =>
      eb.or([eb('key_id', '=', options.keyId), eb.and([eb('key_id', 'is', null), eb('reason', '=', 'other')])]),
    )
    .where('event_ts', '>=', sql<Date>`${start}::timestamptz`)
    .where('event_ts', '<', sql<Date>`${end}::timestamptz`);
  if (options.reason) matching = matching.where('reason', '=', options.reason);
  if (options.workspace !== undefined) matching = matching.where('workspace', '=', options.workspace);

  let page = matching
    .select([
      'id',
      // Not aliased event_ts: ORDER BY would then sort the text instead of using the (event_ts, id) index.
      sql<string>`to_char(event_ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('event_ts_utc'),
      'reason',
      'workspace',
      'delta_monthly',
      'delta_bundle',
      'request_id',
    ])
    .orderBy('event_ts', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (position)
    page = page.where(
      sql<boolean>`(event_ts, id) < (${position.timestamp}::timestamptz, ${position.id.toString()}::bigint)`,
    );

  const [totals, rows] = await Promise.all([
    summarise(db, {
      accountId: options.accountId,
      keyId: options.keyId,
      start,
      end,
      reason: options.reason,
      workspace: options.workspace,
    }),
    page.execute(),
  ]);

  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    summary: {
      start,
      end,
      count: totals.count,
      monthly_delta: Number(totals.monthly_delta),
      bundle_delta: Number(totals.bundle_delta),
    },
    ledger: {
      items: items.map((r) => ({
        event_ts: r.event_ts_utc,
        reason: r.reason,
        workspace: r.workspace,
        delta_monthly: r.delta_monthly,
        delta_bundle: r.delta_bundle,
        request_id: r.request_id,
      })),
      nextCursor: more && last ? encodeLedgerCursor(last.event_ts_utc, last.id) : null,
    },
  };
}
