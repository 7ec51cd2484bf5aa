export * from './document-dto';
export * from './document-queries';
export * from './delete-document';
export * from './job-keys';
export * from './create-stored-document';
