import { fileURLToPath } from 'node:url';

/**
 * The benchmark's documents: real public manuals from Debian's documentation packages (origin, version and
 * licence of each in README.md, checksums in corpus/SHA256SUMS). Uploaded under their file names.
 */
export const CORPUS_DIR = fileURLToPath(new URL('./corpus/', import.meta.url));

export const DOCUMENTS = {
  bash: { file: 'bashref.pdf', title: 'Bash Reference Manual' },
  'r-intro': { file: 'R-intro.pdf', title: 'An Introduction to R' },
  'r-data': { file: 'R-data.pdf', title: 'R Data Import/Export' },
  policy: { file: 'policy.pdf', title: 'Debian Policy Manual' },
  devref: { file: 'developers-reference.pdf', title: "Debian Developer's Reference" },
  faq: { file: 'debian-faq.en.pdf', title: 'The Debian GNU/Linux FAQ' },
  'maint-guide': { file: 'maint-guide.en.pdf', title: 'Debian New Maintainers’ Guide' },
  'copyright-format': {
    file: 'copyright-format-1.0.txt',
    title: 'Machine-readable debian/copyright file, version 1.0',
  },
  'gnu-standards': { file: 'standards.html', title: 'GNU Coding Standards' },
  // Scripts written without spaces (questions/unspaced-scripts.ts; `--questions unspaced`).
  'vimtutor-zh': { file: 'vimtutor.zh_cn.txt', title: 'Vim tutor (Simplified Chinese)' },
  'vimtutor-ja': { file: 'vimtutor.ja.txt', title: 'Vim tutor (Japanese)' },
  'vimtutor-ko': { file: 'vimtutor.ko.txt', title: 'Vim tutor (Korean)' },
  // Translations of two of the manuals (questions/translated-*.ts; `--questions translated`).
  'maint-guide-fr': { file: 'maint-guide.fr.pdf', title: 'Guide des nouveaux responsables Debian' },
  'maint-guide-de': { file: 'maint-guide.de.pdf', title: 'Debian-Leitfaden für neue Paketbetreuer' },
  'maint-guide-es': { file: 'maint-guide.es.pdf', title: 'Guía del nuevo desarrollador de Debian' },
  'maint-guide-ru': { file: 'maint-guide.ru.pdf', title: 'Руководство начинающего разработчика Debian' },
  'faq-fr': { file: 'debian-faq.fr.pdf', title: 'La FAQ Debian GNU/Linux' },
  'faq-de': { file: 'debian-faq.de.pdf', title: 'Die Debian GNU/Linux FAQ' },
  // Licences: legal prose rather than manuals (questions/licences.ts; `--questions licences`).
  'gpl-3': { file: 'GPL-3.pdf', title: 'GNU General Public License, version 3' },
  'lgpl-3': { file: 'LGPL-3.txt', title: 'GNU Lesser General Public License, version 3' },
  'gfdl-1.3': { file: 'GFDL-1.3.pdf', title: 'GNU Free Documentation License, version 1.3' },
  'apache-2': { file: 'Apache-2.0.pdf', title: 'Apache License, version 2.0' },
  'mpl-2': { file: 'MPL-2.0.pdf', title: 'Mozilla Public License, version 2.0' },
  artistic: { file: 'Artistic.txt', title: 'The "Artistic License" (Perl)' },
  cc0: { file: 'CC0-1.0.txt', title: 'Creative Commons CC0 1.0 Universal' },
  // A project's history and founding texts: narrative and governance prose, with dates, names and procedures
  // (questions/history.ts; `--questions history`).
  'project-history': { file: 'project-history.en.pdf', title: 'A Brief History of Debian' },
  constitution: { file: 'constitution.pdf', title: 'Constitution for the Debian Project (v1.9)' },
  manifesto: { file: 'debian-manifesto.txt', title: 'The Debian Manifesto' },
  'social-contract': { file: 'social-contract.txt', title: 'Debian Social Contract' },
  'dedication-2.2': { file: 'dedication-2.2.txt', title: 'Debian 2.2 dedication to Joel Klecker' },
  'dedication-9.0': { file: 'dedication-9.0.txt', title: 'Debian 9 dedication to Ian Murdock' },
  // Research papers: R packages' vignettes, most of them articles of the Journal of Statistical Software, with an
  // abstract, formulas, tables, citations and references (questions/papers.ts; `--questions papers`).
  zoo: { file: 'zoo.pdf', title: 'zoo: An S3 Class and Methods for Indexed Totally Ordered Observations' },
  'zoo-faq': { file: 'zoo-faq.pdf', title: 'zoo FAQ' },
  sandwich: { file: 'sandwich.pdf', title: 'Econometric Computing with HC and HAC Covariance Matrix Estimators' },
  'sandwich-cl': {
    file: 'sandwich-CL.pdf',
    title: 'Various Versatile Variances: An Object-Oriented Implementation of Clustered Covariances in R',
  },
  strucchange: {
    file: 'strucchange-intro.pdf',
    title: 'strucchange: An R Package for Testing for Structural Change in Linear Regression Models',
  },
  lme4: { file: 'lmer.pdf', title: 'Fitting Linear Mixed-Effects Models Using lme4' },
  // Markdown: three API docs of Node.js 20 and its governance, as Markdown source (questions/markdown.ts;
  // `--questions markdown`).
  'node-child-process': { file: 'node-child_process.md', title: 'Child process' },
  'node-path': { file: 'node-path.md', title: 'Path' },
  'node-events': { file: 'node-events.md', title: 'Events' },
  'node-governance': { file: 'node-governance.md', title: 'Node.js project governance' },
  // Tables: two CSV files of release dates and two HTML pages whose answers sit in tables (questions/tables.ts;
  // `--questions tables`).
  'distro-debian': { file: 'distro-info-debian.csv', title: 'Debian releases (distro-info-data)' },
  'distro-ubuntu': { file: 'distro-info-ubuntu.csv', title: 'Ubuntu releases (distro-info-data)' },
  'pg-numeric': { file: 'pg-datatype-numeric.html', title: 'PostgreSQL 15: Numeric Types' },
  'pg-datetime': { file: 'pg-datatype-datetime.html', title: 'PostgreSQL 15: Date/Time Types' },
} as const;

