import { describe, expect, it } from 'vitest';
import { ChatRequest } from '@docent/contract';
import { resolveChatOptions } from './chat-options';
import { messageTokens, trimHistory } from './chat-history';

const req = (body: Record<string, unknown>) => ChatRequest.parse({ prompt: 'q', ...body });
const none = { providerConfigured: true, byokModels: [] };

describe('resolveChatOptions', () => {
  it('fills defaults from the model', () => {
    const o = resolveChatOptions(req({}), none);
    expect(o).toMatchObject({ byok: false, budget: 16_000, pcap: 0.1, ocap: 1024, page: true, adherence: 'balanced' });
    expect(o.model.id).toBe('gpt-4.1-mini');
    expect(resolveChatOptions(req({}), { ...none, providerConfigured: false }).model.id).toBe('docent-local');
  });

  it('accepts limits up to the model maximum, and the model thinking values', () => {
    expect(
      resolveChatOptions(req({ model: 'o4-mini', budget: 200_000, ocap: 100_000, thinking: 'low' }), none).thinking,
    ).toBe('low');
    expect(() => resolveChatOptions(req({ model: 'docent-local', budget: 64_001 }), none)).toThrow(
      /^budget: at most 64000/,
    );
    expect(() => resolveChatOptions(req({ model: 'docent-local', ocap: 4097 }), none)).toThrow(/^ocap: at most 4096/);
  });
});

describe('trimHistory', () => {
  const turns = [
    { prompt: 'one '.repeat(50), answer: 'a1' },
    { prompt: 'two', answer: 'a2' },
    { prompt: 'three', answer: 'a3' },
  ];
  it('drops whole turns from the oldest end', () => {
    const cost = (i: number) => messageTokens(turns[i].prompt) + messageTokens(turns[i].answer);
    expect(trimHistory(turns, 10_000).turns).toEqual(turns);
    expect(trimHistory(turns, cost(1) + cost(2)).turns).toEqual(turns.slice(1));
    expect(trimHistory(turns, cost(2)).turns).toEqual(turns.slice(2));
    expect(trimHistory(turns, cost(2) - 1)).toEqual({ turns: [], tokens: 0 });
  });
});
