/** graphile-worker job keys of the per-document jobs: one pending job of each kind per document. */
export const analyseJobKey = (docid: string) => `analyse:${docid}`;
export const ocrJobKey = (docid: string) => `ocr:${docid}`;
export const documentJobKeys = (docid: string) => [analyseJobKey(docid), ocrJobKey(docid)];
