import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

// Citations of provider models: the model's PAGE!n tokens are mapped back through the context it was given.
let provider: OpenAIProtocolServer;
let t: TestApi;
let user: TestUser;
let handbook: string;
let faq: string;
let label: { labelid: string };

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  user = await t.newUser({ bundle: 100 });
  handbook = await seedDocument(t.db, {
    accountId: user.accountId,
    name: 'handbook.pdf',
    pages: [
      'Welcome to the company.',
      'Every employee receives 27 days of paid vacation per year.',
      'Badges must be worn at all times.',
    ],
  });
  faq = await seedDocument(t.db, {
    accountId: user.accountId,
    name: 'faq.pdf',
    pages: ['Parking is free for staff on level 2.'],
  });
  label = (
    await user.call('/label', { method: 'POST', json: { name: 'hr', color: '#123456', docids: [handbook, faq] } })
  ).body.data[0];
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('turns a document chat’s PAGE!n tokens into citations and drops pages the model was not given', async () => {
  provider.queue.push({
    content: 'Employees get 27 days of paid vacation PAGE!2. Badges are required [PAGE!3]. Also see PAGE!41.',
  });
  const r = await user.call(`/doc/${handbook}/chat`, {
    method: 'POST',
    json: { prompt: 'How much vacation and what about badges?' },
  });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('Employees get 27 days of paid vacation PAGE!2. Badges are required PAGE!3. Also see.');
  expect(r.body.citations).toEqual([
    {
      docid: handbook,
      name: 'handbook.pdf',
      page: 2,
      quote: 'Every employee receives 27 days of paid vacation per year.',
    },
    { docid: handbook, name: 'handbook.pdf', page: 3, quote: 'Badges must be worn at all times.' },
  ]);
  // The stored answer is what the client got.
  const [message] = await t.db
    .selectFrom('messages')
    .select('answer')
    .where('promptid', '=', r.body.promptid)
    .execute();
  expect(message.answer).toBe(r.body.answer);
});

it('maps a label chat’s DOC!<docid>!PAGE!n tokens to their documents', async () => {
  provider.queue.push({
    content: `Parking is free DOC!${faq}!PAGE!1 and vacation is 27 days DOC!${handbook}!PAGE!2. Made up DOC!${faq}!PAGE!7.`,
  });
  const r = await user.call(`/label/${label.labelid}/chat`, {
    method: 'POST',
    json: { prompt: 'Parking and vacation?' },
  });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe(
    `Parking is free DOC!${faq}!PAGE!1 and vacation is 27 days DOC!${handbook}!PAGE!2. Made up.`,
  );
  expect(r.body.citations.map((c: any) => [c.name, c.page])).toEqual([
    ['faq.pdf', 1],
    ['handbook.pdf', 2],
  ]);
});

it('gives neither tokens nor citations with page: false', async () => {
  provider.queue.push({ content: 'Employees get 27 days PAGE!2.' });
  const r = await user.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Vacation?', page: false } });
  expect(r.body.answer).toBe('Employees get 27 days.');
  expect(r.body.citations).toBeUndefined();
  const local = await user.call(`/label/${label.labelid}/chat`, {
    method: 'POST',
    json: { prompt: 'Where is parking free?', model: 'docent-local', page: false },
  });
  expect(local.body.answer).toBe('Parking is free for staff on level 2.');
  expect(local.body.citations).toBeUndefined();
  const cited = await user.call(`/label/${label.labelid}/chat`, {
    method: 'POST',
    json: { prompt: 'Where is parking free?', model: 'docent-local' },
  });
  expect(cited.body.answer).toBe(`Parking is free for staff on level 2. DOC!${faq}!PAGE!1`);
  expect(cited.body.citations).toEqual([
    { docid: faq, name: 'faq.pdf', page: 1, quote: 'Parking is free for staff on level 2.' },
  ]);
});
