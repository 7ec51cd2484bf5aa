import type { Question } from './types';

/**
 * Questions over the `tables` documents written while tuning (`--questions tables-tuning`), by the hand that changed
 * how tables are read, before reading the blind set (questions/tables.ts): they show what was tuned on, the blind set
 * shows whether it holds. Fourteen, each naming a row by a value of it (a version, a codename, a type) and asking for
 * another cell, in the column's words or everyday ones; two the tables do not answer.
 */
const fact = (phrases: string[], pages = [1]) => ({ phrases, pages });
export const TABLES_TUNING_QUESTIONS: Question[] = [
  {
    id: 'distro-debian-lexical-t1',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'What is the codename of Debian 12?',
    facts: [fact(['Bookworm'])],
  },
  {
    id: 'distro-debian-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'distro-debian' },
    prompt: 'When was Debian 10 released?',
    facts: [fact(['2019-07-06'])],
  },
  {
    id: 'distro-debian-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'distro-debian' },
    prompt: 'When did Bookworm come out?',
    facts: [fact(['2023-06-10'])],
  },
  {
    id: 'distro-debian-paraphrased-t3',
    category: 'paraphrased',
    scope: { doc: 'distro-debian' },
    prompt: 'When does Debian 11 reach end of life?',
    facts: [fact(['2024-08-14'])],
  },
  {
    id: 'distro-debian-lexical-t2',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'Which version is Jessie?',
    facts: [fact(['version: 8;', '| 8 | Jessie', '8,Jessie'])],
  },
  {
    id: 'distro-ubuntu-lexical-t1',
    category: 'lexical',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'Which Ubuntu release is Focal Fossa?',
    facts: [fact(['20.04 LTS'])],
  },
  {
    id: 'distro-ubuntu-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'When does Ubuntu 22.04 LTS reach end of life?',
    facts: [fact(['2027-06-01'])],
  },
  {
    id: 'distro-ubuntu-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'When was Ubuntu 20.04 released?',
    facts: [fact(['2020-04-23'])],
  },
  {
    id: 'pg-numeric-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'pg-numeric' },
    prompt: 'How much storage does an integer take?',
    facts: [fact(['integer | 4 bytes', 'integer; Storage Size: 4 bytes', 'Storage Size: 4 bytes'])],
  },
  {
    id: 'pg-numeric-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'pg-numeric' },
    prompt: 'What is the largest value a smallint can hold?',
    facts: [fact(['+32767'])],
  },
  {
    id: 'pg-datetime-lexical-t1',
    category: 'lexical',
    scope: { doc: 'pg-datetime' },
    prompt: 'What is the range of the date type?',
    facts: [fact(['5874897 AD'])],
  },
  {
    id: 'distro-debian-lexical-t3',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'When does LTS end for Debian Stretch?',
    facts: [fact(['2022-06-30'])],
  },
  {
    id: 'distro-debian-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'distro-debian' },
    prompt: 'Which Linux kernel version did Debian 12 ship with?',
    facts: [],
  },
  {
    id: 'pg-numeric-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'pg-numeric' },
    prompt: 'How many bytes does a uuid take?',
    facts: [],
  },
];
