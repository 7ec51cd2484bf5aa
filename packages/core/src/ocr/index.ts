export {
  createOcrEngine,
  type OcrEngine,
  type OcrEngineOptions,
  type PageImageInput,
  type PageReading,
} from './ocr-engine';
export { DEFAULT_OCR_SETTINGS, ocrSettings, type OcrSettings } from './ocr-settings';
export { countImageFrames, decodeImageFrame, UnreadableImage } from './image-frames';
export { countPdfPages, renderPdfPage, UnreadablePdf } from './pdf-page-image';
export { OcrWorkerFailed } from './tesseract-pool';
export type { GrayImage } from './gray-image';
export { findTrainedData } from './language-data';
