/**
 * Word breaks for scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese). Postgres' text
 * search and docent-local both read a word as a run of letters between spaces, so "数据库连接池的最大连接数是一百"
 * is one word to them and a question can only match it whole. ICU's dictionary-based word breaker, built into
 * Node (`Intl.Segmenter`), finds the words; search reads them with spaces between ("数据 库 连接 池 … 最大 连接 数 …").
 * The stored and quoted text never changes: only what is indexed (chunks.search_text, chunks.search_heading) and
 * the question's words as search and docent-local read them.
 */

/** A run of letters of scripts that do not separate words with spaces (and the marks that belong in their words). */
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u30fc\u3005\u3006]+/gu;
/** One such letter (for the cheap test whether a text needs breaking at all). */
const UNSPACED_LETTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Function words of Chinese and Japanese (particles, copulas, the commonest auxiliaries, and the words questions ask
 * with: 什么, 怎样, 何, どう): as frequent as "the", "of" and "what", and as empty. Postgres' 'english' configuration
 * drops English stop words; these are dropped here, so a question's "の", "是" or "什么" neither ranks nor counts as
 * matched ("何" of "何度か" is not what "何を使いますか" asks about).
 */
const FUNCTION_WORDS = new Set(
  `の は が を に で と も か へ や て た だ な ね よ し い う え ます です でした ました する した して てい ある いる
  これ それ あれ この その あの こと もの ため よう から まで より など
  何 どう どうし どの どれ どこ いつ なぜ 誰
  的 了 是 在 和 与 及 或 吗 呢 吧 也 都 就 这 那 个 之 而 把 被
  什么 怎样 怎么 如何 哪 哪个 哪些 为什么 多少 谁`
    .split(/\s+/)
    .filter(Boolean),
);

let segmenter: Intl.Segmenter | undefined;

/** True when `text` holds a letter of a script written without spaces. */
export const hasUnspacedScript = (text: string) => UNSPACED_LETTER.test(text);

/**
 * `text` with its unspaced runs cut into words, a space on each side of every word, function words left out;
 * anything else as it was. Text without such runs comes back unchanged (the same string).
 */
export function spacedWords(text: string): string {
  if (!hasUnspacedScript(text)) return text;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  const words = segmenter;
  return text.replace(UNSPACED_RUN, (run) => {
    const kept: string[] = [];
    for (const s of words.segment(run)) if (s.isWordLike && !FUNCTION_WORDS.has(s.segment)) kept.push(s.segment);
    return ` ${kept.join(' ')} `;
  });
}

/** How many words `text` has, those of scripts written without spaces counted one by one. */
export function wordCount(text: string): number {
  const spaced = spacedWords(text).trim();
  return spaced ? spaced.split(/\s+/).length : 0;
}

/** What to index for `text` instead of itself (chunks.search_text / search_heading): null when it needs no breaks. */
export function searchTextOf(text: string): string | null {
  return hasUnspacedScript(text) ? spacedWords(text) : null;
}

/**
 * Whether two lines of wrapped text join without a space: a line of Chinese or Japanese wraps anywhere, even inside
 * a word ("非常" | "に強力"), and a space put there would part the word.
 */
export function joinsWithoutSpace(before: string, after: string): boolean {
  const last = before.at(-1) ?? '';
  const first = after[0] ?? '';
  return CLOSE_UP.test(last) && CLOSE_UP.test(first);
}

/** Letters and punctuation of Chinese and Japanese (lines of Thai and its neighbours wrap at spaces). */
const CLOSE_UP = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u30fc]/u;
