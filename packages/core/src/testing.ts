// Helpers for tests of other packages (not part of the runtime API): `@docent/core/testing`.
export { startTestS3Server, type TestS3Server } from './storage/testing/s3-server';
