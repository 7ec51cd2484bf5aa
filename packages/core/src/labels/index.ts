export * from './label-dto';
export * from './label-queries';
export * from './label-commands';
