import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './connection-errors';

export interface WaitForDatabaseOptions {
  /** Gives up (rejects with the last error) after this long; default: never. */
  maxWaitMs?: number;
  signal?: AbortSignal;
  /** Called once when the first probe fails (to log that we wait), with that error. */
  onWaiting?: (error: unknown) => void;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2_000;

/**
 * Resolves as soon as `probe` (e.g. `select 1`) succeeds, retrying with back-off (250 ms doubling to 2 s)
 * while the database is unreachable. Any other error is thrown at once: it is not an outage.
 */
export async function waitForDatabase(
  probe: () => Promise<unknown>,
  options: WaitForDatabaseOptions = {},
): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await probe();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (attempt === 0) options.onWaiting?.(error);
      if (options.maxWaitMs !== undefined && Date.now() - started >= options.maxWaitMs) throw error;
      await sleep(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt), undefined, { signal: options.signal });
    }
  }
}
