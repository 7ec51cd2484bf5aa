export * from './page-ocr';
export * from './apply-ocr';
export * from './analyse-document';
