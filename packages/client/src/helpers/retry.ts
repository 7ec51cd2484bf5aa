import { tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';

export interface RetryOptions {
  /** Retries after the first attempt (default 4; 0 disables retrying). */
  retries?: number;
  /** First backoff delay in ms, doubled each retry with jitter (default 500). */
  baseDelayMs?: number;
  /** Upper bound of one backoff delay in ms (default 10 000). */
  maxDelayMs?: number;
  /** A Retry-After longer than this (ms) is not waited for: the 429/503 is returned (default 60 000). */
  maxRetryAfterMs?: number;
  /** Called before each wait, e.g. to log (status, attempt 1.., delay). */
  onRetry?: (info: { status: number; attempt: number; delayMs: number; path: string }) => void;
}

/**
 * The statuses worth retrying: 423 (a chat is in flight on the tid), 429 (rate limited) and 503
 * (unavailable). All three mean the server did not do the work, so retrying a POST is safe.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([423, 429, 503]);

/** Retry-After as seconds or an HTTP date → milliseconds to wait, or undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function backoffMs(attempt: number, options: RetryOptions, random = Math.random): number {
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 10_000;
  const exponential = Math.min(max, base * 2 ** (attempt - 1));
  // "Equal jitter": half fixed, half random, so many clients spread out but none retries at once.
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A ts-rest fetcher that retries 423, 429 (honouring Retry-After) and 503 with exponential backoff. */
export function retryingFetcher(options: RetryOptions = {}, inner: ApiFetcher = tsRestFetchApi): ApiFetcher {
  const retries = options.retries ?? 4;
  return async (args) => {
    for (let attempt = 1; ; attempt++) {
      const response = await inner(args);
      if (!RETRYABLE_STATUSES.has(response.status) || attempt > retries) return response;
      const asked = retryAfterMs(response.headers.get('retry-after'));
      if (asked !== undefined && asked > (options.maxRetryAfterMs ?? 60_000)) return response;
      // The server's Retry-After wins when given (plus a little jitter so a crowd doesn't return at once).
      const delayMs = asked !== undefined ? asked + Math.round(Math.random() * 250) : backoffMs(attempt, options);
      options.onRetry?.({ status: response.status, attempt, delayMs, path: args.path });
      await sleep(delayMs);
    }
  };
}
