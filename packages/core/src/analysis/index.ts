export type { PageOcr } from './page-ocr';
export { analyseDocument } from './analyse-document';
