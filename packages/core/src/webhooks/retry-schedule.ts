/** How failed deliveries are retried: exponential backoff from `baseMs` (×4 per attempt), each wait ≤ `capMs`. */
export interface RetrySchedule {
  baseMs: number;
  capMs: number;
  /** Retries after the first attempt; then the delivery is `failed`. */
  retries: number;
}

/**
 * The default: 15 s, 1 min, 4 min, 16 min, 64 min, 4.3 h, 8 h, 8 h — the last attempt about 22 hours after the event
 * (9 attempts in all), so an endpoint that is down for most of a day still gets every event.
 */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { baseMs: 15_000, capMs: 8 * 3_600_000, retries: 8 };

/** The wait before attempt `attempt + 1` after attempt `attempt` failed (1-based), with up to 10 % jitter. */
export function retryDelayMs(schedule: RetrySchedule, attempt: number, random = Math.random): number {
  const plain = Math.min(schedule.capMs, schedule.baseMs * 4 ** (attempt - 1));
  return Math.round(plain * (1 + 0.1 * random()));
}

/** The time from the first attempt to the last one, without jitter. */
export function retryHorizonMs(schedule: RetrySchedule): number {
  let total = 0;
  for (let attempt = 1; attempt <= schedule.retries; attempt++) total += retryDelayMs(schedule, attempt, () => 0);
  return total;
}
