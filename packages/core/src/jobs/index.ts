export { enqueueJob, type JobDefinition } from './define-job';
export { housekeepingJob, runHousekeeping } from './housekeeping.job';
export { analyseJob, DOCUMENT_DONE_CHANNEL, embedJob, ocrJob } from './document-jobs';
export { webhookDeliveryJob } from './webhook-jobs';
