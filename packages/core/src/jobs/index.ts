export * from './define-job';
export * from './housekeeping.job';
