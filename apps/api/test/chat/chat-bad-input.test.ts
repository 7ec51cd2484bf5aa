import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { newDocId } from '@docent/core';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { seedDocument } from '../support/seed-documents';

// Questions nobody should write, and a label bigger than anyone should make: a sensible answer or a clear 400.
let t: TestApi;
let user: TestUser;
let doc: string;
const NOT_FOUND = 'I could not find anything in the document that answers this question.';

beforeAll(async () => {
  t = await startTestApi();
  user = await t.newUser();
  const pages = Array.from({ length: 30 }, (_, i) =>
    `Section ${i + 1}. The harbour log records ${i + 3} ships and the weather of day ${i + 1}. `.repeat(8),
  );
  pages[4] =
    '東京の港は二十四時間開いています。 The Tokyo harbour is open around the clock. ميناء طوكيو مفتوح طوال اليوم. 🚢 Ships welcome.';
  doc = await seedDocument(t.db, { accountId: user.accountId, name: 'log.txt', pages });
});
afterAll(() => t?.close());

const chat = (prompt: string, extra: Record<string, unknown> = {}) =>
  user.call(`/doc/${doc}/chat`, { method: 'POST', json: { prompt, model: 'docent-local', ...extra } });

describe('bad questions', () => {
  it('answers a one-character question, one of only stop words or only symbols by declining, never 500', async () => {
    // Symbols only: a lone "?", a rule of them, operators the document never uses.
    for (const prompt of ['x', '?', 'the of and is it', 'what is', '$$$$$$$$$$$$', '$@ || [[ ?']) {
      const r = await chat(prompt);
      expect(r.status).toBe(200);
      expect(r.body.answer).toBe(NOT_FOUND);
    }
  });

  it('refuses an empty prompt and one over the allowance with a 400 that says why', async () => {
    const empty = await chat('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/prompt/);
    const long = await chat('harbour '.repeat(1250)); // 10,000 characters
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/^prompt: \d+ tokens is more than pcap × budget/);
    // Within a larger allowance, the same 10,000 characters are answered.
    const allowed = await chat(`${'Which ships does the harbour log record? '.repeat(245)}`.slice(0, 10_000), {
      pcap: 0.6,
      budget: 64_000,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.answer).toMatch(/PAGE!\d+/);
    // 10,000 characters of an operator the document never uses: declined.
    const operators = await chat('$@ '.repeat(3_333), { pcap: 0.6, budget: 64_000 });
    expect(operators.status).toBe(200);
    expect(operators.body.answer).toBe(NOT_FOUND);
    // A run of 10,000 spaces inside the words that ask where something is ("Where is … described?") is read in one
    // pass (it was tried every way it splits: minutes).
    const spaced = await chat(`Where is${' '.repeat(9_970)}the harbour log described?`, { pcap: 0.6, budget: 64_000 });
    expect(spaced.status).toBe(200);
    expect(spaced.body.answer).toMatch(/PAGE!\d+/);
  });

  it('answers questions in other scripts and with emoji, quoting the matching sentence', async () => {
    const arabic = await chat('ميناء طوكيو');
    expect(arabic.status).toBe(200);
    expect(arabic.body.answer).toContain('ميناء طوكيو مفتوح طوال اليوم. PAGE!5');
    const emoji = await chat('🚢 Tokyo harbour open?');
    expect(emoji.status).toBe(200);
    expect(emoji.body.answer).toContain('The Tokyo harbour is open around the clock. PAGE!5');
    const cjk = await chat('東京の港は開いていますか');
    expect(cjk.status).toBe(200);
    expect(cjk.body.answer).toContain('東京の港は二十四時間開いています。 PAGE!5');
    const onlyEmoji = await chat('🚢🚢🚢');
    expect(onlyEmoji.status).toBe(200);
    expect(onlyEmoji.body.answer).toBe(NOT_FOUND);
  });
});

describe('a label of 2,000 documents', () => {
  it('answers within seconds, from the right document', { timeout: 120_000 }, async () => {
    const ids = Array.from({ length: 2000 }, () => newDocId());
    const target = ids[1234];
    await sql`
      insert into documents (id, account_id, workspace, name, status, pages, ready_at, chunk_count, text_tokens)
      select id, ${user.accountId}, 0, 'note-' || n || '.txt', 'ready', 1, now(), 1, 12
      from unnest(${ids}::text[]) with ordinality as d(id, n)
    `.execute(t.db);
    await sql`
      insert into chunks (document_id, account_id, page_no, ord, text, tokens)
      select id, ${user.accountId}, 1, 0,
        case when id = ${target} then 'The lighthouse keeper saw a comet on 3 March.' else 'Routine note number ' || n || ' about the weather.' end, 12
      from unnest(${ids}::text[]) with ordinality as d(id, n)
    `.execute(t.db);
    // At most 1,000 docids a request: the label is made with half and tagged with the rest.
    const label = await user.call('/label', {
      method: 'POST',
      json: { name: 'notes', color: '#000000', docids: ids.slice(0, 1000) },
    });
    expect(label.status).toBe(200);
    const tagged = await user.call(`/label/${label.body.data[0].labelid}`, {
      method: 'PUT',
      json: { docids: { tag: ids.slice(1000) } },
    });
    expect(tagged.status).toBe(200);
    const started = Date.now();
    const r = await user.call(`/label/${label.body.data[0].labelid}/chat`, {
      method: 'POST',
      json: { prompt: 'What did the lighthouse keeper see?', model: 'docent-local' },
    });
    expect(r.status).toBe(200);
    expect(r.body.answer).toBe(`The lighthouse keeper saw a comet on 3 March. DOC!${target}!PAGE!1`);
    expect(Date.now() - started).toBeLessThan(10_000);
    const summary = await user.call(`/label/${label.body.data[0].labelid}/chat`, {
      method: 'POST',
      json: { prompt: 'Summarise', model: 'docent-local' },
    });
    expect(summary.status).toBe(200);
  });
});
