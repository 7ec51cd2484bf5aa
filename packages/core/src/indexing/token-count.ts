import { encode } from 'gpt-tokenizer';

// Document text is untrusted: a literal "<|endoftext|>" must count as plain text, not throw.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Number of tokens of `text` as the models see it (gpt-tokenizer, o200k). Never throws on special tokens. */
export function countTextTokens(text: string): number {
  return encode(text, PLAIN_TEXT).length;
}
