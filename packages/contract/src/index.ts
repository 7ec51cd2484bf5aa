import { initContract } from '@ts-rest/core';
import { creditsContract } from './credits.contract';
import { documentsContract } from './documents.contract';
import { labelsContract } from './labels.contract';
import { modelsContract } from './models.contract';
import { webhooksContract } from './webhooks.contract';

const c = initContract();

export const API_BASE_PATH = '/api/v1';
export const API_VERSION = '2025-01-16';

/** Every endpoint of SPEC.md, relative to {base_url} (which ends in /api/v1). */
export const contract = c.router(
  {
    models: modelsContract,
    credits: creditsContract,
    documents: documentsContract,
    labels: labelsContract,
    webhooks: webhooksContract,
  },
  { strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './common/error';
export * from './common/idempotency';
export * from './common/ids';
export * from './common/integers';
export * from './common/metadata';
export * from './common/paging';
export * from './chat.schemas';
export * from './documents.contract';
export * from './labels.contract';
export * from './models.contract';
export * from './credits.contract';
export * from './webhooks.contract';
