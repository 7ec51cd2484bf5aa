import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { askDocument } from '../support/ask-document';
import { seedDocument } from '../support/seed-documents';

// Mistyped question words are read as the document's words one edit away (packages/core/src/retrieval/spelling.ts).
let t: TestApi;
let alice: TestUser;
let ask: ReturnType<typeof askDocument>;

const PAGES = [
  '1 Pipelines\nA pipeline is a sequence of commands separated by a bar. The shell waits for every command of a ' +
    'pipeline to finish before it reads the next line.',
  '2 Options\npipefail: If set, the return value of a pipeline is the status of the last command to exit with a ' +
    'non-zero status. The option is off by default.\nnoclobber: If set, redirection does not overwrite files.',
  '3 Networks\nA packet carries at most 1500 bytes of a message between two hosts.',
];

beforeAll(async () => {
  t = await startTestApi();
  alice = t.alice;
  ask = askDocument(alice, await seedDocument(t.db, { accountId: alice.accountId, name: 'shell.pdf', pages: PAGES }));
});
afterAll(() => t?.close());

it('answers a question with a mistyped word as if it were spelt right', async () => {
  const right = await ask('What does the pipefail option do?');
  expect(right.citations[0]).toMatchObject({ page: 2, quote: expect.stringMatching(/^pipefail: If set/) });
  // The same answer and citations, and docent-local says what it read otherwise than typed.
  for (const [typo, typed] of [
    ['What does the pipfeail option do?', 'pipfeail'],
    ['What does the pipefial option do?', 'pipefial'],
  ]) {
    const read = await ask(typo);
    expect(read.answer).toBe(`${right.answer}\nI read “${typed}” as “pipefail”.`);
    expect(read.citations).toEqual(right.citations);
  }
  // A mistyped word of the question's phrasing too ("whcih" → which).
  expect((await ask('Whcih option stops redirection from overwritting files?')).citations[0].quote).toMatch(
    /^noclobber: If set/,
  );
});

it('reads an English word the document lacks as meant, not as the document word one letter away', async () => {
  // "pocket" is one letter from "packet": the document never mentions pockets.
  const pocket = await ask('What is a pocket?');
  expect(pocket.answer.startsWith('I could not find anything in the document that answers this question.')).toBe(true);
  expect(pocket.citations).toEqual([]);
});
