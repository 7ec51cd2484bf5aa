import { lazyRequire } from '../common/lazy-require';

// The o200k table costs about 50 MB: loaded by the first count, not by every process that imports core.
export const tokenizer = lazyRequire<typeof import('gpt-tokenizer')>('gpt-tokenizer');

// Document text is untrusted: a literal "<|endoftext|>" must count as plain text, not throw.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Number of tokens of `text` as the models see it (gpt-tokenizer, o200k). Never throws on special tokens. */
export function countTextTokens(text: string): number {
  return tokenizer().encode(text, PLAIN_TEXT).length;
}
