import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A heavy dependency loaded on first use instead of at import. Everything `@docent/core` exports is imported by
 * every process (the api, the worker, the CLI), so a library needed only to OCR or parse documents (sharp,
 * pdf-lib, tesseract.js, the tokenizer's 200,000-entry table…) would otherwise sit in the memory of processes that
 * never use it: together about 80 MB per process. Resolved from @docent/core's own dependencies.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
