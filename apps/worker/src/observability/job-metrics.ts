import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type JobOutcome = 'success' | 'failure';

export interface JobMetrics {
  registry: Registry;
  observe: (task: string, outcome: JobOutcome, seconds: number) => void;
}

/** Jobs by task and outcome, with durations, in a registry of this worker instance. */
export function createJobMetrics(): JobMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'docent_worker_' });
  const jobs = new Counter({
    name: 'docent_jobs_total',
    help: 'Jobs run by this worker, by task and outcome (a failed attempt that will be retried counts as failure)',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'docent_job_duration_seconds',
    help: 'Job run time by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  return {
    registry,
    observe: (task, outcome, seconds) => {
      jobs.inc({ task, outcome });
      duration.observe({ task, outcome }, seconds);
    },
  };
}
