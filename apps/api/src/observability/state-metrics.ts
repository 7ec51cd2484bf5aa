import { Gauge, type Registry } from 'prom-client';
import type { Logger } from 'pino';
import { sql, type Db } from '@docent/db';

/**
 * Gauges read from Postgres on each scrape, so every api process reports the same shared truth
 * (queue depth, documents by status, credits charged) whichever process Prometheus reaches.
 * A failed query is logged and leaves the previous value; it never fails the scrape.
 */
export function registerStateMetrics(registry: Registry, db: Db, logger: Logger): void {
  // prom-client calls collect() with the metric as `this`; keep it for the wrapped reader.
  const guarded = <T>(what: string, read: (this: T) => Promise<void>) =>
    async function (this: T) {
      try {
        await read.call(this);
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, metric: what }, 'metrics query failed');
      }
    };

  new Gauge({
    name: 'docent_queue_jobs',
    help: 'Background jobs in the queue by task and state (pending = due and waiting for a worker)',
    labelNames: ['task', 'state'] as const,
    registers: [registry],
    collect: guarded('docent_queue_jobs', async function (this: Gauge<'task' | 'state'>) {
      const { rows } = await sql<{ task: string; state: string; n: number }>`
        select task_identifier as task,
               case when locked_at is not null then 'running'
                    when attempts >= max_attempts then 'failed'
                    when run_at > now() then 'scheduled'
                    else 'pending' end as state,
               count(*)::int as n
        from graphile_worker.jobs
        group by 1, 2`.execute(db);
      this.reset();
      for (const r of rows) this.set({ task: r.task, state: r.state }, r.n);
    }),
  });

  new Gauge({
    name: 'docent_documents',
    help: 'Documents by analysis status',
    labelNames: ['status'] as const,
    registers: [registry],
    collect: guarded('docent_documents', async function (this: Gauge<'status'>) {
      const { rows } = await sql<{ status: string; n: number }>`
        select status, count(*)::int as n from documents group by status`.execute(db);
      this.reset();
      for (const status of ['queued', 'processing', 'ready', 'failed']) this.set({ status }, 0);
      for (const r of rows) this.set({ status: r.status }, r.n);
    }),
  });

  new Gauge({
    name: 'docent_credits_charged',
    help: 'Net credits charged so far (charges minus refunds, monthly plus bundle) by ledger reason',
    labelNames: ['reason'] as const,
    registers: [registry],
    // From the daily totals the ledger's trigger keeps (a few rows per account and day), not the entries.
    collect: guarded('docent_credits_charged', async function (this: Gauge<'reason'>) {
      const { rows } = await sql<{ reason: string; charged: number }>`
        select reason, (-(sum(delta_monthly) + sum(delta_bundle)))::float8 as charged
        from credit_ledger_daily where reason in ('chat', 'chatbot', 'api') group by reason`.execute(db);
      this.reset();
      for (const reason of ['chat', 'chatbot', 'api']) this.set({ reason }, 0);
      for (const r of rows) this.set({ reason: r.reason }, r.charged);
    }),
  });
}
