import { countTextTokens, tokenizer } from '../indexing/token-count';
import type { ContextChunk } from '../retrieval/chat-scope';
import { asksAboutDocument } from '../retrieval/about-the-document';
import { asksWhichDocument } from '../retrieval/which-document';
import { isEnglishWord } from '../retrieval/english-words';
import { AT_PROMPT } from '../indexing/reflow/text-blocks';
import { synonymsOf } from '../retrieval/synonyms';
import {
  ASKS_DEFINITION,
  asksNameOrigin,
  NAME_ASKING_TERMS,
  askingSentences,
  asksForRuling,
  asksHowTo,
  KIND_TERMS,
  namedWithKind,
  qualifiersOfNames,
  questionParts,
} from './local-question';
import { documentReferenceTerms, isAbsent, namesNotMentioned } from './local-names';
import {
  exampleAfter,
  isContentsEntry,
  isLoneTitle,
  sentencesOf,
  withFollowUp,
  withLeadIn,
  type Sentence,
} from './local-sentences';
import { compoundParts, contentTerms, isStopWord, joinedWords } from './local-terms';
import {
  conclusionParts,
  contentsParts,
  type LocalAnswerPart,
  partOf,
  publicationNoteParts,
  summaryParts,
  titlePageParts,
} from './local-summary';
import { documentListParts, namingDocuments } from './local-which-document';
import { isAmountTerm } from './passage-sentences';

export interface LocalAnswerOptions {
  prompt: string;
  chunks: ContextChunk[];
  /** Add page tokens (`PAGE!n`, or `DOC!<docid>!PAGE!n` in a label chat). */
  page: boolean;
  /** Label chats name the document in each token. */
  withDocumentName: boolean;
  /** The answer's token limit. */
  maxTokens: number;
  /**
   * Question words (Postgres lexemes) that occur nowhere in the chat's documents: a question resting on them is
   * about something the documents do not cover.
   */
  absentLexemes?: string[];
  /** The context is the chat's whole scope: a word it lacks, the documents lack. */
  wholeScope?: boolean;
  /** Development aid (bench/quality/quick.ts --explain): told how each part of the question was weighed. */
  explain?: (line: string) => void;
}

/** One sentence of the answer, with where it was found (streamed one at a time, cited one by one). */

export interface LocalAnswer {
  text: string;
  parts: LocalAnswerPart[];
  declined: boolean;
  /** The best share of a question part's weight that one sentence holds (what RELEVANCE_THRESHOLD is compared with). */
  relevance: number;
  /** Answered below SURE_RELEVANCE: the answer opens with CLOSEST_ONLY. */
  tentative: boolean;
}

export const NOTHING_FOUND = 'I could not find anything in the document that answers this question.';
export const NOTHING_FOUND_LABEL =
  'I could not find anything in the documents of this label that answers this question.';

/**
 * The share of the question's weight that the best sentence must hold. Question words the context lacks weigh
 * in (those the documents lack altogether weigh most), so "What is the capital of France?" over a shell manual is
 * declined while a question whose words the passage shares is answered. Set with bench/quality (docs/chat-quality-history.md).
 */
export const RELEVANCE_THRESHOLD = 0.34;
/**
 * Below this relevance docent-local answers, but says first that no sentence answers directly (CLOSEST_ONLY): over
 * every question set of bench/quality, 22 % of its answers between RELEVANCE_THRESHOLD and 0.5 held the expected fact
 * and 26 % were to questions the documents do not answer; from 0.55 on, 60 % and 5 %. A reader is told which kind of
 * answer this is (docs/chat-quality-history.md, sixteenth round).
 */
export const SURE_RELEVANCE = 0.5;
/**
 * … and every other part it answers at least this much: a question whose one part a sentence answers well is not
 * answered surely when the sentences for its other parts share only a word or two with them. Of the manuals' answers
 * the rule made tentative, 4 of 11 held the fact, against 54 % of all sure answers (twentieth round).
 */
const SURE_PART_RELEVANCE = 0.4;
/** How a tentative answer opens (its own line, before the quoted sentences). */
export const CLOSEST_ONLY = 'I found no sentence that answers this directly. These come closest:';

