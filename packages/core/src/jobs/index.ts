export * from './define-job';
export * from './housekeeping.job';
export * from './document-jobs';
export * from './webhook-jobs';
