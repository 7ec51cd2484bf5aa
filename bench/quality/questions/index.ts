import { BASH_QUESTIONS } from './bash';
import { DEBIAN_QUESTIONS } from './debian';
import { GNU_STANDARDS_QUESTIONS } from './gnu-standards';
import { HELD_OUT_QUESTIONS } from './held-out';
import { LABEL_ALL_QUESTIONS } from './label-all';
import { LABEL_DEBIAN_QUESTIONS } from './label-debian';
import { R_QUESTIONS } from './r';
import type { Question } from './types';

/** Every question of the benchmark, written by reading the documents (see README.md for the rules they follow). */
export const QUESTIONS: Question[] = [
  ...BASH_QUESTIONS,
  ...R_QUESTIONS,
  ...DEBIAN_QUESTIONS,
  ...GNU_STANDARDS_QUESTIONS,
  ...LABEL_DEBIAN_QUESTIONS,
  ...LABEL_ALL_QUESTIONS,
  ...HELD_OUT_QUESTIONS,
];
