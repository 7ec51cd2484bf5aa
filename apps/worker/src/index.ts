export { startWorker, type RunningWorker } from './worker';
export { loadWorkerConfig, makeWorkerConfig, type WorkerConfig } from './config';
export type { WorkerContext } from './context';
export { TASKS, CRONTAB, buildTaskList } from './tasks/index';
export { createJobMetrics, type JobMetrics } from './observability/job-metrics';
export { serveMetrics, type MetricsServer } from './observability/metrics-server';
