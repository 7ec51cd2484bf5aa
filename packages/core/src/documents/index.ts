export { DOC_COLUMNS, toDoc } from './document-dto';
export { getDocument, listDocuments, updateDocument } from './document-queries';
export { deleteDocument } from './delete-document';
export { analyseJobKey } from './job-keys';
export {
  createStoredDocument,
  createStoredDocuments,
  createStoredDocumentsInLabels,
  type StoredFile,
} from './create-stored-document';
export { createDocumentWaiter, type DocumentWaiter } from './wait-for-documents';
export { signDocumentLink, verifyDocumentLink } from './document-links';
export { getPageText } from './page-text';
export { getDocumentsByIds } from './documents-by-ids';
