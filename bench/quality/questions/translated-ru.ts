import type { Question } from './types';

/**
 * Russian questions over the Russian translation of the Debian New Maintainers' Guide (`maint-guide-ru`), written on
 * 2026-11-23 by a Russian-speaking engineer blind to Docent's answers (none of them was asked to Docent while they were
 * written), from the pages as Docent extracts them (/tmp/ml-pages/maint-guide-ru/<n>.txt) and after the English
 * maint-guide questions (/tmp/mlq/english-source.txt), some of whose facts they ask again, found anew on this
 * translation's own pages. Three lexical questions use the manual's own words; four paraphrased ones are asked as a
 * Russian speaker who does not know the manual would ask (everyday words, the goal rather than the manual's term), in
 * natural Russian with its cases; one unanswerable question stays on the manual's topic and was checked absent by
 * grepping every page. Each phrase is a short verbatim piece of the Russian page that states the answer and only the
 * answer (the translation leaves some paragraphs in English: every answer was taken from a Russian sentence), and
 * `pages` lists every page where it is. Different facts from the Spanish set (translated-es.ts). Never tune on these: a
 * question is changed only when its phrase or pages are wrong, never because of how Docent answered it.
 */
export const TRANSLATED_RU_QUESTIONS: Question[] = [
  {
    id: 'maint-guide-ru-lexical-1',
    category: 'lexical',
    scope: { doc: 'maint-guide-ru' },
    prompt: 'Какой символ отделяет имя пакета от версии в имени файла .orig.tar.gz?',
    facts: [
      {
        phrases: ['разделены символом _ (подчёркивание)', 'используется символ _ (подчёркивание)'],
        pages: [12, 18],
      },
    ],
    note: 'file names of Debian packages: package and version are separated by _ (underscore), not - (hyphen)',
  },
  {
    id: 'maint-guide-ru-lexical-2',
    category: 'lexical',
    scope: { doc: 'maint-guide-ru' },
    prompt: 'Что означает метка W: в результатах команды lintian?',
    facts: [{ phrases: ['предупреждение; возможное нарушение политики'], pages: [55] }],
    note: 'lintian tags: W: is a warning, a possible policy violation or packaging error',
  },
  {
    id: 'maint-guide-ru-lexical-3',
    category: 'lexical',
    scope: { doc: 'maint-guide-ru' },
    prompt: 'Какой командой можно просмотреть список файлов в двоичном пакете Debian?',
    facts: [{ phrases: ['с помощью команды debc'], pages: [56] }],
    note: 'debc(1) lists the files of a binary package',
  },
  {
    id: 'maint-guide-ru-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-ru' },
    prompt:
      'Как убедиться, что мой пакет соберётся на только что установленной, почти пустой системе, и что я не забыл ' +
      'указать всё, что нужно для его компиляции?',
    facts: [{ phrases: ['очень полезен пакет pbuilder'], pages: [50] }],
    note: 'pbuilder builds in a clean chroot and checks the build dependencies (avoids "чистой среде", "chroot", "зависимостей")',
  },
  {
    id: 'maint-guide-ru-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-ru' },
    prompt:
      'Наша команда хранит весь код в git. Чем удобно вести прямо в таком хранилище и подготовку deb-пакета для ' +
      'нашей программы?',
    facts: [
      {
        phrases: [
          'становится популярным использовать git-buildpackage',
          'git-buildpackage: инструменты для пакетирования в репозиториях Git',
        ],
        pages: [52],
      },
    ],
    note: 'git-buildpackage for packaging kept in a Git repository (avoids "репозиторий", "пакетирование", "система управления версиями")',
  },
  {
    id: 'maint-guide-ru-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-ru' },
    prompt:
      'Я впервые загружаю свой пакет в архив Debian, но номер его версии уже оканчивается на -2. Как сделать, чтобы ' +
      'вместе с ним ушёл и нетронутый архив с кодом от автора программы?',
    facts: [{ phrases: ['dpkg-buildpackage -sa', 'debuild -sa'], pages: [63] }],
    note: 'first upload with a Debian revision other than 0 or 1: build with -sa to include orig.tar.gz (avoids "редакция", "orig.tar.gz", "включение")',
  },
  {
    id: 'maint-guide-ru-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-ru' },
    prompt: 'Сколько знаков можно уместить в однострочной аннотации пакета, которую показывают в списках программ?',
    facts: [
      {
        phrases: ['ограничить описание шестьюдесятью символами', 'up to 60 chars description'],
        pages: [25, 29],
      },
    ],
    note: 'the short Description in debian/control: at most 60 characters (avoids "краткое описание", "символов", "столбцов")',
  },
  {
    id: 'maint-guide-ru-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide-ru' },
    prompt:
      'Как добиться воспроизводимой сборки моего пакета, чтобы при повторной сборке из того же кода получался ' +
      'побайтно одинаковый .deb?',
    facts: [],
    note: 'reproducible builds are never mentioned (grep: no "reproducib", "воспроизвод", "SOURCE_DATE_EPOCH", "побайт")',
  },
];
