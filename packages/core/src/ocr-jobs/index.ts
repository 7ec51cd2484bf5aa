export { requestOcr } from './request-ocr';
export { runOcrJob } from './run-ocr-job';
