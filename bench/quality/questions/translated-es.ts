import type { Question } from './types';

/**
 * Spanish questions over the Spanish translation of the Debian New Maintainers' Guide (`maint-guide-es`), written on
 * 2026-11-23 by a Spanish-speaking engineer blind to Docent's answers (none of them was asked to Docent while they were
 * written), from the pages as Docent extracts them (/tmp/ml-pages/maint-guide-es/<n>.txt) and after the English
 * maint-guide questions (/tmp/mlq/english-source.txt), some of whose facts they ask again, found anew on this
 * translation's own pages. Three lexical questions use the manual's own words; four paraphrased ones are asked as a
 * Spanish speaker who does not know the manual would ask (everyday words, the goal rather than the manual's term), in
 * natural Spanish with its verb forms; one unanswerable question stays on the manual's topic and was checked absent by
 * grepping every page. Each phrase is a short verbatim piece of the Spanish page that states the answer and only the
 * answer (the translation leaves some paragraphs in English: every answer was taken from a Spanish sentence), and
 * `pages` lists every page where it is. Different facts from the Russian set (translated-ru.ts). Never tune on these: a
 * question is changed only when its phrase or pages are wrong, never because of how Docent answered it.
 */
export const TRANSLATED_ES_QUESTIONS: Question[] = [
  {
    id: 'maint-guide-es-lexical-1',
    category: 'lexical',
    scope: { doc: 'maint-guide-es' },
    prompt: '¿Qué prioridad se debe poner a un paquete nuevo en el archivo control?',
    facts: [
      {
        phrases: ['prioridad optional se utiliza para paquetes nuevos', 'lo dejaremos con prioridad optional'],
        pages: [26],
      },
    ],
    note: 'the Priority field of debian/control: optional is used for new packages',
  },
  {
    id: 'maint-guide-es-lexical-2',
    category: 'lexical',
    scope: { doc: 'maint-guide-es' },
    prompt:
      'He eliminado por accidente algunas de las plantillas del directorio debian. ¿Con qué opción de dh_make puedo ' +
      'regenerarlas?',
    facts: [{ phrases: ['--addmissing'], pages: [18, 19, 59] }],
    note: 'dh_make --addmissing regenerates deleted template files',
  },
  {
    id: 'maint-guide-es-lexical-3',
    category: 'lexical',
    scope: { doc: 'maint-guide-es' },
    prompt: '¿Cuándo se ejecutan las tareas del archivo nombre_del_paquete.cron.weekly?',
    facts: [{ phrases: ['habitualmente en la mañana del domingo'], pages: [40] }],
    note: 'package.cron.weekly: installed in /etc/cron.weekly, run every week, usually on Sunday morning',
  },
  {
    id: 'maint-guide-es-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-es' },
    prompt:
      'Voy a hacer mi primer paquete. ¿Me conviene escoger un programa que se quede corriendo en segundo plano y ' +
      'atienda conexiones de red?',
    facts: [{ phrases: ['El programa no debería ser un demonio'], pages: [14] }],
    note: 'choosing the program: it should not be a daemon (avoids "demonio", "puerto", "*/sbin")',
  },
  {
    id: 'maint-guide-es-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-es' },
    prompt:
      'El código del programa trae su propia batería de pruebas y no quiero que se lance mientras se genera mi ' +
      'paquete Debian. ¿Cómo la desactivo?',
    facts: [{ phrases: ['objetivo override_dh_auto_test sin órdenes'], pages: [36] }],
    note: 'an empty override_dh_auto_test target skips the upstream test suite (avoids "test", "objetivo", "ignorarlo")',
  },
  {
    id: 'maint-guide-es-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-es' },
    prompt:
      'Cuando les pase mis correcciones a los autores del programa, ¿tengo que adjuntar también la carpeta con mi ' +
      'trabajo de empaquetado?',
    facts: [{ phrases: ['no tienes que enviar ninguno de los ficheros debian/*'], pages: [23] }],
    note: 'the debian/* files need not be sent upstream (avoids "enviar", "ficheros debian/*", "desarrollador original")',
  },
  {
    id: 'maint-guide-es-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-es' },
    prompt:
      'Necesito una versión vieja de un paquete de Debian que desapareció del archivo hace tiempo. ¿Dónde se ' +
      'conservan las versiones antiguas?',
    facts: [{ phrases: ['snapshot.debian.org'], pages: [66] }],
    note: 'footnote in the shared-library appendix: previous versions are at snapshot.debian.org (avoids "versiones previas", "disponibles")',
  },
  {
    id: 'maint-guide-es-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide-es' },
    prompt: '¿Cómo empaqueto para Debian un programa escrito en Rust que se compila con cargo?',
    facts: [],
    note: 'the guide never mentions Rust or cargo (grep: "cargo" only in the idiom "hacerte cargo")',
  },
];
