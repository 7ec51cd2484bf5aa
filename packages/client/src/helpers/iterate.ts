import type { Doc, Label } from '@docent/contract';
import type { DocentContractClient } from '../create-client';
import { expectOk } from './docent-error';

export interface PageOptions {
  /** Workspace to list (the `da-workspace` header); the client's default when omitted. */
  workspace?: number;
  /** Items per request (default 500; GET /doc and GET /label allow up to 2000). */
  pageSize?: number;
  /** Start offset (default 0). */
  offset?: number;
}

const headersFor = (workspace: number | undefined) =>
  workspace === undefined ? {} : { headers: { 'da-workspace': workspace } };

/** Every document of a workspace, oldest first, fetched page by page as the loop asks for more. */
export async function* iterateDocs(client: DocentContractClient, options: PageOptions = {}): AsyncGenerator<Doc> {
  const limit = options.pageSize ?? 500;
  for (let offset = options.offset ?? 0; ; offset += limit) {
    const page = expectOk(
      await client.documents.listDocs({ query: { offset, limit }, ...headersFor(options.workspace) }),
    ).data;
    yield* page;
    if (page.length < limit) return;
  }
}

/** Every label of a workspace, oldest first, page by page. */
export async function* iterateLabels(client: DocentContractClient, options: PageOptions = {}): AsyncGenerator<Label> {
  const limit = options.pageSize ?? 500;
  for (let offset = options.offset ?? 0; ; offset += limit) {
    const page = expectOk(
      await client.labels.listLabels({ query: { offset, limit }, ...headersFor(options.workspace) }),
    ).data;
    yield* page;
    if (page.length < limit) return;
  }
}

export interface LedgerOptions {
  /** Inclusive start (default: the first day of the current month, as the server decides). */
  start?: string | Date;
  /** Exclusive end; at most 31 days after start. */
  end?: string | Date;
  reason?: 'chat' | 'chatbot' | 'api' | 'other';
  workspace?: number;
  /** Entries per request (default 200, the maximum). */
  pageSize?: number;
}

type LedgerItem = Awaited<ReturnType<typeof ledgerPage>>['ledger']['items'][number];

async function ledgerPage(client: DocentContractClient, options: LedgerOptions, cursor: string | undefined) {
  const iso = (d: string | Date | undefined) => (d instanceof Date ? d.toISOString() : d);
  const query = {
    ...(options.start !== undefined ? { start: iso(options.start) } : {}),
    ...(options.end !== undefined ? { end: iso(options.end) } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
    ...(options.workspace !== undefined ? { workspace: options.workspace } : {}),
    limit: options.pageSize ?? 200,
    ...(cursor ? { cursor } : {}),
  };
  return expectOk(await client.credits.getCredits({ query })).data;
}

/**
 * Every credit ledger entry of the API key in the range, newest first, following `nextCursor`
 * until the server says there is no more.
 */
export async function* iterateLedger(
  client: DocentContractClient,
  options: LedgerOptions = {},
): AsyncGenerator<LedgerItem> {
  let cursor: string | undefined;
  do {
    const report = await ledgerPage(client, options, cursor);
    yield* report.ledger.items;
    cursor = report.ledger.nextCursor ?? undefined;
  } while (cursor);
}
