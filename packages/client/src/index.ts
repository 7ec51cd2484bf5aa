export { createDocentClient, type DocentClientOptions, type DocentContractClient } from './create-client';
export * from './helpers/index';
export type {
  Doc,
  Label,
  Model,
  CreditsReport,
  ChatResult,
  ChatRequestInput,
  Metadata,
  ErrorBody,
  Webhook,
} from '@docent/contract';