/** Sentences quoted for a part of the question that one sentence answers surely (SURE_RELEVANCE), at most. */
const SURE_SENTENCES = 2;
/**
 * … and for a part no sentence answers surely: the answer offers the sentences that come closest (CLOSEST_ONLY), and a
 * third candidate often holds what the first two miss. quick.ts on every set: 3 facts and 3 cited pages gained
 * (r-data-paraphrased-k2, faq-paraphrased-k3, faq-fr-paraphrased-1), none lost; 4 gained nothing more; a third
 * sentence taken from another passage only gained 2 facts more and lost policy-paraphrased-2, whose fact is in the
 * passage of the first. A lower share of the first's score than SECOND_SENTENCE_SHARE (CLOSEST_SHARE) brings one
 * fact and one page more (0 to 0.1 alike, 0.15 lost the page, 0.4 a fact; docs/chat-quality-history.md, seventeenth
 * round); at 0 a sentence holding next to nothing of the question is offered too.
 */
const CLOSEST_SENTENCES = 3;
const CLOSEST_SHARE = 0.1;
/**
 * A second sentence for the same part of the question must score at least this share of the first (bench/quality:
 * 0.4 against 0.6 quotes the fact in 46 against 43 % of answers, with the same declines; quick.ts later: 0.25 against
 * 0.4, 51 against 49 %, the same pages cited and declines: a second sentence often holds a word the first lacks).
 */
const SECOND_SENTENCE_SHARE = 0.25;
/** A question word missing from every document of the chat weighs this much more than one missing from the context. */
const ABSENT_FACTOR = 1.5;
/**
 * … and this much when it is an English word (on the `word-list` list, not a typo nor a word of another language,
 * which the English stemming may fail to meet) that no synonym stands in for: "firewall", "encrypt", "travel" of a
 * question the manuals never treat say what it is about, and their absence that the documents do not.
 */
const ABSENT_WORD_FACTOR = 2;
/** A sentence defining a question word ("pipefail: If set, …") scores this much more. */
const DEFINITION_BONUS = 1.5;
/** … when the question asks what something is or does ("What does pipefail do?", "What is a virtual package?"). */
const ASKED_DEFINITION_BONUS = 2.5;
/** How much of the term a definition defines its later sentences hold ("HISTSIZE: … The default value is 500."). */
const DEFINED_SHARE = 0.7;
/** A sentence that gives no amount scores this much of its words' weight for a part that asks for one. */
const NO_AMOUNT_FACTOR = 0.5;
/** How much of a question word the section heading holds for the sentences under it. */
const HEADING_SHARE = 0.5;
/** … the name or title of the sentence's document, in a label chat ("According to the GNU Coding Standards, …"). */
const NAME_SHARE = 0.5;
// (What the sentence before it holds: local-sentences.ts, PREVIOUS_SHARE and POINTING_BACK_SHARE.)
/** … a cross-reference in the sentence ("see Selecting the upload urgency"). */
const REFERENCE_SHARE = 0.3;
/** … the line that introduces the list the sentence is an item of. */
const LEAD_IN_SHARE = 0.5;
/** … a synonym of it in the sentence ("directory" for "folder"). */
const SYNONYM_SHARE = 0.45;
/** A sentence of the best-ranked passage scores this much more (half as much for the second, …). */
const RANK_BONUS = 0.6;
/** Coverage decay: a question word already answered counts this much in the next sentence. */
const COVERED_DECAY = 0.3;
/**
 * A yes-or-no question about what is allowed or required ("Can I give my package a one-letter name?"; asksForRuling,
 * not "Is R case sensitive?") is answered by a rule, a denial or what a thing can do ("… must be at least two
 * characters long", "The XML package provides …"): a sentence saying none scores this much of its words' weight (its
 * relevance is unchanged). quick.ts: 0.5 and 0.7 gained one fact of the 154 tuned questions (policy-paraphrased-h1)
 * and lost none; judged on the held-out set, 0.5 gained one cited page (r-data-paraphrased-m3), 0.7 nothing, none
 * lost (when it applied to every yes-or-no question; the thirteenth round narrowed it, docs/chat-quality-history.md).
 */
