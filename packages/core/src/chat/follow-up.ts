import { questionTerms } from '../providers/local-terms';
import { asksAboutDocument } from '../retrieval/about-the-document';
import type { ChatTurn } from './chat-history';

// A thread's next question often leans on the one before: "What is HISTSIZE?" then "What is its default value?".
// Searched alone, "its default value" finds every default in the document; searched with what the thread is about,
// HISTSIZE's. The provider model also gets the history itself; this is about what is searched and quoted.

/** Opens a question that goes on from the one before ("And …", "What about …", "How about …"). */
const GOES_ON = /^(?:and|also|but|so|then|what about|how about|what if|same for|and what|and how)\b/i;
/** Points back at what the thread is about ("its default", "Does it …?", "those files"). */
const POINTS_BACK =
  /\b(?:it|its|it's|they|them|their|theirs|this one|that one|these ones|those ones|the former|the latter|he|she|him|his|her)\b/i;
/** A question this short that points back is a follow-up; a longer one says what it is about by itself. */
const FOLLOW_UP_MAX_TERMS = 3;

/** A prompt that leans on the thread's earlier questions (English). */
export function isFollowUp(prompt: string): boolean {
  if (asksAboutDocument(prompt)) return false;
  const terms = questionTerms(prompt);
  if (GOES_ON.test(prompt.trim())) return true;
  return terms.length <= 1 || (terms.length <= FOLLOW_UP_MAX_TERMS && POINTS_BACK.test(prompt));
}

/**
 * What a thread's question is searched with: the question, set in what the thread is about when it is a follow-up
 * ("In HISTSIZE: What is its default value?") — the words of the latest earlier question that was not itself a
 * follow-up, and of the follow-ups since, without the words questions are phrased with. Questions that stand on their
 * own, and a thread's first, are searched as they are.
 */
export function searchPrompt(prompt: string, turns: ChatTurn[]): string {
  if (turns.length === 0 || !isFollowUp(prompt)) return prompt;
  const earlier: string[] = [];
  for (let i = turns.length - 1; i >= 0; i--) {
    earlier.unshift(turns[i].prompt);
    if (!isFollowUp(turns[i].prompt)) break;
  }
  // Only the words that say what the earlier questions were about, with no clause breaks ("and", commas) or asking
  // words: the setting joins the question's first part (questionClauses) rather than being a question of its own.
  const words = [...new Set(earlier.join(' ').split(/[\s?!.,;:]+/))].filter((w) => questionTerms(w).length > 0);
  return words.length > 0 ? `In ${words.join(' ')}: ${prompt}` : prompt;
}
