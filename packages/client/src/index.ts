export { createDocentClient, type DocentClientOptions, type DocentContractClient } from './create-client';
export * from './helpers/index';
/** The shapes of a docid and of a label reference (labelid or lid), as the api checks them. */
export { DOCID_PATTERN, LABEL_REF_PATTERN } from '@docent/contract';
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
