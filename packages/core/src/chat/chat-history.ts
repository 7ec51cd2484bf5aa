import type { Db } from '@docent/db';
import { countTextTokens } from '../indexing/token-count';

export interface ChatTurn {
  prompt: string;
  answer: string;
}

/** Tokens a chat message costs beyond its text (role and framing in the chat format). */
export const MESSAGE_OVERHEAD_TOKENS = 4;
/** Tokens the chat format adds once per request (the reply primer). */
export const REQUEST_OVERHEAD_TOKENS = 3;

export const messageTokens = (text: string) => countTextTokens(text) + MESSAGE_OVERHEAD_TOKENS;

export async function loadThreadTurns(db: Db, tid: string): Promise<ChatTurn[]> {
  return db.selectFrom('messages').select(['prompt', 'answer']).where('tid', '=', tid).orderBy('id').execute();
}

/**
 * The most recent turns that fit `tokens`, oldest first: whole turns are dropped from the oldest end,
 * so the model never sees an answer without its question.
 */
export function trimHistory(turns: ChatTurn[], tokens: number): { turns: ChatTurn[]; tokens: number } {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const cost = messageTokens(turns[i].prompt) + messageTokens(turns[i].answer);
    if (used + cost > tokens) break;
    kept.unshift(turns[i]);
    used += cost;
  }
  return { turns: kept, tokens: used };
}
