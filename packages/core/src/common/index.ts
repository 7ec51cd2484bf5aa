export { DomainError, invalid, isDomainError, isRequestAborted, tooLarge, type DomainErrorCode } from './errors';
export { isDocid, newDocId } from './ids';
export { ListenFailed, listenFailure } from './listen-errors';
export { ConfigError, parseEnv, settingsOrExit } from './env';
export { DOCENT_ENV, everyVariableOf } from './env-schema';
export type { Actor } from './actor';
