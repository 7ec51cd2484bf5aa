export * from './pg-listener';
