import { sql, type Database, type Db, type Transaction } from '@docent/db';
import type { z } from 'zod';

/** A background job: its task name and payload schema, shared by the enqueuer and the worker task. */
export interface JobDefinition<S extends z.ZodTypeAny> {
  name: string;
  payload: S;
  /** Attempts before the job is given up (graphile-worker max_attempts). */
  maxAttempts: number;
}

export function defineJob<S extends z.ZodTypeAny>(
  name: string,
  payload: S,
  options: { maxAttempts?: number } = {},
): JobDefinition<S> {
  return { name, payload, maxAttempts: options.maxAttempts ?? 5 };
}

export interface EnqueueOptions {
  /** De-duplicates: a pending job with the same key is replaced instead of doubled. */
  jobKey?: string;
  /** `preserve_run_at` keeps a pending job untouched; `replace` (default) updates it. */
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
  runAt?: Date;
  priority?: number;
  /** Jobs of one named queue run one at a time, in order (e.g. deliveries to one webhook endpoint). */
  queueName?: string;
}

/**
 * Adds a job with `graphile_worker.add_job` in the caller's transaction, so the job exists exactly
 * when the rows it works on do. Returns the job id (as text).
 */
export async function enqueueJob<S extends z.ZodTypeAny>(
  executor: Db | Transaction<Database>,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<string> {
  const parsed = job.payload.parse(payload);
  const result = await sql<{ id: string }>`
    select (graphile_worker.add_job(
      identifier => ${job.name}::text,
      payload => ${JSON.stringify(parsed)}::json,
      max_attempts => ${job.maxAttempts}::int,
      job_key => ${options.jobKey ?? null}::text,
      queue_name => ${options.queueName ?? null}::text,
      run_at => ${options.runAt ?? null}::timestamptz,
      priority => ${options.priority ?? null}::int,
      job_key_mode => ${options.jobKeyMode ?? 'replace'}::text
    )).id::text as id
  `.execute(executor);
  return result.rows[0].id;
}

/**
 * Adds one job per payload, each with its key, in a single statement (add_job per row), in the caller's
 * transaction. Returns the job ids in payload order.
 */
export async function enqueueJobs<S extends z.ZodTypeAny>(
  executor: Db | Transaction<Database>,
  job: JobDefinition<S>,
  items: Array<{ payload: z.input<S>; jobKey: string }>,
): Promise<string[]> {
  if (items.length === 0) return [];
  const payloads = items.map((item) => JSON.stringify(job.payload.parse(item.payload)));
  const result = await sql<{ id: string }>`
    select (graphile_worker.add_job(
      identifier => ${job.name}::text,
      payload => x.payload::json,
      max_attempts => ${job.maxAttempts}::int,
      job_key => x.job_key,
      job_key_mode => 'replace'
    )).id::text as id
    from unnest(${payloads}::text[], ${items.map((i) => i.jobKey)}::text[]) with ordinality as x(payload, job_key, n)
    order by x.n
  `.execute(executor);
  return result.rows.map((r) => r.id);
}
