export { startWorker, type RunningWorker } from './worker';
export { loadWorkerConfig, makeWorkerConfig, type WorkerConfig } from './config';
export type { WorkerContext } from './context';
export { TASKS, CRONTAB, buildTaskList } from './tasks/index';
