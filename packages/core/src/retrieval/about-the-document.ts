// Questions about the chat's document itself rather than about what it treats: a summary ("Summarise this"), who wrote
// it, when it was published, what its sections are, what it concludes; and which documents a chat reads. They are
// answered from the document's opening and headings (retrieval's summary context; its conclusions from the sections
// drawing them), not from the passages that happen to share their words.

/** A request for a summary: "Summarise this", "What is this manual about?", "Give me an overview". */
const SUMMARY =
  /\b(summar(?:y|ise|ize|ising|izing)|overview|gist|tl;?dr|key points|main points|outline of|what(?:'s| is) (?:this|the) (?:\w+ ){0,2}about|what (?:does|do) (?:this|these|the) (?:\w+ ){0,2}(?:cover|contain|describe))\b/i;
/**
 * "What does the … contain?" and "What is the … about?" ask for a summary when "the …" is the document ("the manual",
 * "the R guide"), not a thing it treats ("What does the stable directory contain?", a question of the Debian FAQ).
 */
const ABOUT_THE_THING = /\bwhat(?:'s| is| does| do) the ((?:\w+ ){0,2})(?:about|cover|contain|describe)\b/i;
const DOCUMENT_WORD =
  /\b(?:document|documents|doc|docs|manual|manuals|book|guide|text|paper|report|file|files|pdf|chapter|section|article|handbook|faq|reference|tutorial|spec|specification|policy)\b/i;
const GENERIC =
  /\b(summar\w*|overview|gist|tl;?dr|key|main|points?|outline|what|is|this|these|the|a|an|of|about|does|do|cover|contain|describe|(?:document|file|manual|book|text|paper|report|guide|faq|article|handbook|tutorial|vignette|study|thesis|pdf)s?|it|please|give|me|brief|short|quick|in|few|sentences?|words?)\b/gi;

function isSummaryRequest(prompt: string): boolean {
  if (!SUMMARY.test(prompt)) return false;
  const thing = ABOUT_THE_THING.exec(prompt);
  if (thing && !DOCUMENT_WORD.test(thing[1]) && !/\b(summar\w*|overview|gist|tl;?dr)\b/i.test(prompt)) return false;
  // "Summarise what the manual says about HISTSIZE" asks about HISTSIZE: more than two other words → a question.
  const rest = prompt.replace(GENERIC, ' ').match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return rest.length <= 2;
}

/** "Who wrote this paper?", "Who are the authors?", "What are the authors' names?": its title page says. */
const AUTHORSHIP =
  /^\s*(?:who\s+(?:wrote|authored|(?:is|are|was|were)\s+(?:the\s+)?(?:authors?|writers?))\b|(?:what|which)\s+(?:is|are)\s+the\s+(?:authors?|writers?)\b)/i;
/** The words such a question may hold besides its document's kind ("this paper", "the manual"). */
const AUTHORSHIP_WORDS =
  /\b(?:who|wrote|written|authored|authors?|authors'|writers?|names?|by|is|are|was|were|of|its)\b/gi;

/**
 * A question asking who wrote the chat's document ("Who wrote this paper?", "Who are the authors of the manual?"),
 * not who wrote a thing it treats ("Who wrote bash?"): answered, as a summary is, from the document's opening.
 */
function isAuthorshipRequest(prompt: string): boolean {
  if (!AUTHORSHIP.test(prompt)) return false;
  return nothingElse(prompt, AUTHORSHIP_WORDS);
}

/** "When was this paper published?", "What is the date of this document?", "What version is this manual?". */
const DATE =
  /^\s*(?:(?:when|what year|in what year)\s+(?:was|is|were)\s+(?:this|it|the\s+\w+)\b.*\b(?:published|written|released|issued|dated|created|made|updated)\b|what(?:'s|\s+is)\s+the\s+(?:date|release|edition|version)\s+of\s+(?:this|it|the\s+\w+)\b|what\s+(?:date|version|edition|release)\s+is\s+(?:this|it|the\s+\w+)\b)/i;
const DATE_WORDS =
  /\b(?:when|year|in|was|is|were|published|written|released|issued|dated|created|made|updated|date|release|edition|version|of|by|first)\b/gi;

/** "What chapters does it have?", "List the sections", "Show me the table of contents", "How is it organised?". */
const CONTENTS =
  /\b(?:table\s+of\s+contents|what\s+(?:chapters|sections|parts|topics)\s+(?:does|do|are|is)|(?:list|name|show|give)(?:\s+me)?\s+(?:the|its|all(?:\s+the)?|all\s+of\s+the)\s+(?:chapters|sections|headings)|how\s+is\s+(?:it|this|the\s+\w+)\s+(?:organi[sz]ed|structured|laid\s+out)|what(?:'s|\s+is)\s+(?:the|its)\s+(?:structure|outline))\b/i;
const CONTENTS_WORDS =
  /\b(?:table|contents|chapters?|sections?|parts|topics|headings|list|name|show|give|all|its|have|has|does|do|are|how|organi[sz]ed|structured|laid|out|structure|outline|there|which)\b/gi;

/** "What are the main conclusions?", "What did the authors find?", "What are the key findings of this paper?". */
const CONCLUSIONS =
  /^\s*(?:what\s+(?:are|were|is)\s+(?:the|its|their)\s+(?:(?:main|key|major|principal)\s+)?(?:conclusions?|findings|take-?aways)|what\s+(?:did|does|do)\s+(?:the\s+)?(?:paper|article|study|report|authors?|it|they)\s+(?:conclude|find)|(?:what\s+is\s+the\s+)?conclusion\b)/i;
const CONCLUSIONS_WORDS =
  /\b(?:are|were|is|its|their|main|key|major|principal|conclusions?|conclude|findings?|find|take-?aways?|did|does|do|study|article|authors?|they|of)\b/gi;
/** What a question asking for a document's conclusions is searched with: the headings of the sections drawing them. */
export const CONCLUSIONS_SEARCH = 'conclusions concluding remarks summary outlook discussion';

/** "What documents are in this label?", "Which files do I have?", "List the documents": what the chat reads. */
const DOCUMENTS =
  /^\s*(?:(?:what|which)\s+(?:documents|docs|files|manuals|papers|pdfs)\s+(?:are|do\s+(?:I|we)\s+have|does\s+(?:this|the|my)\s+label\s+(?:have|hold|contain)|(?:are\s+)?(?:in|here))|(?:list|show|name)(?:\s+me)?\s+(?:the|all(?:\s+the)?|all\s+of\s+the|my)\s+(?:documents|docs|files|manuals|papers|pdfs)|what(?:'s|\s+is)\s+in\s+(?:this|the|my)\s+label)\b/i;
const DOCUMENTS_WORDS =
  /\b(?:documents|docs|files|manuals|papers|pdfs|are|in|this|the|my|label|here|there|do|does|I|we|have|has|hold|holds|contain|contains|list|show|name|me|all|of|what|what's|which|is)\b/gi;

/** Whether the prompt, past its own words (`words`) and a document's kind ("this paper"), says nothing more. */
const nothingElse = (prompt: string, words: RegExp) =>
  (
    prompt
      .replace(words, ' ')
      .replace(GENERIC, ' ')
      .match(/[\p{L}\p{N}]{2,}/gu) ?? []
  ).length === 0;

/** What a question asks of the chat's document itself, if that is what it asks. */
export type AboutTheDocument = 'summary' | 'authors' | 'date' | 'contents' | 'conclusions' | 'documents';

export function asksAboutDocument(prompt: string): AboutTheDocument | undefined {
  if (DOCUMENTS.test(prompt) && nothingElse(prompt, DOCUMENTS_WORDS)) return 'documents';
  if (isSummaryRequest(prompt)) return 'summary';
  if (isAuthorshipRequest(prompt)) return 'authors';
  if (DATE.test(prompt) && nothingElse(prompt, DATE_WORDS)) return 'date';
  if (CONTENTS.test(prompt) && nothingElse(prompt, CONTENTS_WORDS)) return 'contents';
  if (CONCLUSIONS.test(prompt) && nothingElse(prompt, CONCLUSIONS_WORDS)) return 'conclusions';
  return undefined;
}
