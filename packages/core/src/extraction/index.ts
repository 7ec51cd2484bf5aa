// Only what other processes use: the pool and its types. The parsers themselves (and their libraries: pdfjs,
// mammoth, htmlparser2, file-type…) are loaded by the parser processes alone (extraction-child.ts imports them by
// path), so the api and the worker never carry them in memory.
export { DEFAULT_EXTRACTION_LIMITS, DEFAULT_TABLE_LIMITS, type ExtractionLimits } from './extraction-types';
export { createExtractionPool, type ExtractionPool } from './extraction-pool';
