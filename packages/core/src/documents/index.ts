export * from './document-dto';
export * from './document-queries';
export * from './delete-document';
export * from './job-keys';
export * from './create-stored-document';
export * from './wait-for-documents';
export * from './document-links';
export * from './page-text';
