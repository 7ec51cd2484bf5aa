import type { Question } from './types';

/**
 * Questions in Korean over Vim's Korean tutorial (`vimtutor-ko`, bench/quality/corpus/vimtutor.ko.txt), written on
 * 2026-11-23 by a Korean-speaking engineer from the two pages as Docent numbers and extracts them, blind to how Docent
 * answers them (a held-out set: never tune on these; change a question only when its phrase or pages are wrong).
 * Korean attaches particles to nouns and conjugates verbs, so the prompts are written as a Korean speaker would ask,
 * their word forms often differing from the tutorial's: `lexical` ones use the tutorial's key words in whatever
 * inflection comes naturally, `paraphrased` ones avoid its words for the idea (synonyms, everyday words, the goal),
 * `unanswerable` ones ask about Vim things the tutorial does not cover (checked absent). Each phrase is a short
 * verbatim piece of the page that states the answer and only the answer, never given away by the prompt; the facts
 * are mostly other than those of the Chinese and Japanese questions (unspaced-scripts.ts).
 */
export const KOREAN_QUESTIONS: Question[] = [
  {
    id: 'vimtutor-ko-lexical-1',
    category: 'lexical',
    scope: { doc: 'vimtutor-ko' },
    prompt: '단어 하나를 끝까지 지우는 명령은 뭔가요?',
    facts: [{ phrases: ['한 단어를 끝까지 지우려면 dw', '단어의 끝까지 지우려면: dw'], pages: [1] }],
    note: 'dw deletes to the end of a word (Lesson 2.1 and the Lesson 2 summary)',
  },
  {
    id: 'vimtutor-ko-lexical-2',
    category: 'lexical',
    scope: { doc: 'vimtutor-ko' },
    prompt: '취소했던 명령을 다시 실행하고 싶으면 어떻게 하죠?',
    facts: [{ phrases: ['취소한 것을 다시 실행하려면: CTRL-R', 'CTRL-R (CTRL 키를 누른 상태에서 R을'], pages: [1] }],
    note: 'redo is CTRL-R (Lesson 2.7 and the Lesson 2 summary)',
  },
  {
    id: 'vimtutor-ko-lexical-3',
    category: 'lexical',
    scope: { doc: 'vimtutor-ko' },
    prompt: '파일 전체에 걸쳐서 어떤 문구를 한꺼번에 다른 문구로 치환하는 명령은?',
    facts: [{ phrases: ['모든 문구를 치환하려면 :%s/old/new/g', ':%s/old/new/g 파일 전체에서 발견된'], pages: [1] }],
    note: 'substitute in the whole file: :%s/old/new/g (Lesson 4.4 and the Lesson 4 summary)',
  },
  {
    id: 'vimtutor-ko-lexical-4',
    category: 'lexical',
    scope: { doc: 'vimtutor-ko' },
    prompt: '검색을 역방향으로 하려면 뭘 누르나요?',
    facts: [{ phrases: ['/ 대신 ? 를 이용하면', '? 를 입력한 후 문구를 입력하면 윗방향으로'], pages: [1] }],
    note: 'search backwards with ? instead of / (Lesson 4.2 and the Lesson 4 summary)',
  },
  {
    id: 'vimtutor-ko-lexical-5',
    category: 'lexical',
    scope: { doc: 'vimtutor-ko' },
    prompt: '도움말 창은 어떻게 닫아요?',
    facts: [{ phrases: ['도움말 창을 닫으려면 :q', ':q <ENTER> 도움말 윈도우를 닫습니다'], pages: [2] }],
    note: 'close the help window with :q (Lesson 7.1)',
  },
  {
    id: 'vimtutor-ko-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ko' },
    prompt: '검색으로 여기저기 점프한 뒤에, 직전에 보던 자리로 복귀하는 키가 있나요?',
    facts: [{ phrases: ['CTRL-O 를 이용하면', 'CTRL-O 는 과거의 위치로'], pages: [1] }],
    note: 'CTRL-O jumps back to older positions; avoids 원래 있던 곳 / 돌아가기 / 과거의 위치',
  },
  {
    id: 'vimtutor-ko-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ko' },
    prompt: '찾은 단어들이 색칠된 채로 계속 남아 있는데, 그 표시를 끄려면 어떻게 해요?',
    facts: [{ phrases: [':nohlsearch'], pages: [2] }],
    note: ':nohlsearch removes the highlighting of matches; avoids 강조 / HIGHLIGHT / 없애려면',
  },
  {
    id: 'vimtutor-ko-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ko' },
    prompt: '지금 편집 중인 문서에서 몇 줄만 골라 별도의 파일로 떼어 내고 싶어요.',
    facts: [{ phrases: ['v 대상 :w FILENAME', 'v 명령 :w FILENAME'], pages: [1] }],
    note: 'write a visual selection to a file (Lesson 5.3); avoids 파일의 일부 / 선택적으로 저장',
  },
  {
    id: 'vimtutor-ko-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ko' },
    prompt: ': 뒤에 앞글자 몇 개만 치고 나머지는 자동으로 채워지게 할 수 있나요?',
    facts: [{ phrases: ['CTRL-D 와 <TAB>', '<TAB> 을 눌러'], pages: [2] }],
    note: 'command-line completion with CTRL-D and <TAB> (Lesson 7.3); avoids 완성 / 명령어',
  },
  {
    id: 'vimtutor-ko-paraphrased-5',
    category: 'paraphrased',
    scope: { doc: 'vimtutor-ko' },
    prompt: '빔을 켤 때마다 내가 좋아하는 옵션들이 알아서 적용되게 하려면 어디에 적어 두면 되나요?',
    facts: [{ phrases: ['"vimrc" 라는 파일을 만들어야', 'vimrc 시작 스크립트를 이용해'], pages: [2] }],
    note: 'the vimrc startup file keeps preferred settings (Lesson 7.2); avoids 시작 스크립트 / 설정 / 세팅',
  },
  {
    id: 'vimtutor-ko-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'vimtutor-ko' },
    prompt: '빔에서 매크로를 녹화해서 반복 실행하려면 어떻게 하나요?',
    facts: [],
    note: 'macros (q recording, @ replay) are not in the tutorial: no 매크로 / 녹화 / macro',
  },
  {
    id: 'vimtutor-ko-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'vimtutor-ko' },
    prompt: '화면을 세로로 분할해서 파일 두 개를 나란히 보려면 어떻게 하나요?',
    facts: [],
    note: 'splitting windows (:vsplit) is not in the tutorial, only CTRL-W CTRL-W to the help window: no 분할 / split',
  },
];
