export * from './fixed-window';
export * from './rate-limiter';
