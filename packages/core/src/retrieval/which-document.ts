// Questions asking which of the chat's documents treats something ("Which document explains job control?", "Where
// can I read about package priorities?"): searched for that something alone, since the words that ask where ("which
// document", "explains", "read about") are in no passage that answers, and are common ("read" is a Bash builtin); and
// answered by naming the documents whose passages treat it (local-provider.ts).

/** A document's kind as a question names it ("which manual"; not "which file", often a file the documents treat). */
const KIND = `(?:documents?|docs|manuals?|papers?|guides?|books?|pdfs?|references?|handbooks?|tutorials?|chapters?|sections?)`;
/** … and after "which of these" ("which of these files"). */
const ANY_KIND = `(?:${KIND}|files?|texts?|ones?|sources?)`;
/** What a document does with a topic, as the question says it ("explains", "talks about", "tells me how to"). */
const VERB = String.raw`(?:explains?|covers?|describes?|mentions?|talks?\s+about|discuss(?:es)?|deals?\s+with|treats?|contains?|includes?|introduces?|teach(?:es)?|shows?(?:\s+me)?|lists?|defines?|specif(?:y|ies)|says?(?:\s+(?:anything|something))?(?:\s+about)?|tells?(?:\s+me)?(?:\s+about)?|(?:has|have|gives?|provides?)\s+(?:any\s+)?(?:information|details|advice|guidance)\s+(?:on|about)|(?:is|are)\s+about)`;
/** … or "documents" ("Which manual documents the Standards-Version field?"), after a document's kind only. */
const KIND_VERB = `(?:${VERB}|documents?)`;

const ASKING = [
  // "Which document explains …", "What manual talks about …", "Which manual documents …"
  new RegExp(
    String.raw`^(?:which|what)\s+${KIND}\s+(?:here\s+|in\s+this\s+label\s+)?(?:best\s+)?${KIND_VERB}\s+(.+)$`,
    'i',
  ),
  // "Which of these documents covers …", "Which one of them explains …"
  new RegExp(
    String.raw`^(?:which|what)\s+(?:one\s+)?of\s+(?:these|those|the|my|them|this\s+label's)(?:\s+${ANY_KIND})?\s+(?:best\s+)?${VERB}\s+(.+)$`,
    'i',
  ),
  // "Where can I read about …", "Where do I find information on …", "Where should I look for …"
  /^where\s+(?:can|could|do|should|would|might)\s+I\s+(?:read|find|learn|look(?:\s+up)?|get)\s+(?:(?:more\s+)?(?:information|details|something|anything|out|up|help)\s+)?(?:about|on|regarding|for)?\s*(.+)$/i,
  // "Where is … described", "Where are … documented"
  /^where\s+(?:is|are)\s+(.+?)\s+(?:described|explained|documented|covered|discussed|defined|mentioned|specified|treated)(?:\s+in)?$/i,
  // "In which document can I find …", "In which manual is … described"
  new RegExp(
    String.raw`^in\s+(?:which|what)\s+${ANY_KIND}\s+(?:(?:can|could|do|will|would)\s+I\s+(?:find|read\s+about|learn\s+about)|is|are)\s+(.+?)(?:\s+(?:described|explained|documented|covered|discussed|mentioned))?$`,
    'i',
  ),
  // "What document should I read to learn about …", "Which manual should I read for …"
  new RegExp(
    String.raw`^(?:which|what)\s+${KIND}\s+(?:should|do|must|can)\s+I\s+(?:read|consult|check|use)\s+(?:(?:to\s+(?:learn|know|find\s+out|understand|read)|for|on)\s+(?:about\s+)?)?(.+)$`,
    'i',
  ),
];

/** Longer prompts are no question asking which document treats something. */
const MAX_QUESTION_LENGTH = 300;

/** What a question asking which document treats something asks about: that something ("job control"). */
export function asksWhichDocument(prompt: string): { topic: string } | undefined {
  // Such a question is short; and with its spaces single, no pattern can try a run of them many ways (a prompt of
  // 10,000 spaces after "Where is" took minutes).
  if (prompt.length > MAX_QUESTION_LENGTH) return undefined;
  const text = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.\s]+$/, '')
    .replace(/^(?:please\s+|so\s+|and\s+|ok(?:ay)?,?\s+)/i, '');
  for (const pattern of ASKING) {
    const topic = pattern.exec(text)?.[1]?.trim();
    // (At least one word left to search: "Which document explains it?" asks about what the thread was about.)
    if (topic && /[\p{L}\p{N}]{2,}/u.test(topic) && !/^(?:it|this|that|them|these|those)$/i.test(topic))
      return { topic };
  }
  return undefined;
}
