import { decode, encode } from 'gpt-tokenizer';
import { countTextTokens } from '../indexing/token-count';
import type { ContextChunk } from '../retrieval/chat-scope';
import { chunkMarker } from '../retrieval/context-text';
import { asksForSummary, contentTerms } from './local-terms';
import { tableRowSentences } from './table-row-sentences';

export interface LocalAnswerOptions {
  prompt: string;
  chunks: ContextChunk[];
  /** Add page references ([p. N], or [name, p. N] in a label chat). */
  page: boolean;
  /** Label chats name the document in each reference. */
  withDocumentName: boolean;
  /** The answer's token limit. */
  maxTokens: number;
  /** Sentences quoted at most. */
  maxSentences?: number;
}

interface Sentence {
  text: string;
  chunk: ContextChunk;
  position: number;
  terms: Set<string>;
}

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export const NOTHING_FOUND = 'I could not find anything in the document that answers this question.';
export const NOTHING_FOUND_LABEL = 'I could not find anything in the documents of this label that answers this question.';

function sentencesOf(chunks: ContextChunk[]): Sentence[] {
  const seen = new Set<string>();
  const out: Sentence[] = [];
  for (const chunk of chunks) {
    // A table row is a sentence of its own, its values named by their columns.
    for (const piece of tableRowSentences(chunk.text).split(/(?<=[.!?])\s+|\n+/)) {
      const text = piece.replace(/\s+/g, ' ').trim();
      if (text.length < 3) continue;
      const key = text.toLowerCase();
      // Chunks overlap: the same sentence may appear twice.
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text, chunk, position: out.length, terms: new Set(contentTerms(text)) });
    }
  }
  return out;
}

/**
 * docent-local: an offline extractive "model". It quotes the sentences of the retrieved text that share the most
 * (and the rarest) terms with the question, in document order, with page references. Deterministic: the same
 * prompt and text always give the same answer. It never invents anything: when no sentence shares a term with the
 * question it says so (unless the question asks for a summary, answered with the opening sentences).
 */
export function answerLocally(options: LocalAnswerOptions): string {
  const maxSentences = options.maxSentences ?? 3;
  const sentences = sentencesOf(options.chunks);
  const question = [...new Set(contentTerms(options.prompt))];

  const df = new Map<string, number>();
  for (const s of sentences) for (const t of question) if (s.terms.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + sentences.length / (df.get(t) ?? 1));
  const scored = sentences
    .map((s) => {
      const hits = question.filter((t) => s.terms.has(t));
      return { s, hits: hits.length, score: hits.reduce((n, t) => n + idf(t), 0) };
    })
    .filter((x) => x.hits > 0)
    // Best first; ties go to the earlier sentence, so the result is stable.
    .sort((a, b) => b.score - a.score || a.s.position - b.s.position);

  let chosen: Sentence[];
  if (scored.length > 0) {
    // Keep sentences that are nearly as good as the best one, so a weak partial match does not pad the answer.
    const best = scored[0].score;
    chosen = scored.filter((x) => x.score >= best * 0.75).slice(0, maxSentences).map((x) => x.s);
  } else if (asksForSummary(options.prompt) && sentences.length > 0) {
    chosen = sentences.slice(0, maxSentences);
  } else {
    return options.withDocumentName ? NOTHING_FOUND_LABEL : NOTHING_FOUND;
  }
  chosen.sort((a, b) => a.position - b.position);

  const lines: string[] = [];
  let tokens = 0;
  for (const s of chosen) {
    const line = options.page ? `${s.text} ${chunkMarker(s.chunk, options.withDocumentName)}` : s.text;
    const lineTokens = countTextTokens(line) + 1;
    if (tokens + lineTokens > options.maxTokens) {
      // Even the first sentence must respect ocap: cut it to the tokens left.
      if (lines.length === 0) lines.push(`${decode(encode(line, PLAIN_TEXT).slice(0, Math.max(1, options.maxTokens - 1)))}…`);
      break;
    }
    lines.push(line);
    tokens += lineTokens;
  }
  return lines.join('\n');
}
