import { TRANSLATED_DE_QUESTIONS } from './translated-de';
import { TRANSLATED_ES_QUESTIONS } from './translated-es';
import { TRANSLATED_FR_QUESTIONS } from './translated-fr';
import { TRANSLATED_RU_QUESTIONS } from './translated-ru';
import type { Question } from './types';

/**
 * Questions in French, German, Spanish and Russian over Debian's own translations of two of the manuals (the New
 * Maintainers' Guide in all four, the FAQ in French and German): languages with more inflection than English, which
 * search must stem in their own way. Asked with `pnpm bench quality --questions translated`, apart from the English
 * questions. Each set was written by reading its translation, after the English questions of the same manuals (whose
 * facts many of them ask again, in the words a speaker of the language would use), without seeing Docent's answers.
 */
export const TRANSLATED_QUESTIONS: Question[] = [
  ...TRANSLATED_FR_QUESTIONS,
  ...TRANSLATED_DE_QUESTIONS,
  ...TRANSLATED_ES_QUESTIONS,
  ...TRANSLATED_RU_QUESTIONS,
];
