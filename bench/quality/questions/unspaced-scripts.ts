import type { Question } from './types';

/**
 * Questions in Chinese and Japanese over Vim's tutorial in those languages (vimtutor, as Debian's vim-runtime ships
 * it): scripts written without spaces between words, which search must cut into words to find anything. Asked with
 * `pnpm bench quality --questions unspaced`, apart from the manuals' questions (whose figures the targets
 * are about). Written on 2026-11-23 from the tutorials' text, before Docent was asked any of them. Each tutorial is
 * two virtual pages of 20,000 characters, nearly all on the first: what these measure is whether the passage is
 * found within 4,000 tokens and whether docent-local quotes it or declines, not page citation.
 */
export const UNSPACED_QUESTIONS: Question[] = [
  // vimtutor, Simplified Chinese
  {
    id: 'vimtutor-zh-lexical-1',
    category: 'lexical',
    scope: { doc: 'vimtutor-zh' },
    prompt: '怎样撤消对整行的修改？',
    facts: [{ phrases: ['输入 U 来撤消对整行的修改'], pages: [1] }],
  },
  {
    id: 'vimtutor-zh-lexical-2',
    category: 'lexical',
    scope: { doc: 'vimtutor-zh' },
    prompt: '怎样查找与光标处配对的括号？',
    facts: [{ phrases: ['输入 % 可以查找配对的括号'], pages: [1] }],
  },
  {
    id: 'vimtutor-zh-lexical-3',
    category: 'lexical',
    scope: { doc: 'vimtutor-zh' },
    prompt: '用什么操作符复制文本？',
    facts: [{ phrases: ['使用操作符 y 复制文本'], pages: [1] }],
  },
  {
    id: 'vimtutor-zh-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-zh' },
    prompt: '在编辑器里怎样运行一个 shell 命令？',
    facts: [{ phrases: ['输入 :! 然后紧接着输入一个外部命令'], pages: [1] }],
    note: 'shell 命令 / 外部命令: the tutorial says "external command"',
  },
  {
    id: 'vimtutor-zh-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-zh' },
    prompt: '搜索的时候怎么让它不区分字母大小写？',
    facts: [{ phrases: [':set ic'], pages: [1] }],
    note: '不区分大小写 / 忽略大小写 (ignore case)',
  },
  {
    id: 'vimtutor-zh-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-zh' },
    prompt: '怎样把另一个文件的内容读进正在编辑的文件？',
    facts: [{ phrases: [':r FILENAME'], pages: [1] }],
    note: '读进 / 插入 (insert another file’s contents)',
  },
  {
    id: 'vimtutor-zh-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'vimtutor-zh' },
    prompt: 'Vim 是哪一年首次发布的？',
    facts: [],
    note: 'the tutorial dates its translations, not Vim’s first release',
  },
  // vimtutor, Japanese
  {
    id: 'vimtutor-ja-lexical-1',
    category: 'lexical',
    scope: { doc: 'vimtutor-ja' },
    prompt: '行全体を削除するにはどうしますか？',
    facts: [{ phrases: ['行全体を削除するには dd'], pages: [1] }],
  },
  {
    id: 'vimtutor-ja-lexical-2',
    category: 'lexical',
    scope: { doc: 'vimtutor-ja' },
    prompt: 'カーソルの下の文字を別の文字に置き換えるには？',
    facts: [{ phrases: ['rx をタイプします'], pages: [1] }],
  },
  {
    id: 'vimtutor-ja-lexical-3',
    category: 'lexical',
    scope: { doc: 'vimtutor-ja' },
    prompt: 'テキストのコピーには何を使いますか？',
    facts: [{ phrases: ['オペレータ y を'], pages: [1] }],
  },
  {
    id: 'vimtutor-ja-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ja' },
    prompt: '直前の操作を元に戻すには？',
    facts: [{ phrases: ['最後のコマンドを取り消すには u を押します'], pages: [1] }],
    note: '元に戻す / 取り消す (undo)',
  },
  {
    id: 'vimtutor-ja-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ja' },
    prompt: '編集中のファイルのどの行にいるかを確かめるには？',
    facts: [{ phrases: ['CTRL-G をタイプします'], pages: [1] }],
    note: 'the tutorial: ファイル内での位置とファイルの状態を表示する',
  },
  {
    id: 'vimtutor-ja-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ja' },
    prompt: 'Vim からシェルのプログラムを実行するには？',
    facts: [{ phrases: [':! の後に実行する外部コマンドをタイプします'], pages: [1] }],
    note: 'シェルのプログラム / 外部コマンド',
  },
  {
    id: 'vimtutor-ja-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'vimtutor-ja' },
    prompt: 'Vim のプラグインをインストールするには？',
    facts: [],
    note: 'plugins are not in the tutorial',
  },
];
