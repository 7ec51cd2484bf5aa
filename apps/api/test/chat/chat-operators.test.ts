import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { askDocument } from '../support/ask-document';
import { seedDocument } from '../support/seed-documents';

// Questions about operators and special parameters ("$?", "$@", "||", "%in%", "~"): their symbols are words to
// search and to docent-local (packages/core/src/indexing/symbol-words.ts), indexed as the document is written.
let t: TestApi;
let alice: TestUser;
let ask: ReturnType<typeof askDocument>;

// Written as a manual is: an entry a line, a title on its own line.
const PAGES = [
  '1 Shell basics\nA script is a file of commands. Each command returns an exit status, and the shell expands words ' +
    'before it runs them. Most commands are found by searching the directories named in PATH.',
  [
    '2 Special parameters',
    'The shell treats several parameters specially.',
    '$? Expands to the exit status of the most recently executed foreground pipeline.',
    '$* Expands to the positional parameters, joined into a single word when quoted.',
    '$@ Expands to the positional parameters, each parameter a separate word when quoted.',
    '$$ Expands to the process id of the shell.',
  ].join('\n'),
  '3 Lists of commands\nAn AND list has the form command1 && command2, and command2 runs only if command1 returns an ' +
    'exit status of zero. An OR list has the form command1 || command2, and command2 runs only if command1 fails.',
  '4 Working with R\nThe operator %in% tells whether each element of a vector is found in another vector. A model ' +
    'formula such as y ~ x reads the response on the left of ~ and the terms that explain it on its right.',
];

beforeAll(async () => {
  t = await startTestApi();
  alice = t.alice;
  ask = askDocument(alice, await seedDocument(t.db, { accountId: alice.accountId, name: 'shell.pdf', pages: PAGES }));
});
afterAll(() => t?.close());

it('answers what a special parameter means from the sentence that names it', async () => {
  const status = await ask('What does $? mean?');
  expect(status.answer.split('\n')[0]).toBe(
    '$? Expands to the exit status of the most recently executed foreground pipeline. PAGE!2',
  );
  // The document never writes "bash": a closing "in bash" sets the question's scene, it is not its subject, so the
  // question is answered; but as no sentence says it of bash, the answer says that it is the closest.
  expect((await ask('what is $$ in bash')).answer.split('\n').slice(0, 2)).toEqual([
    'I found no sentence that answers this directly. These come closest:',
    '$$ Expands to the process id of the shell. PAGE!2',
  ]);
});

it('answers each of two operators a question compares', async () => {
  const both = await ask("what's the difference between $* and $@");
  const quotes = both.citations.map((c) => c.quote);
  expect(quotes).toContain('$* Expands to the positional parameters, joined into a single word when quoted.');
  expect(quotes).toContain('$@ Expands to the positional parameters, each parameter a separate word when quoted.');
});

it('tells operators apart that share every word around them', async () => {
  expect((await ask('what does || do')).citations[0].quote).toBe(
    'An OR list has the form command1 || command2, and command2 runs only if command1 fails.',
  );
  expect((await ask('what does && do')).citations[0].quote).toBe(
    'An AND list has the form command1 && command2, and command2 runs only if command1 returns an exit status of zero.',
  );
  expect((await ask('what does %in% do')).citations[0]).toMatchObject({
    page: 4,
    quote: expect.stringMatching(/^The operator %in%/),
  });
  expect((await ask('what does ~ mean in a formula')).citations[0].quote).toMatch(/^A model formula such as y ~ x/);
});

it('declines a question about an operator the document never uses', async () => {
  const none = await ask('what does |& do');
  expect(none.answer.startsWith('I could not find anything in the document that answers this question.')).toBe(true);
  expect(none.citations).toEqual([]);
});