const NO_RULING_FACTOR = 0.5;
/** A "How do I …?" question of a manual is answered by code: a sentence that shows none scores this much. */
const NO_CODE_FACTOR = 0.7;
/** Words that say what something can do ("The XML package provides …" answers "Can R read XML files?"). */
const CAPABILITY = /\b(?:provides?|supports?|allows?|lets|enables?|offers?|able|possible)\b/i;
/** Words that rule or deny. */
const RULING =
  /\b(?:must|should|may|might|can|cannot|can't|need|needs|require|required|allowed|permitted|not|never|only|always|no)\b/i;
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Question term → the terms of each synonym that stands in for it (a sentence must hold all of one's terms). */
function synonymTerms(prompt: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const match of synonymsOf(prompt)) {
    const stands = match.synonyms
      .map((synonym) => contentTerms(synonym, { parts: false }))
      .filter((terms) => terms.length > 0);
    for (const t of contentTerms(match.written, { parts: false })) out.set(t, [...(out.get(t) ?? []), ...stands]);
  }
  return out;
}

/** A question's closing phrase that says where or with what ("… in bash", "… on my desktop computer?"): its words. */
const SCENE =
  /\b(?:in|on|under|with|using|for|inside|within|from)\s+(?:(?:the|a|an|my|our|your)\s+)?([\p{L}\p{N}.+#-]+(?:\s+[\p{L}\p{N}.+#-]+)?)\s*[?.!]*$/iu;

/**
 * The terms of the prompt's English words (ABSENT_WORD_FACTOR) that no synonym stands in for: what it weighs when
 * the documents lack it.
 */
function absentWords(prompt: string, synonyms: Map<string, string[][]>): Set<string> {
  const out = new Set<string>();
  // The words of a closing "in bash", "on my desktop computer" set the question's scene rather than its subject: a
  // shell tutorial that never writes "bash" still answers "what is $$ in bash".
  const scene = new Set(SCENE.exec(prompt.trim())?.[1]?.toLowerCase().split(/\s+/) ?? []);
  for (const word of new Set(prompt.toLowerCase().match(/\p{L}+/gu) ?? [])) {
    if (!isEnglishWord(word) || scene.has(word)) continue;
    for (const t of contentTerms(word, { parts: false })) if (!synonyms.has(t)) out.add(t);
  }
  return out;
}

/** "I found no mention of JSON." / "I found no mention of Docker or Flatpak." */
function noMention(names: string[]): string {
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `I found no mention of ${listed}.`;
}

function within(parts: LocalAnswerPart[], maxTokens: number): LocalAnswerPart[] {
  const out: LocalAnswerPart[] = [];
  let tokens = 0;
  for (const part of parts) {
    const n = countTextTokens(part.text) + 1;
    if (tokens + n > maxTokens) {
      // Even the first sentence must respect ocap: cut it to the tokens left.
      if (out.length === 0)
        out.push({
          ...part,
          text: `${tokenizer().decode(
            tokenizer()
              .encode(part.text, PLAIN_TEXT)
              .slice(0, Math.max(1, maxTokens - 1)),
          )}…`,
        });
      break;
    }
    out.push(part);
    tokens += n;
  }
  return out;
}

/**
 * The parts of the question (questionParts), less the words with which it names the chat's one document ("What does
 * the MPL say about distributing a Larger Work?" asks about distributing a Larger Work): every sentence of the
 * document is about it, and a sentence that happens to write its name ("If a copy of the MPL was not distributed
 * with this file, …") answers nothing more. A part that only names the document ("Under the Apache License 2.0, …")
 * is no part. In a label chat the name tells which document is meant (NAME_SHARE).
 */
function askedParts(options: LocalAnswerOptions): string[][] {
  const parts = questionParts(options.prompt);
  if (options.withDocumentName) return parts;
  const reference = documentReferenceTerms(options.prompt, options.chunks);
  return reference.size === 0 ? parts : withoutTerms(parts, (t) => reference.has(t));
}

/**
 * The parts less the words that only the chat's one document's name or title holds, none of its text ("Debian" of
 * "When was Debian 10 released?" asked of debian.csv, whose rows say "version: 10; …; release: 2019-07-06"): the
 * question names the document with them, and no sentence could hold them. (In a label chat the name tells which
 * document is meant: NAME_SHARE.)
 */
function withoutNameOnly(parts: string[][], sentences: Sentence[], options: LocalAnswerOptions): string[][] {
  if (options.withDocumentName || sentences.length === 0) return parts;
  const names = sentences[0].nameTerms;
  if (!parts.some((terms) => terms.some((t) => names.has(t)))) return parts;
  return withoutTerms(parts, (t) => names.has(t) && !sentences.some((s) => s.terms.has(t) || s.headingTerms.has(t)));
}

/**
 * The parts less the words `drop` names (not the amount a part asks for: isAmountTerm) and the parts that leaves
 * empty; the parts as they were when no word would be left to ask with.
 */
function withoutTerms(parts: string[][], drop: (t: string) => boolean): string[][] {
  const asked = parts
    .map((terms) => terms.filter((t) => isAmountTerm(t) || !drop(t)))
    .filter((terms) => terms.length > 0);
  return asked.some((terms) => terms.some((t) => !isAmountTerm(t))) ? asked : parts;
}

/**
 * docent-local: an offline extractive "model". It answers with whole sentences of the retrieved text, the best one
 * or two for each part of the question (diminishing returns per question word; up to three that come closest for a
 * part no sentence answers surely), in document order, each with its page token; it declines when no sentence holds
 * enough of the question (RELEVANCE_THRESHOLD); a summary request gets the document's opening sentences and its
 * section headings. Deterministic: the same prompt and text always give the same answer, and it never says anything
 * the text does not.
 */
export function answerLocally(options: LocalAnswerOptions): LocalAnswer {
  // Which document treats something: the answer about that something (the question as asked when that finds
  // nothing: "when the gas meter is read" alone asks a time), each document named where it is first quoted.
  const which = asksWhichDocument(options.prompt);
  if (!which) return answerAsked(options);
  let answer = answerAsked({ ...options, prompt: which.topic });
  if (answer.declined) answer = answerAsked(options);
  if (answer.declined) return answer;
  const parts = within(namingDocuments(answer.parts, options.chunks, options), options.maxTokens);
  return { ...answer, parts, text: parts.map((p) => p.text).join('\n') };
}

/** docent-local's answer to the question as it is asked. */
function answerAsked(options: LocalAnswerOptions): LocalAnswer {
  const sentences = sentencesOf(options.chunks);
  let relevance = 0;
  const decline = (unnamed: string[] = []): LocalAnswer => {
    const nothing = options.withDocumentName ? NOTHING_FOUND_LABEL : NOTHING_FOUND;
    const text = unnamed.length > 0 ? `${nothing} ${noMention(unnamed)}` : nothing;
    return { text, parts: [{ text }], declined: true, relevance, tentative: false };
  };
  const done = (parts: LocalAnswerPart[], tentative = false): LocalAnswer => {
    // A tentative answer's opening line takes its share of the answer's tokens, unless no sentence would be left.
    const opened = tentative ? within([{ text: CLOSEST_ONLY }, ...parts], options.maxTokens) : [];
    const kept = opened.length >= 2 ? opened : within(parts, options.maxTokens);
    return kept.length === 0
      ? decline()
      : {
          text: kept.map((p) => p.text).join('\n'),
          parts: kept,
          declined: false,
          relevance,
          tentative: kept === opened,
        };
  };
  // Which documents the chat reads: each by its title and name.
  const about = asksAboutDocument(options.prompt);
  if (about === 'documents') return done(documentListParts(options.chunks, options));
  const parts = withoutNameOnly(askedParts(options), sentences, options);
  const question = [...new Set(parts.flat())];
  // Who wrote the document and when: its title page says, when the context holds it and, asked when, it holds a
  // date (else the question is answered as any, from the document's opening); what its sections are, its headings.
  if (about === 'authors' || about === 'date') {
    const titlePage = titlePageParts(sentences, options.chunks, { ...options, dated: about === 'date' });
    if (titlePage.length > 0) return done(titlePage);
  }
  // (… or, for when, the abstract's note on where it was published: "… a modified version of … (2002)".)
  if (about === 'date') {
    const noted = publicationNoteParts(sentences, options);
    if (noted.length > 0) return done(noted);
  }
  if (about === 'contents') {
    const contents = contentsParts(options.chunks, options);
    if (contents.length > 0) return done(contents);
  }
  // Its conclusions: the section that draws them; a document without one draws none ("… the main source
  // information control file …" and "Reach a conclusion …" of Debian Policy are no conclusions of it).
  if (about === 'conclusions') {
    const conclusions = conclusionParts(sentences, options);
    return conclusions.length > 0 ? done(conclusions) : decline();
  }
  if (about === 'summary' || (question.length === 0 && /\b(summar|overview|about)/i.test(options.prompt))) {
    return done(summaryParts(sentences, options.chunks, options));
  }
  if (question.length === 0 || sentences.length === 0) return decline();

  const df = new Map<string, number>();
  const compounds = new Map(question.map((t) => [t, compoundParts(t)]));
  // Two question words the document may write as one ("log in": login) are held by that word.
  const joined = joinedWords(options.prompt);
  const has = (terms: ReadonlySet<string>, t: string) => {
    const parts = compounds.get(t)!;
    const one = joined.get(t);
    return (
      terms.has(t) || (parts.length > 0 && parts.every((p) => terms.has(p))) || (one !== undefined && terms.has(one))
    );
  };
  for (const s of sentences) {
    for (const t of question) if (has(s.terms, t) || s.headingTerms.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = sentences.length;
  const maxIdf = Math.log(1 + n / 0.5);
  const absent = options.absentLexemes ?? [];
  // A question naming something the documents never mention ("How do I load a JSON file?") is about something they
  // do not cover, however many of its other words they share.
  const unmentioned = namesNotMentioned(options.prompt, { ...options, sentences });
  if (unmentioned.length > 0) return decline(unmentioned);
  // Weight of each question word: rarer in the context weighs more. A word the context lacks though the chat's
  // documents hold it weighs what the question's words in the context weigh on average: the ranking read it and
  // still put other passages first, so it is what the question says around what it asks as often as what it asks
  // (weighing it as the rarest word declined answerable questions whose answer is a paraphrase: "… the package
  // owning a file …" of "… the package containing the file"). Whether the answer is sure still weighs it as the
  // rarest (sureWeight). A word missing from every document weighs the most.
  const synonyms = synonymTerms(options.prompt);
  // (The word list is read only when a question word is missing from the context.)
  const englishWords = question.some((t) => !df.has(t)) ? absentWords(options.prompt, synonyms) : new Set<string>();
  const inContext = question.filter((t) => !isAmountTerm(t) && (df.get(t) ?? 0) > 0);
  const meanInContext =
    inContext.length > 0 ? inContext.reduce((sum, t) => sum + Math.log(1 + n / df.get(t)!), 0) / inContext.length : 0;
  // An English word only the scene before the question gives ("… and R printed a message that it was refitting them.
  // What is it doing and why?") is the asker's wording of what happened, which the documents need not share.
  const asking = askingSentences(options.prompt);
  const askedWords = asking === options.prompt ? undefined : new Set(contentTerms(asking));
  const sceneOnly = new Set(askedWords ? question.filter((t) => !askedWords.has(t)) : []);
  const weighing = (lacked: number, { scene }: { scene: boolean }) =>
    new Map(
      question.map((t) => {
        const d = df.get(t) ?? 0;
        if (d > 0) return [t, Math.log(1 + n / d)];
        if (scene && sceneOnly.has(t) && englishWords.has(t)) return [t, lacked];
        // A stop word's stem ("own" of "owning") is never known to be missing: the index drops the word itself
        // ("their own"), so the documents' lacking its other forms says nothing.
        if (isStopWord(t) || (!options.wholeScope && !isAbsent(t, absent))) return [t, lacked];
        return [t, maxIdf * (englishWords.has(t) ? ABSENT_WORD_FACTOR : ABSENT_FACTOR)];
      }),
    );
  const weight = weighing(meanInContext || maxIdf, { scene: true });
  // Whether an answer is sure weighs a word the context lacks as the rarest: the context was searched for it, and a
  // sentence without it answers the question less surely, though enough of it to be offered (tentatively).
  // (So does a word only the scene gives: an answer that holds none of the asker's own wording is offered tentatively.)
  const sureWeight = weighing(maxIdf, { scene: false });
  // Numbers are common, so an amount weighs what the question's words weigh on average: it matters as much as they.
  if (inContext.length > 0) {
    for (const t of question.filter(isAmountTerm)) {
      weight.set(t, Math.max(weight.get(t)!, meanInContext));
      sureWeight.set(t, Math.max(sureWeight.get(t)!, meanInContext));
    }
  }
  // A word of the sentence counts whole, and so does the term a definition defines ("HISTSIZE: … The default value
  // is 500." holds HISTSIZE); its heading, its document's name (in a label chat) and the sentence before it hold
  // the word partly.
  const partly = (s: Sentence, t: string) =>
    Math.max(
      s.headingTerms.has(t) ? HEADING_SHARE : 0,
      options.withDocumentName && s.nameTerms.has(t) ? NAME_SHARE : 0,
      s.previousTerms.has(t) ? s.previousShare : 0,
      s.leadInTerms.has(t) ? LEAD_IN_SHARE : 0,
      s.referenceTerms.has(t) ? REFERENCE_SHARE : 0,
    );
  // A synonym of a question word ("directory" for "folder", synonym-groups.ts) holds it partly.
  const bySynonym = (s: Sentence, t: string) =>
    synonyms.get(t)?.some((terms) => terms.every((x) => s.terms.has(x))) ? SYNONYM_SHARE : 0;
  // The opening of a section titled by a name the question gives with its kind: the kind is the section's subject.
  const withKind = namedWithKind(options.prompt);
  const opensNamed = (s: Sentence) =>
    s.opensNamedSection.size > 0 && [...s.opensNamedSection].every((t) => withKind.has(t));
  // A question asking where a name comes from is answered by a sentence telling it, in whatever words.
  const nameOrigin = asksNameOrigin(options.prompt);
  // A word qualifying a name the question gives ("Project" of "the Project Leader") is held with the name only.
  const qualifiers = qualifiersOfNames(options.prompt);
  const holdsWord = (s: Sentence, t: string) => has(s.terms, t) && (qualifiers.get(t)?.test(s.text) ?? true);
  const held = (s: Sentence, t: string) =>
    holdsWord(s, t) || (nameOrigin && s.namesOrigin && NAME_ASKING_TERMS.has(t))
      ? 1
      : Math.max(
          s.definesTerms.has(t) || (KIND_TERMS.has(t) && opensNamed(s)) ? DEFINED_SHARE : 0,
          partly(s, t),
          bySynonym(s, t),
        );
  // The question's words with the parts of its compounds ("full-upgrade" → full, upgrade).
  const asked = new Set([...question, ...question.flatMap((t) => compounds.get(t)!)]);
  // … by its head, the last word ("What is Debian?" does not name "The Debian Policy"), and half its words at least.
  const namesDefined = (defined: ReadonlySet<string>) => {
    let named = 0;
    let last = '';
    for (const t of defined) {
      if (asked.has(t)) named++;
      last = t;
    }
    return named * 2 >= defined.size && asked.has(last);
  };
  let bestRank = 0;
  const asksRuling = asksForRuling(options.prompt);
  const howTo = asksHowTo(options.prompt);
  const asksDefinition = ASKS_DEFINITION.test(options.prompt.trim());
  /** A part that asks for an amount ("How often …?") is answered by a sentence that gives one: the amount is what it asks. */
  const amountFactor = (s: Sentence, terms: string[]) => {
    const asked = terms.find(isAmountTerm);
    return asked && !s.terms.has(asked) ? NO_AMOUNT_FACTOR : 1;
  };
  /** A sentence's score from what its words give (`words`): its definition, amount and rank bonuses. */
  const withBonuses = (s: Sentence, terms: string[], words: number) => {
    let score = words;
    // A definition of a question word ("pipefail: If set, …") answers what it defines, when the question names what
    // it defines rather than a word of it ("PATH" is not "BASH_LOADABLES_PATH").
    // So does the opening of a section titled by a name the question gives with its kind ("5.6.2 Maintainer" |
    // "The package maintainer's name …" for "What is the Maintainer field?").
    if (
      (s.definesTerms.size > 0 && terms.some((t) => s.definesTerms.has(t)) && namesDefined(s.definesTerms)) ||
      opensNamed(s)
    ) {
      score *= asksDefinition ? ASKED_DEFINITION_BONUS : DEFINITION_BONUS;
    } else if (nameOrigin && s.namesOrigin) score *= ASKED_DEFINITION_BONUS;
    score *= amountFactor(s, terms);
    if (asksRuling && !RULING.test(s.text) && !CAPABILITY.test(s.text)) score *= NO_RULING_FACTOR;
    if (howTo && !s.showsCode) score *= NO_CODE_FACTOR;
    // What something is or does is said in prose, not shown by a command at a prompt ("R> head(na.locf(Nile.na))
    // 1871(1) …" for "What does na.locf do?"): such a line answers how, not what.
    if (asksDefinition && AT_PROMPT.test(s.text)) score *= NO_CODE_FACTOR;
    // The passages the ranking put first (BM25 with term frequencies, headings, document names) are the likelier home
    // of the answer among sentences that hold the question's words alike.
    if (s.rank !== undefined) score *= 1 + RANK_BONUS * 0.5 ** Math.max(0, s.rank - bestRank);
    return score;
  };
  /** What a sentence's words give a part, each covered word counting less (COVERED_DECAY per time covered). */
  const wordsScore = (s: Sentence, terms: string[], covered?: Map<string, number>, weights = weight) => {
    let score = 0;
    let amount = 0;
    for (const t of terms) {
      const gives = held(s, t) * weights.get(t)! * COVERED_DECAY ** (covered?.get(t) ?? 0);
      if (isAmountTerm(t)) amount = gives;
      else score += gives;
    }
    // A number answers only where the question's words are: a sentence holding none of them gives nothing ("… came
    // out in 2006" for "How much memory …?").
    return score > 0 ? score + amount : 0;
  };
  const scoreOf = (s: Sentence, terms: string[], covered?: Map<string, number>) =>
    withBonuses(s, terms, wordsScore(s, terms, covered));

  // The words of the sentences that ask, when statements come before the question (its scene).
  const askingTerms = asking === options.prompt ? undefined : new Set(questionParts(asking).flat());
  const covered = new Map<string, number>();
  const chosen: Sentence[] = [];
  // A sentence that says nothing by itself ("Invoice 2025-117.", not a definition's term) and would be quoted with a
  // chosen sentence as its follow-up adds nothing: the slot goes to another sentence.
  const leadsOnlyToChosen = (s: Sentence) =>
    !s.opensDefinition && chosen.includes(sentences[s.position + 1]) && withFollowUp(s, sentences).text !== s.text;
  let relevant = false;
  /** The best coverage of a part that passed the threshold, as sure answers weigh the words (sureWeight). */
  let sureness = 0;
  /** The least such coverage of those parts. */
  let leastSure = Infinity;
  /** A part of the question no sentence covers enough to be answered. */
  let missedPart = false;
  /** A part answered first by a table row whose cell for what it asks is empty. */
  let blankAnswer = false;
  for (const terms of parts) {
    const total = terms.reduce((sum, t) => sum + weight.get(t)!, 0);
    // The rank bonus is relative to the best-ranked passage that holds this part's words at all (each part of a
    // two-part question has its own best passage).
    // What each sentence's words give the part, worked out once: the bonuses only multiply it (by factors above 0),
    // so a sentence scores at all exactly when its words do.
    const holding: Array<{ s: Sentence; words: number }> = [];
    for (const s of sentences) {
      const words = wordsScore(s, terms);
      if (words > 0 && !isLoneTitle(s, sentences) && !isContentsEntry(s)) holding.push({ s, words });
    }
    bestRank = holding.reduce((m, { s }) => (s.rank === undefined ? m : Math.min(m, s.rank)), Infinity);
    const ranked = holding
      .map(({ s, words }) => ({ s, words, score: withBonuses(s, terms, words) }))
      .sort((a, b) => b.score - a.score || a.s.position - b.s.position);
    // Coverage of the part by its best sentence by the words alone (no definition or rank bonus); and as sure
    // answers weigh the words (sureWeight).
    const coverageOf = (words: string[], weights: Map<string, number>) => {
      const sum = words.reduce((n, t) => n + weights.get(t)!, 0);
      return ranked.reduce(
        (m, x) => Math.max(m, (wordsScore(x.s, words, undefined, weights) * amountFactor(x.s, words)) / sum),
        0,
      );
    };
    let coverage = ranked.reduce((m, x) => Math.max(m, (x.words * amountFactor(x.s, terms)) / total), 0);
    // (Worked out again only when a word of the part weighs otherwise there: most parts lack no word.)
    const sureCoverage = terms.every((t) => sureWeight.get(t) === weight.get(t))
      ? coverage
      : coverageOf(terms, sureWeight);
    // A question that first sets its scene ("Debian package file names end with something like amd64 just before
    // the .deb. What does that last part tell me?") is answered when a sentence holds what it asks, though none
    // holds the scene too: the part's words of the sentences that ask, two or more, cover it as well. Whether the
    // answer is sure still weighs every word, so such an answer is given tentatively (CLOSEST_ONLY).
    const own = askingTerms ? terms.filter((t) => askingTerms.has(t)) : terms;
    if (own.length < terms.length && own.filter((t) => !isAmountTerm(t)).length >= 2) {
      coverage = Math.max(coverage, coverageOf(own, weight));
    }
    if (options.explain) {
      const weights = terms.map((t) => `${t}:${weight.get(t)!.toFixed(1)}`).join(' ');
      options.explain(`part ${weights} → coverage ${coverage.toFixed(2)} (sure ${sureCoverage.toFixed(2)})`);
      for (const { s, score } of ranked.slice(0, 6)) {
        options.explain(`  ${score.toFixed(2)} p.${s.chunk.pageNo} r${s.rank ?? '-'} ${s.text.slice(0, 110)}`);
      }
    }
    relevance = Math.max(relevance, coverage);
    if (coverage < RELEVANCE_THRESHOLD) {
      missedPart = true;
      continue;
    }
    leastSure = Math.min(leastSure, sureCoverage);
    relevant = true;
    const best = ranked[0].score;
    const sure = sureCoverage >= SURE_RELEVANCE;
    sureness = Math.max(sureness, sureCoverage);
    const firstOfPart = chosen.length;
    for (let taken = 0; taken < (sure ? SURE_SENTENCES : CLOSEST_SENTENCES); taken++) {
      let k = -1;
      let gain = 0;
      for (let i = 0; i < Math.min(ranked.length, 200); i++) {
        if (ranked[i].score <= gain) break;
        if (chosen.includes(ranked[i].s) || leadsOnlyToChosen(ranked[i].s)) continue;
        const g = scoreOf(ranked[i].s, terms, covered);
        if (g > gain) [k, gain] = [i, g];
      }
      const share = taken === 0 ? 0 : sure ? SECOND_SENTENCE_SHARE : CLOSEST_SHARE;
      if (k < 0 || gain < best * share) break;
      const s = ranked[k].s;
      // A part asking for an amount, answered by a sentence that gives one, needs no second sentence without one.
      const asked = terms.find(isAmountTerm);
      if (taken > 0 && asked && chosen.at(-1)!.terms.has(asked) && !s.terms.has(asked)) break;
      chosen.push(s);
      options.explain?.(`  → chose (gain ${gain.toFixed(2)}) p.${s.chunk.pageNo} ${s.text.slice(0, 90)}`);
      // A word the sentence holds only partly (by its heading, its document's name, the sentence before) is covered
      // as much: the sentence that holds it whole may still follow.
      for (const t of terms) covered.set(t, (covered.get(t) ?? 0) + held(s, t));
    }
    // The row of what is asked about, its cell of what is asked empty ("When was Debian 14 released?" of a release
    // table whose row 14 has no release date yet): the row is offered, tentatively.
    const first = chosen[firstOfPart];
    if (first && terms.some((t) => first.blankTerms.has(t))) blankAnswer = true;
  }
  if (!relevant) return decline();
  chosen.sort((a, b) => a.position - b.position);
  // (Two sentences of one paragraph quote the example after it once, with the later one.)
  const examples = chosen.map((s) => exampleAfter(s, sentences));
  const quoted = chosen.map((s, i) =>
    withFollowUp(withLeadIn(s, sentences), sentences, {
      example: !examples[i] || !examples.slice(i + 1).includes(examples[i]),
    }),
  );
  // A sentence quoted with its lead-in or follow-up is not quoted again on its own (nor the same text twice).
  const distinct = quoted.filter(
    (s, i) => !quoted.some((o, j) => j !== i && (o.text === s.text ? j < i : o.text.includes(s.text))),
  );
  return done(
    distinct.map((s) => partOf(s, options.page, options.withDocumentName)),
    sureness < SURE_RELEVANCE || leastSure < SURE_PART_RELEVANCE || missedPart || blankAnswer,
  );
}
