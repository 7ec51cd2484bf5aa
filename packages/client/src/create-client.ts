import { initClient, type ApiFetcher, type InitClientReturn } from '@ts-rest/core';
import { contract, type Contract } from '@docent/contract';
import { retryingFetcher, type RetryOptions } from './helpers/retry';

export interface DocentClientOptions {
  /** {base_url}, ending in /api/v1, e.g. http://127.0.0.1:8080/api/v1 */
  baseUrl: string;
  apiKey: string;
  /** Default workspace (the `da-workspace` header) for workspace-scoped calls; 0 when omitted. */
  workspace?: number;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
  /** Retries of 423, 429 (after Retry-After) and 503 with backoff; `false` turns them off. */
  retry?: RetryOptions | false;
}

type ClientArgs = {
  baseUrl: string;
  baseHeaders: Record<string, string>;
  throwOnUnknownStatus: boolean;
  validateResponse: boolean;
  api: ApiFetcher;
};
export type DocentContractClient = InitClientReturn<Contract, ClientArgs>;

/**
 * The typed client over the Docent contract: every endpoint of SPEC.md, with request and response types
 * inferred from it. Each call answers `{ status, body, headers }`.
 *
 *   const docent = createDocentClient({ baseUrl, apiKey });
 *   const { status, body } = await docent.documents.listDocs({ query: { limit: 10 } });
 */
export function createDocentClient(options: DocentClientOptions): DocentContractClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return initClient(contract, {
    baseUrl,
    baseHeaders: {
      authorization: `Bearer ${options.apiKey}`,
      'da-workspace': String(options.workspace ?? 0),
      ...options.headers,
    },
    throwOnUnknownStatus: false,
    validateResponse: false,
    api: retryingFetcher(options.retry === false ? { retries: 0 } : options.retry),
  });
}
