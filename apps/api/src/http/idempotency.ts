import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  storeIdempotentResponse,
  worstCaseCompletionMs,
  type DbOrTransaction,
} from '@docent/core';
import { isDatabaseUnavailable, sql, waitForDatabase } from '@docent/db';
import type { ApiContext } from '../context';
import { actorOf } from './auth';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * Saves the response together with the request's work: called inside the work's own transaction, it commits (or
 * rolls back) with it. Returns the response, so a handler can end with `return save(trx, { status: 200, body })`.
 */
export type SaveResponse = <R extends JsonResponse>(
  executor: DbOrTransaction,
  response: R,
  options?: { provisional?: boolean },
) => Promise<R>;

export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** After an outage, how long a failed request's claim waits for the database to be ended (well within its lease). */
const RELEASE_WAIT_MS = 60_000;

/**
 * Ends the claim of a failed request (releaseIdempotencyKey). When the database is what failed, the claim is ended as
 * soon as it is back (in the background: the 503 is not held up), so a client retrying the same key after the outage
 * gets its request run (or its committed response replayed) within seconds rather than 409 until the lease passes.
 */
async function endClaim(ctx: ApiContext, claim: { accountId: string; key: string }): Promise<void> {
  const warn = (error: unknown) => {
    const err = { message: (error as Error)?.message };
    ctx.logger.warn({ err }, 'Idempotency-Key: claim of a failed request not ended');
  };
  try {
    await releaseIdempotencyKey(ctx.db, claim);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) return warn(error);
    void waitForDatabase(() => sql`select 1`.execute(ctx.db), { maxWaitMs: RELEASE_WAIT_MS })
      .then(() => releaseIdempotencyKey(ctx.db, claim))
      .catch(warn);
  }
}

/** How long a running request holds its key: the longest a create or a chat may take, plus a margin. */
function leaseMs(ctx: ApiContext): number {
  const chat = worstCaseCompletionMs({
    timeoutMs: ctx.config.providerTimeoutMs,
    maxRetries: ctx.config.providerMaxRetries,
  });
  return Math.max(chat, ctx.config.syncTimeoutMs, ctx.config.fetchTimeoutMs) + 60_000;
}

/**
 * The Idempotency-Key protocol of the create endpoints (docs/idempotency.md). Without the header, `run` simply runs.
 * With it: the key is claimed for this account (409 while another request holds it, 422 when it was used for a
 * different request), `run` does the work and saves its response in the work's transaction (`save`), and the final
 * response is stored for 24 hours; a repeat replays it with `Idempotent-Replayed: true` without doing anything.
 * Only successful responses are stored: an error changed nothing, so the key is freed and may be retried.
 * A `run` that answers with a stream takes over: it saves (in its work's transaction) or calls `release` itself.
 */
export async function idempotent<R extends JsonResponse>(
  ctx: ApiContext,
  req: Request,
  res: Response,
  request: { key: string | undefined; fingerprint: unknown },
  run: (save: SaveResponse, release: () => Promise<void>) => Promise<R>,
  replay?: (stored: JsonResponse) => R,
): Promise<R> {
  const key = request.key;
  if (key === undefined)
    return run(
      async (_executor, response) => response,
      async () => {},
    );
  const { accountId } = actorOf(req);
  const fingerprint = requestFingerprint({
    method: req.method,
    path: `${req.baseUrl}${req.path}`,
    request: request.fingerprint,
  });
  const claim = await claimIdempotencyKey(ctx.db, { accountId, key, fingerprint, leaseMs: leaseMs(ctx) });
  if (!claim.claimed) {
    res.setHeader(REPLAYED_HEADER, 'true');
    const stored = { status: claim.replay.status, body: JSON.parse(claim.replay.body) as unknown };
    return replay ? replay(stored) : (stored as R);
  }
  const save: SaveResponse = async (executor, response, options) => {
    if (response.status >= 200 && response.status < 300) {
      const stored = { status: response.status, body: JSON.stringify(response.body) };
      await storeIdempotentResponse(executor, { accountId, key, response: stored, provisional: options?.provisional });
    }
    return response;
  };
  const release = () => endClaim(ctx, { accountId, key });
  let response: R;
  try {
    response = await run(save, release);
  } catch (error) {
    await release();
    throw error;
  }
  // A streamed answer is still running: it saves its result with its work, or releases the key when it fails.
  if (response.body instanceof Readable) return response;
  if (response.status < 200 || response.status >= 300) {
    await release();
    return response;
  }
  try {
    await save(ctx.db, response);
  } catch (error) {
    // The work committed with its response (an upload's provisional one, before its `sync` wait): the client still
    // gets this answer although the database went away since, and the stored one becomes final once it is back.
    if (!isDatabaseUnavailable(error)) throw error;
    await release();
  }
  return response;
}
