export * from './address-policy';
export * from './guarded-lookup';
export * from './fetch-url';
export * from './url-guard';
