/**
 * Calls `attempt` until `done(result)` holds, and returns how long that took; fails once `withinMs` has passed.
 * For promises made with a bound ("a revoked key stops working within 1 s"): the bound is the promise under test.
 */
export async function timeUntil<T>(
  attempt: () => Promise<T>,
  done: (result: T) => boolean,
  withinMs: number,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const result = await attempt();
    const elapsed = performance.now() - started;
    if (done(result)) return elapsed;
    if (elapsed > withinMs) throw new Error(`not within ${withinMs} ms: last result ${JSON.stringify(result)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
