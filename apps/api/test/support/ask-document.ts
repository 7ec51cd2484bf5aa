import { expect } from 'vitest';
import type { TestUser } from '../../src/testing';

export interface ChatAnswer {
  answer: string;
  citations: Array<{ docid: string; name: string; page: number; quote: string }>;
}

/** Asks one document, as `user`, with docent-local; every answer must be a 200. */
export const askDocument =
  (user: TestUser, docid: string) =>
  async (prompt: string): Promise<ChatAnswer> => {
    const r = await user.call(`/doc/${docid}/chat`, { method: 'POST', json: { prompt, model: 'docent-local' } });
    expect(r.status).toBe(200);
    return r.body as ChatAnswer;
  };
