export { createOcrEngine, type OcrEngine } from './ocr-engine';
export { renderPdfPage } from './pdf-page-image';
export { findTrainedData } from './language-data';
