export * from './request-ocr';
export * from './run-ocr-job';
