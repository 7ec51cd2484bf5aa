/**
 * Words of the languages Postgres' parser cannot tell apart by itself.
 * - Scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese): Postgres' text search and
 *   docent-local both read a word as a run of letters between spaces, so "数据库连接池的最大连接数是一百" is one word
 *   to them and a question can only match it whole. ICU's dictionary-based word breaker, built into Node
 *   (`Intl.Segmenter`), finds the words; search reads them with spaces between ("数据 库 连接 池 … 最大 连接 数 …").
 * - Korean, written with spaces between phrases that carry their particles and endings ("커서를", "커서는";
 *   "저장하려면", "저장합니다"): each such word is read as itself and as its noun ("커서", "저장"), so the forms meet.
 * The stored and quoted text never changes: only what is indexed (chunks.search_text, chunks.search_heading) and
 * the question's words as search and docent-local read them.
 */

/** A run of letters of scripts that do not separate words with spaces (and the marks that belong in their words). */
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u30fc\u3005\u3006]+/gu;
/** A Korean word (syllables between spaces or punctuation). */
const HANGUL_WORD = /\p{Script=Hangul}+/gu;
/** One letter of a script this module reads (for the cheap test whether a text needs it at all). */
const ANY_LETTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;

/**
 * Function words of Chinese, Japanese and Korean (particles, copulas, the commonest auxiliaries, and the words
 * questions ask with: 什么, 怎样, 何, どう, 어떻게, 무엇): as frequent as "the", "of" and "what", and as empty. Postgres'
 * 'english' configuration drops English stop words; these are dropped here, so a question's "の", "是" or "什么"
 * neither ranks nor counts as matched ("何" of "何度か" is not what "何を使いますか" asks about).
 */
const FUNCTION_WORDS = new Set(
  `の は が を に で と も か へ や て た だ な ね よ し い う え ます です でした ました する した して てい ある いる
  これ それ あれ この その あの こと もの ため よう から まで より など
  何 どう どうし どの どれ どこ いつ なぜ 誰
  的 了 是 在 和 与 及 或 吗 呢 吧 也 都 就 这 那 个 之 而 把 被
  什么 怎样 怎么 如何 哪 哪个 哪些 为什么 多少 谁
  어떻게 무엇 뭐 뭔가 뭔가요 뭔지 뭐예요 무엇인가요 무엇인지 어떤가요 어디 언제 왜 누가 누구 어느 몇 어떤 무슨 것 수 및 등 또는
  그리고 그 이 저
  은 는 을 를 의 에 가 도 와 과 로`
    .split(/\s+/)
    .filter(Boolean),
);

/** Korean particles and copula endings a noun carries ("커서를", "파일에서", "명령입니다"), longest first. */
const PARTICLES = `에서부터 으로부터 에게서 으로서 으로써 이라고 이라는 에서는 에서도 까지는 부터는 입니다 이에요 예요
  에서 에게 한테 으로 까지 부터 처럼 보다 이나 이란 이며 하고 에는 에도 와는 과는 은 는 이 가 을 를 의 에 로 와 과 도 만`
  .split(/\s+/)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);
/** A verb made of a noun and 하다 ("저장하려면", "저장합니다", "사용해야"): the noun (two syllables at least). */
const NOUN_HADA = /^(\p{Script=Hangul}{2,}?)(?:하|합|한|할|해|했|함)\p{Script=Hangul}*$/u;
/**
 * Endings a verb or an adjective takes after its stem as whole syllables ("지우려면", "지우는", "움직이나요" → 지우,
 * 움직이), longest first. Endings that merge into the stem's last syllable ("지운", "지워서", "지웁니다") would need the
 * syllables taken apart into letters; they are not read.
 */
const VERB_ENDINGS = `으려면 려면 으려고 려고 으면서 면서 으면 면 으며 며 는데 는 던 고 기 게 도록 지만 으니까 니까 나요
  세요 으세요 십시오 시오 습니다 다`
  .split(/\s+/)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

let segmenter: Intl.Segmenter | undefined;

/** True when `text` holds a letter of a script this module reads (Chinese, Japanese, Thai…, Korean). */
export const needsWordBreaks = (text: string) => ANY_LETTER.test(text);

/** A Korean word and the noun it carries ("커서를" → 커서를 커서; "저장하려면" → 저장하려면 저장). */
function koreanForms(word: string): string[] {
  if (FUNCTION_WORDS.has(word)) return [];
  const forms = [word];
  const particle = PARTICLES.find((p) => word.length > p.length && word.endsWith(p));
  if (particle) forms.push(word.slice(0, -particle.length));
  const noun = NOUN_HADA.exec(word)?.[1];
  if (noun && !forms.includes(noun)) forms.push(noun);
  else if (!particle) {
    // A verb's stem, of two syllables at least ("지우는" → 지우; not "바다" → 바).
    const ending = VERB_ENDINGS.find((e) => word.length >= e.length + 2 && word.endsWith(e));
    if (ending) forms.push(word.slice(0, -ending.length));
  }
  return forms.filter((f) => !FUNCTION_WORDS.has(f));
}

/**
 * `text` as search reads it: its unspaced runs cut into words and its Korean words with their nouns, each set apart
 * by spaces, function words left out; anything else as it was. Text without such scripts comes back unchanged (the
 * same string). `forms: false` leaves Korean words as they are (counting words); `forms: 'base'` gives each only its
 * noun or stem (a question's word: held by a sentence holding any of its forms).
 */
export function spacedWords(text: string, options: { forms?: boolean | 'base' } = {}): string {
  if (!needsWordBreaks(text)) return text;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  const words = segmenter;
  const unspaced = text.replace(UNSPACED_RUN, (run) => {
    const kept: string[] = [];
    for (const s of words.segment(run)) if (s.isWordLike && !FUNCTION_WORDS.has(s.segment)) kept.push(s.segment);
    return ` ${kept.join(' ')} `;
  });
  if (options.forms === false) return unspaced;
  return unspaced.replace(HANGUL_WORD, (word) => {
    const forms = koreanForms(word);
    return options.forms === 'base' ? (forms.at(-1) ?? '') : forms.join(' ');
  });
}

/** How many words `text` has, those of scripts written without spaces counted one by one. */
export function wordCount(text: string): number {
  const spaced = spacedWords(text, { forms: false }).trim();
  return spaced ? spaced.split(/\s+/).length : 0;
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

/** Letters and punctuation of Chinese and Japanese (lines of Thai, Korean and the others wrap at spaces). */
const CLOSE_UP = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u30fc]/u;
