import { invalid } from '../common/errors';

/**
 * The GET /credits cursor is an RFC 3339 date-time that totally orders ledger entries.
 *
 * Postgres keeps event_ts to the microsecond and many entries may share one microsecond, so a plain timestamp
 * cannot say where a page ended. Each entry is therefore given its own instant: event_ts to the microsecond,
 * followed by 19 more fractional-second digits holding the entry's ledger id (zero-padded; ids are bigint, at
 * most 19 digits). Example: entry 42 at 2026-11-22T02:03:04.123456Z has the position
 * `2026-11-22T02:03:04.1234560000000000000000042Z`. Later ids sort later within a microsecond, and every such
 * string is still a valid date-time that any RFC 3339 parser reads as (nearly) the entry's time.
 *
 * A cursor means "entries strictly before this instant" (the ledger is read newest first). Any date-time works
 * as a cursor: one with 6 or fewer fractional digits simply selects entries before that time.
 */
const ID_DIGITS = 19;
const MICRO_DIGITS = 6;

export interface LedgerPosition {
  /** UTC timestamp with exactly 6 fractional digits, e.g. 2026-11-22T02:03:04.123456Z (exact in Postgres). */
  timestamp: string;
  /** Ledger id tie-breaker: entries at `timestamp` with an id below this come before the cursor. */
  id: bigint;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/i;

/** `eventTs` is the entry's UTC time with exactly 6 fractional digits (as formatted by Postgres to_char …US). */
export function encodeLedgerCursor(eventTs: string, id: number | bigint | string): string {
  const match = /^(.*\.\d{6})Z$/.exec(eventTs);
  if (!match) throw new Error(`ledger timestamp ${eventTs} lacks microseconds`);
  const digits = String(id);
  if (!/^\d+$/.test(digits) || digits.length > ID_DIGITS)
    throw new Error(`ledger id ${digits} does not fit the cursor`);
  return `${match[1]}${digits.padStart(ID_DIGITS, '0')}Z`;
}

/** Reads a cursor (any RFC 3339 date-time) into the position entries must sort before. */
export function decodeLedgerCursor(cursor: string): LedgerPosition {
  const match = DATE_TIME.exec(cursor.trim());
  const wholeSeconds = match ? Date.parse(`${match[1]}${match[3].toUpperCase()}`) : Number.NaN;
  if (!match || Number.isNaN(wholeSeconds))
    throw invalid('cursor: must be a date-time, the nextCursor of the previous page');
  const fraction = match[2] ?? '';
  const micros = fraction.slice(0, MICRO_DIGITS).padEnd(MICRO_DIGITS, '0');
  const idPart = fraction.slice(MICRO_DIGITS, MICRO_DIGITS + ID_DIGITS).padEnd(ID_DIGITS, '0');
  const beyond = fraction.slice(MICRO_DIGITS + ID_DIGITS);
  // Digits past the id still make the instant later: the entry with exactly `idPart` is then before it too.
  const id = BigInt(idPart) + (/[1-9]/.test(beyond) ? 1n : 0n);
  const timestamp = `${new Date(wholeSeconds).toISOString().slice(0, 19)}.${micros}Z`;
  return { timestamp, id };
}
