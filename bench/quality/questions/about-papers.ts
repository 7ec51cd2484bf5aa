import type { DocKey } from '../corpus';
import type { Question } from './types';

/**
 * Questions about the papers themselves rather than about what they treat (`--questions about-papers`): who wrote
 * each paper, what it is about, what it concludes, when it was published and what its sections are, as a reader asks
 * them first of a paper they have just uploaded. Written in the twenty-second round, after docent-local learned to
 * answer them (retrieval/about-the-document.ts), by the same hand, from the pages as Docent numbers them: it shows
 * what a change does to these questions, beside the baseline in the same run, and is no blind measure. The expected
 * phrases are what a reader would take for the answer: an author's name from the title page, the abstract's sentence
 * saying what the paper does, the opening of the section drawing its conclusions, the year the paper or its journal
 * version came out, and a section's title. Its category is `paraphrased` (the question's words are not the answer's);
 * the FAQ draws no conclusions (`unanswerable`).
 */
const about = (
  doc: DocKey,
  name: string,
  facts: {
    authors: string;
    about: string;
    concludes: [string, number];
    published: string[];
    section: [string, number];
  },
): Question[] => [
  {
    id: `${doc}-paraphrased-a1`,
    category: 'paraphrased',
    scope: { doc },
    prompt: `Who wrote this ${name}?`,
    facts: [{ phrases: [facts.authors], pages: [1] }],
  },
  {
    id: `${doc}-paraphrased-a2`,
    category: 'paraphrased',
    scope: { doc },
    prompt: `What is this ${name} about?`,
    facts: [{ phrases: [facts.about], pages: [1] }],
  },
  {
    id: `${doc}-paraphrased-a3`,
    category: 'paraphrased',
    scope: { doc },
    prompt: 'What are the main conclusions?',
    facts: [{ phrases: [facts.concludes[0]], pages: [facts.concludes[1]] }],
  },
  {
    id: `${doc}-paraphrased-a4`,
    category: 'paraphrased',
    scope: { doc },
    prompt: `When was this ${name} published?`,
    facts: [{ phrases: facts.published, pages: [1] }],
  },
  {
    id: `${doc}-paraphrased-a5`,
    category: 'paraphrased',
    scope: { doc },
    prompt: 'What sections does it have?',
    facts: [{ phrases: [facts.section[0]], pages: [facts.section[1]] }],
    note: 'the answer lists section titles, which cite no page',
  },
];

export const ABOUT_PAPERS_QUESTIONS: Question[] = [
  ...about('zoo', 'paper', {
    authors: 'Gabor Grothendieck',
    about: 'zoo is an R package providing an S3 class with methods for indexed totally ordered observations',
    concludes: ['The package zoo provides an S3 class and methods for indexed totally ordered observations', 25],
    published: ['Zeileis and Grothendieck (2005)'],
    section: ['Combining zoo with other packages', 20],
  }),
  ...about('sandwich', 'paper', {
    authors: 'Achim Zeileis',
    about: 'Data described by econometric models typically contains autocorrelation',
    concludes: ['This paper briefly reviews a class of heteroskedasticity-consistent', 15],
    published: ['Zeileis (2004), published in the Journal of Statistical Software'],
    section: ['The linear regression model', 3],
  }),
  ...about('sandwich-cl', 'paper', {
    authors: 'Nathaniel Graham',
    about: 'Clustered covariances or clustered standard errors are very widely used',
    concludes: ['the corresponding functions for clustered and panel data have only been added recently', 27],
    published: ['Graham (2020), published in the Journal of Statistical Software'],
    section: ['Illustrations', 15],
  }),
  ...about('strucchange', 'paper', {
    authors: 'Kurt Hornik',
    about: 'introduce a unified approach for implementing tests from the fluctuation test and F test framework',
    concludes: [
      'we have described the strucchange package that implements methods for testing for structural change',
      14,
    ],
    published: ['Hornik, and Kleiber (2002)'],
    section: ['Generalized fluctuation tests', 3],
  }),
  ...about('lme4', 'paper', {
    authors: 'Douglas Bates',
    about: 'linear mixed-effects models can be determined using the lmer function',
    concludes: ['Mixed modeling is an extremely useful but computationally intensive technique', 37],
    published: ['published online in the Journal of Statistical Software', '2015, with DOI'],
    section: ['Formula module', 5],
  }),
  {
    id: 'zoo-faq-paraphrased-a1',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt: 'Who wrote this FAQ?',
    facts: [{ phrases: ['zoo Development Team'], pages: [1] }],
  },
  {
    id: 'zoo-faq-paraphrased-a2',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt: 'What is this document about?',
    facts: [{ phrases: ['a collection of frequently asked questions (FAQ) about the zoo package'], pages: [1] }],
  },
  {
    id: 'zoo-faq-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'zoo-faq' },
    prompt: 'What are the main conclusions?',
    facts: [],
    note: 'an FAQ: questions and their answers, no section drawing conclusions',
  },
  {
    id: 'papers-label-wide-a1',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt: 'Who wrote these papers?',
    facts: [{ doc: 'lme4', phrases: ['Douglas Bates'], pages: [1] }],
  },
];
