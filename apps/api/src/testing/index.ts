export * from './test-api';
export * from './fixtures';
