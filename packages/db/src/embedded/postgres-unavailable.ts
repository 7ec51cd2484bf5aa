/**
 * Raised when the embedded PostgreSQL cannot start for a reason the user can fix. Its message is one plain line
 * saying what blocks it and what to do; callers print it as it is (never a stack trace).
 */
export class PostgresUnavailable extends Error {
  override readonly name = 'PostgresUnavailable';
}
