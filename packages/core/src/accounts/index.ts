export { listApiKeys, revokeApiKey } from './api-keys';
export { createAccount, createAccountKey } from './accounts';
export { createKeyAuthenticator, type KeyAuthenticator } from './key-authenticator';
export { bearerToken } from './bearer-token';
