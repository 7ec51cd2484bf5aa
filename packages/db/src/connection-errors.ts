/**
 * Errors that mean "PostgreSQL cannot be reached right now" rather than "this statement is wrong": the server
 * is down, restarting, refusing connections, or dropped the connection. Callers answer 503 and retry later;
 * every other database error stays a bug (500) or a constraint the caller maps itself.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
// SQLSTATE: class 08 connection exceptions; 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
// (starting up or shutting down); 53300 too_many_connections; 3D000 is NOT here (a missing database is a configuration error).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e!.message as string))) return true;
    // Node's AggregateError (a host resolving to several addresses, all refused).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
