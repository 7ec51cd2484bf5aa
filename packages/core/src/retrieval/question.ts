/**
 * What kind of question a prompt is, as far as retrieval and docent-local care: a request for a summary ("Summarise
 * this", "What is this manual about?") is answered from the document's opening and headings, not from the
 * passages that happen to share its words.
 */
const SUMMARY =
  /\b(summar(?:y|ise|ize|ising|izing)|overview|gist|tl;?dr|key points|main points|outline of|what(?:'s| is) (?:this|the) (?:\w+ ){0,2}about|what (?:does|do) (?:this|these|the) (?:\w+ ){0,2}(?:cover|contain|describe))\b/i;
const GENERIC =
  /\b(summar\w*|overview|gist|tl;?dr|key|main|points?|outline|what|is|this|these|the|a|an|of|about|does|do|cover|contain|describe|document|documents|file|files|manual|book|text|paper|report|guide|it|please|give|me|brief|short|quick|in|few|sentences?|words?)\b/gi;

export function isSummaryRequest(prompt: string): boolean {
  if (!SUMMARY.test(prompt)) return false;
  // "Summarise what the manual says about HISTSIZE" asks about HISTSIZE: more than two other words → a question.
  const rest = prompt.replace(GENERIC, ' ').match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return rest.length <= 2;
}
