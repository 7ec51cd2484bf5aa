export { createApp } from './app';
export { startApi, type RunningApi } from './server';
export { loadApiConfig, makeApiConfig, type ApiConfig } from './config';
export type { ApiContext } from './context';
export { createLogger } from './logger';