/** The manuals every question of the main set is asked of (QUESTIONS). */
export const MANUALS: readonly DocKey[] = [
  'bash',
  'r-intro',
  'r-data',
  'policy',
  'devref',
  'faq',
  'maint-guide',
  'copyright-format',
  'gnu-standards',
];
/** The tutorials of the Chinese and Japanese questions (UNSPACED_QUESTIONS) and the Korean ones (KOREAN_QUESTIONS). */
export const TUTORIALS: readonly DocKey[] = ['vimtutor-zh', 'vimtutor-ja', 'vimtutor-ko'];
/** The translated manuals of the French, German, Spanish and Russian questions (TRANSLATED_QUESTIONS). */
export const TRANSLATIONS: readonly DocKey[] = [
  'maint-guide-fr',
  'maint-guide-de',
  'maint-guide-es',
  'maint-guide-ru',
  'faq-fr',
  'faq-de',
];

/** Seven software and documentation licences, as Debian ships them (questions/licences.ts). */
export const LICENCES: readonly DocKey[] = ['gpl-3', 'lgpl-3', 'gfdl-1.3', 'apache-2', 'mpl-2', 'artistic', 'cc0'];

/** Debian's history and founding texts, from the debian-history package (questions/history.ts). */
export const HISTORY: readonly DocKey[] = [
  'project-history',
  'constitution',
  'manifesto',
  'social-contract',
  'dedication-2.2',
  'dedication-9.0',
];

/** Research papers: six vignettes of the R packages zoo, sandwich, strucchange and lme4 (questions/papers.ts). */
export const PAPERS: readonly DocKey[] = ['zoo', 'zoo-faq', 'sandwich', 'sandwich-cl', 'strucchange', 'lme4'];

/** Four Markdown documents of Node.js 20, from the nodejs package's /usr/share/doc/nodejs (questions/markdown.ts). */
export const MARKDOWN_DOCS: readonly DocKey[] = ['node-child-process', 'node-path', 'node-events', 'node-governance'];

/**
 * Documents whose answers sit in tables: Debian's and Ubuntu's release tables (CSV, distro-info-data) and PostgreSQL
 * 15's pages on numeric and date/time types (HTML, postgresql-doc-15) (questions/tables.ts).
 */
export const TABLE_DOCS: readonly DocKey[] = ['distro-debian', 'distro-ubuntu', 'pg-numeric', 'pg-datetime'];

export type DocKey = keyof typeof DOCUMENTS;

/** Labels: each label-wide question is asked of one of these, its answer in one of the label's documents. */
export const LABELS = {
  debian: ['policy', 'devref', 'faq', 'maint-guide', 'copyright-format'],
  licences: ['gpl-3', 'lgpl-3', 'gfdl-1.3', 'apache-2', 'mpl-2', 'artistic', 'cc0'],
  history: ['project-history', 'constitution', 'manifesto', 'social-contract', 'dedication-2.2', 'dedication-9.0'],
  papers: ['zoo', 'zoo-faq', 'sandwich', 'sandwich-cl', 'strucchange', 'lme4'],
  markdown: ['node-child-process', 'node-path', 'node-events', 'node-governance'],
  tables: ['distro-debian', 'distro-ubuntu', 'pg-numeric', 'pg-datetime'],
  all: ['bash', 'r-intro', 'r-data', 'policy', 'devref', 'faq', 'maint-guide', 'copyright-format', 'gnu-standards'],
} as const satisfies Record<string, readonly DocKey[]>;

export type LabelKey = keyof typeof LABELS;
