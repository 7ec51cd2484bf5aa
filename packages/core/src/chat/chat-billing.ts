import type { Database, Db, Transaction } from '@docent/db';
import { estimateCredits } from '../credits/amounts';
import { extendHold, placeHold, releaseHold, settleHold, type CreditHold } from '../credits/holds';
import type { ResolvedChatOptions } from './chat-options';

/**
 * A priced chat's money, in three steps a streamed answer can use too: `reserve` before the provider is called
 * (the most the chat may cost: its prompt and context as counted, plus `ocap` answer tokens; 402 when that is not
 * available), `settle` with the reported usage in the transaction that stores the answer (never more than was
 * reserved), or `release` when the chat fails, is refused or the client goes away (nothing is charged).
 * Unpriced chats (docent-local, BYOK) reserve nothing.
 */
export interface ChatBilling {
  hold: CreditHold | undefined;
  /** Credits the reported usage costs (0 when unpriced). */
  cost(usage: { inputTokens: number; outputTokens: number }): number;
  settle(
    trx: Transaction<Database>,
    usage: { inputTokens: number; outputTokens: number },
    detail: Record<string, unknown> & { workspace: number },
  ): Promise<number>;
  release(): Promise<void>;
  /** Keeps the reservation for another `ttlMs` (a streamed answer that outlasts it). */
  extend(ttlMs: number): Promise<void>;
}

export async function reserveChatCredits(
  db: Db,
  options: {
    accountId: string;
    keyId: string;
    promptid: string;
    chat: ResolvedChatOptions;
    priced: boolean;
    inputTokens: number;
    ttlMs: number;
  },
): Promise<ChatBilling> {
  const pricing = options.chat.model.pricing;
  const cost = (usage: { inputTokens: number; outputTokens: number }) =>
    options.priced ? estimateCredits({ ...usage, pricing }) : 0;
  const hold = options.priced
    ? await placeHold(db, {
        accountId: options.accountId,
        keyId: options.keyId,
        requestId: options.promptid,
        credits: cost({ inputTokens: options.inputTokens, outputTokens: options.chat.ocap }),
        ttlMs: options.ttlMs,
      })
    : undefined;
  return {
    hold,
    cost,
    async settle(trx, usage, { workspace, ...detail }) {
      if (!hold) return 0;
      const settled = await settleHold(trx, hold, {
        keyId: options.keyId,
        workspace,
        reason: 'chat',
        credits: cost(usage),
        detail,
      });
      return settled.credits;
    },
    // Safe after a settle too: the settling transaction already deleted the hold (or rolled back, and then it must go).
    async release() {
      if (hold) await releaseHold(db, hold);
    },
    // After a settle or a release there is no hold row left: extending it changes nothing.
    async extend(ttlMs) {
      if (hold) await extendHold(db, hold, ttlMs);
    },
  };
}
