import type { ChatResult } from '@docent/contract';
import { isDatabaseUnavailable, sql, waitForDatabase, type Database, type Db, type Transaction } from '@docent/db';
import { notFound, RequestAborted } from '../common/errors';
import type { ChatBilling } from './chat-billing';

export interface ChatTurnRecord {
  tid: string;
  promptid: string;
  keyId: string;
  prompt: string;
  answer: string;
  /** The answer's citations, when the chat asked for them (`page`). */
  citations?: ChatResult['citations'];
  model: string;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  workspace: number;
  /** How the scope is named in a 404 when it was deleted while the model answered. */
  scopeName: string;
  /** The chat's lease on the thread: given back in the same transaction (if it is still ours). */
  leaseToken: string;
}

export interface ChatTurnHooks {
  /** Runs in the transaction that stores the answer (e.g. to store an Idempotency-Key response with it). */
  beforeCommit?: (trx: Transaction<Database>, result: ChatResult) => Promise<void>;
  /** A streamed chat's client: when it has gone away, the answer is not stored and nothing is charged. */
  signal?: AbortSignal;
}

/**
 * The thread's lease given back (an UPDATE's set list), only if it is still the chat's: an expired one may have
 * passed to another call.
 */
const leaseGivenBack = (token: string) => sql`
  lease_token = case when lease_token = ${token} then null else lease_token end,
  lease_until = case when lease_token = ${token} then null else lease_until end`;

const scopeGone = (turn: ChatTurnRecord) =>
  notFound(`${turn.scopeName} was deleted while the chat was running; nothing was stored or charged`);

// An answer the provider was paid for is worth waiting for: a database restart takes seconds.
const DATABASE_WAIT_MS = 30_000;

/**
 * Stores a chat's answer and settles its credits in ONE transaction, after locking its thread (the statement that
 * locks it also gives the chat's lease back and finds an earlier attempt's message). The thread goes
 * with its document or label: when that was deleted while the model was answering, the chat is refused with 404
 * and nothing is stored or charged (the caller releases the hold). When the database is unreachable, waits for
 * it (up to 30 s) and tries again; a retry after a commit whose answer was lost finds the message already there.
 * `hooks.beforeCommit` runs last in the same transaction; when `hooks.signal` has aborted by then (a streamed chat
 * whose client went away), everything rolls back with RequestAborted. Returns the credits charged.
 */
export async function storeChatTurn(
  db: Db,
  turn: ChatTurnRecord,
  billing: ChatBilling,
  hooks: ChatTurnHooks = {},
): Promise<number> {
  // A free chat (nothing held) with nothing else to write is stored by one statement, its own transaction.
  const alone = !billing.hold && !hooks.beforeCommit && !hooks.signal;
  for (let attempt = 0; ; attempt++) {
    try {
      if (alone) return await storeFreeTurn(db, turn);
      return await db.transaction().execute(async (trx) => {
        // One round trip: the thread's row lock (an UPDATE's, which a deletion waits for like FOR UPDATE's), the
        // lease released with the commit (only if still ours: an expired one may have passed to another call), and
        // the message of an earlier attempt that committed.
        const { rows: locked } = await sql<{ credits: string | number | null }>`
          update threads
          set ${leaseGivenBack(turn.leaseToken)}
          where tid = ${turn.tid}
          returning (select m.credits from messages m where m.promptid = ${turn.promptid}) as credits
        `.execute(trx);
        if (locked.length === 0) throw scopeGone(turn);
        if (locked[0].credits !== null) return Number(locked[0].credits); // an earlier attempt committed
        const usage = { inputTokens: turn.inputTokens, outputTokens: turn.outputTokens };
        const credits = await billing.settle(trx, usage, {
          workspace: turn.workspace,
          model: turn.model,
          ...usage,
          tid: turn.tid,
        });
        await trx
          .insertInto('messages')
          .values({
            tid: turn.tid,
            promptid: turn.promptid,
            key_id: turn.keyId,
            prompt: turn.prompt,
            answer: turn.answer,
            model: turn.model,
            input_tokens: turn.inputTokens,
            output_tokens: turn.outputTokens,
            credits,
            duration_ms: turn.durationMs,
          })
          .execute();
        const result: ChatResult = {
          promptid: turn.promptid,
          tid: turn.tid,
          answer: turn.answer,
          ...(turn.citations ? { citations: turn.citations } : {}),
        };
        await hooks.beforeCommit?.(trx, result);
        // The last moment before the commit: a client that left meanwhile never gets this answer.
        if (hooks.signal?.aborted) throw new RequestAborted();
        return credits;
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt > 0) throw error;
      await waitForDatabase(() => sql`select 1`.execute(db), { maxWaitMs: DATABASE_WAIT_MS });
    }
  }
}

/**
 * storeChatTurn's transaction in one statement, for a chat that costs nothing and writes nothing else (three round
 * trips fewer: no begin, insert and commit of their own). The same steps: the UPDATE locks the thread (a deletion
 * waits for it) and gives the lease back if still ours; the message is inserted unless an earlier attempt's is
 * there; no thread → 404.
 */
async function storeFreeTurn(db: Db, turn: ChatTurnRecord): Promise<number> {
  const { rows } = await sql<{ threads: number }>`
    with locked as (
      update threads
      set ${leaseGivenBack(turn.leaseToken)}
      where tid = ${turn.tid}
      returning tid, exists (select 1 from messages m where m.promptid = ${turn.promptid}) as stored
    ), inserted as (
      insert into messages (tid, promptid, key_id, prompt, answer, model, input_tokens, output_tokens, credits,
        duration_ms)
      select tid, ${turn.promptid}, ${turn.keyId}, ${turn.prompt}, ${turn.answer}, ${turn.model}, ${turn.inputTokens},
        ${turn.outputTokens}, 0, ${turn.durationMs}
      from locked where not stored
    )
    select count(*)::int as threads from locked
  `.execute(db);
  if (rows[0].threads === 0) throw scopeGone(turn);
  return 0;
}
