import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { isDomainError } from '../common/errors';
import { newPromptId, newTid } from '../common/ids';
import { placeHold } from '../credits/holds';
import type { ChatBilling } from './chat-billing';
import { storeChatTurn, type ChatTurnRecord } from './store-chat-turn';
import { createLeasedThread } from './thread-lease';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

const free: ChatBilling = {
  hold: undefined,
  cost: () => 0,
  settle: async () => 0,
  release: async () => {},
  extend: async () => {},
};

async function leasedThread() {
  const { accountId, keyId } = await createAccountKey(t.db, { name: 'store', bundle: 10 });
  const tid = newTid();
  const token = await createLeasedThread(t.db, {
    tid,
    accountId,
    kind: 'doc',
    scopeId: 'd000000000000000',
    leaseMs: 60_000,
  });
  const turn: ChatTurnRecord = {
    tid,
    promptid: newPromptId(),
    keyId,
    prompt: 'When are invoices paid?',
    answer: 'Invoices are paid within 30 days. PAGE!2',
    model: 'docent-local',
    inputTokens: 120,
    outputTokens: 12,
    durationMs: 9,
    workspace: 1,
    scopeName: 'document d000000000000000',
    leaseToken: token,
  };
  return { accountId, keyId, turn };
}

const messagesOf = (tid: string) =>
  t.db.selectFrom('messages').select(['promptid', 'answer', 'credits', 'model']).where('tid', '=', tid).execute();
const leaseOf = async (tid: string) =>
  (await t.db.selectFrom('threads').select('lease_token').where('tid', '=', tid).executeTakeFirstOrThrow()).lease_token;

// Both ways of storing (one statement for a free chat with nothing else to write, a transaction otherwise) keep the
// same promises.
describe.each([
  ['a free chat (one statement)', () => ({}) as const],
  ['a chat with a hook in the transaction', () => ({ beforeCommit: async () => {} })],
])('storing %s', (_name, hooks) => {
  it('stores the message once and gives the lease back, even when a retry stores it again', async () => {
    const { turn } = await leasedThread();
    expect(await storeChatTurn(t.db, turn, free, hooks())).toBe(0);
    expect(await leaseOf(turn.tid)).toBeNull();
    // A retry after a commit whose answer was lost finds the message there.
    expect(await storeChatTurn(t.db, turn, free, hooks())).toBe(0);
    expect(await messagesOf(turn.tid)).toEqual([
      { promptid: turn.promptid, answer: turn.answer, credits: 0, model: 'docent-local' },
    ]);
  });

  it('keeps a lease that passed to another call', async () => {
    const { turn } = await leasedThread();
    await t.db.updateTable('threads').set({ lease_token: 'someone-else' }).where('tid', '=', turn.tid).execute();
    await storeChatTurn(t.db, turn, free, hooks());
    expect(await leaseOf(turn.tid)).toBe('someone-else');
    expect(await messagesOf(turn.tid)).toHaveLength(1);
  });

  it('refuses with 404 and stores nothing when the thread went away with its document', async () => {
    const { turn } = await leasedThread();
    await t.db.deleteFrom('threads').where('tid', '=', turn.tid).execute();
    const refused = await storeChatTurn(t.db, turn, free, hooks()).then(
      () => 'stored',
      (error: unknown) => (isDomainError(error) ? `${error.code}: ${error.message}` : String(error)),
    );
    expect(refused).toMatch(/^not_found: document d000000000000000 was deleted while the chat was running/);
    expect(await messagesOf(turn.tid)).toEqual([]);
  });
});

it('settles a priced chat in the transaction that stores it', async () => {
  const { accountId, keyId, turn } = await leasedThread();
  const hold = await placeHold(t.db, { accountId, keyId, requestId: turn.promptid, credits: 3, ttlMs: 60_000 });
  const priced: ChatBilling = { ...free, hold, settle: async () => 2 };
  expect(await storeChatTurn(t.db, turn, priced)).toBe(2);
  expect((await messagesOf(turn.tid))[0].credits).toBe(2);
});
