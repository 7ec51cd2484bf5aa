export * from './fixed-window';
