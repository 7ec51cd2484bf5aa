import type { Question } from './types';

/**
 * Questions whose answers sit in tables (`--questions tables`): Debian's and Ubuntu's release tables, the CSV files of
 * distro-info-data 0.58+deb12u7 (corpus/distro-info-*.csv, as shipped: ragged rows, trailing empty fields omitted), and
 * PostgreSQL 15's documentation pages on numeric and on date/time types (corpus/pg-datatype-*.html, from
 * postgresql-doc-15 15.20-0+deb12u1), whose answers are cells of Table 8.2 and Table 8.9 or a sentence beside them.
 * Written blind, from the documents alone and the pages dump-pages.ts wrote, without looking at or running Docent's
 * answering code. Pages as dump-pages.ts gave them (with the CSV extraction then in the working tree): each CSV is one
 * page, rendered as a table (a `| … |` row for each release, the empty trailing fields filled in), and every phrase of
 * theirs is also in the raw CSV, so it holds if a CSV is read as plain text; the numeric types page is one page, the
 * date/time page two (Table 8.9 and the input sections on page 1, interval output on page 2). A date's phrase is the
 * date as the CSV writes it (`2023-06-10`), a number's as the page writes it (`9223372036854775807`, no digit
 * grouping): every phrase is on its page, so an answer that rewrites a date ("10 June 2023") or groups a number's
 * digits does not count.
 *
 * Thirty-five questions, as developers and admins type them: ten in the table's own words (the column's name: codename,
 * release, ESM, storage size, range, high value), eleven in everyday words ("come out", "stop getting updates", "how
 * many bytes does a double take", a release named by its nickname), four that need two cells (of one row or two), three
 * asked of the `tables` label (answered from Ubuntu's table, the numeric types and the date/time types), and seven the
 * documents do not answer (one asked of the label): two ask for a cell the CSV leaves empty (Debian 14's release,
 * Ubuntu 26.10's ESM end), two for something the tables never record (a kernel, a desktop version), three for a type or
 * function another page documents (unsigned integers, money, to_timestamp). Every unanswerable question was checked by
 * grepping its scope for its key words (what was checked is in its note).
 *
 * Measured blind once (twenty-fifth round, at 6ef83da: fact 61 %, from 36 % before the round's rules for tables);
 * its failures were then read, and two rules came after that reading (a row is about its first cell; a row whose
 * asked cell is empty is offered tentatively): its later figures are not blind.
 */
export const TABLES_QUESTIONS: Question[] = [
  // Debian releases (distro-info-debian.csv: version, codename, series, created, release, eol, eol-lts, eol-elts)
  {
    id: 'distro-debian-lexical-1',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'What is the codename of Debian 12?',
    facts: [{ phrases: ['Bookworm'], pages: [1] }],
    note: 'Row 12: codename Bookworm (series bookworm)',
  },
  {
    id: 'distro-debian-lexical-2',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'What is the release date of Debian 11?',
    facts: [{ phrases: ['2021-08-14'], pages: [1] }],
    note: 'Row 11 (Bullseye), column release: 2021-08-14 (also the created date of Bookworm, the next row)',
  },
  {
    id: 'distro-debian-lexical-3',
    category: 'lexical',
    scope: { doc: 'distro-debian' },
    prompt: 'When does ELTS end for Debian 10?',
    facts: [{ phrases: ['2029-06-30'], pages: [1] }],
    note: 'Row 10 (Buster), column eol-elts: 2029-06-30 (eol-lts is 2024-06-30, eol 2022-09-10)',
  },
  {
    id: 'distro-debian-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'distro-debian' },
    prompt: 'When did Debian bookworm come out?',
    facts: [{ phrases: ['2023-06-10'], pages: [1] }],
    note:
      '"Come out" for the release column; the row named by its codename. Row Bookworm: release 2023-06-10 (the ' +
      'created date of Trixie too)',
  },
  {
    id: 'distro-debian-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'distro-debian' },
    prompt: 'When did buster stop getting regular security support, before LTS took over?',
    facts: [{ phrases: ['2022-09-10'], pages: [1] }],
    note:
      'Regular support ending = the eol column (eol-lts and eol-elts are the later LTS and ELTS ends). Row Buster ' +
      '(10): eol 2022-09-10. The CSV does not say "security"; eol is the end of the regular support',
  },
  {
    id: 'distro-debian-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'distro-debian' },
    prompt: 'When was Debian 9 released and when did its LTS end?',
    facts: [
      { phrases: ['2017-06-17'], pages: [1] },
      { phrases: ['2022-06-30'], pages: [1] },
    ],
    note: 'Row 9 (Stretch): release 2017-06-17, eol-lts 2022-06-30 (two cells of one row, two columns apart)',
  },
  {
    id: 'distro-debian-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'distro-debian' },
    prompt: 'When will Debian 14 forky be released?',
    facts: [],
    note:
      'A cell the CSV leaves empty: the row "14,Forky,forky,2025-08-09" has only its created date (the date testing ' +
      'became forky, not a release); grep of "forky" finds that row alone. 2025-08-09 is not the answer',
  },
  {
    id: 'distro-debian-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'distro-debian' },
    prompt: 'Which Linux kernel version does Debian 12 ship with?',
    facts: [],
    note: 'Not a column of the table: grep of "kernel", "linux" finds nothing',
  },

  // Ubuntu releases (distro-info-ubuntu.csv: version, codename, series, created, release, eol, eol-server, eol-esm,
  // eol-legacy)
  {
    id: 'distro-ubuntu-lexical-1',
    category: 'lexical',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'What is the codename of Ubuntu 22.04?',
    facts: [{ phrases: ['Jammy Jellyfish'], pages: [1] }],
    note: 'Row "22.04 LTS": codename Jammy Jellyfish',
  },
  {
    id: 'distro-ubuntu-lexical-2',
    category: 'lexical',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'When does ESM end for Ubuntu 18.04?',
    facts: [{ phrases: ['2028-04-26'], pages: [1] }],
    note: 'Row "18.04 LTS" (Bionic Beaver), column eol-esm: 2028-04-26 (eol-legacy is 2030-04-30)',
  },
  {
    id: 'distro-ubuntu-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'When does Ubuntu 20.04 stop getting regular updates, without paying for extended support?',
    facts: [{ phrases: ['2025-05-29'], pages: [1] }],
    note:
      'The standard end of life: row "20.04 LTS" (Focal Fossa), eol 2025-05-29 (eol-server the same date); ' +
      '"extended support" points away from eol-esm (2030-04-23) and eol-legacy (2032-04-27)',
  },
  {
    id: 'distro-ubuntu-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'Which Ubuntu version is Mantic?',
    facts: [{ phrases: ['23.10'], pages: [1] }],
    note: 'A row named by its nickname (series mantic, codename Mantic Minotaur): version 23.10',
  },
  {
    id: 'distro-ubuntu-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'If we pay for Ubuntu Pro, how long will our Jammy servers keep getting security patches?',
    facts: [{ phrases: ['2032-04-21', '2034-04-25'], pages: [1] }],
    note:
      'Paid extended support, not named by its column: row Jammy (22.04 LTS), eol-esm 2032-04-21; eol-legacy ' +
      '2034-04-25 (the legacy add-on beyond ESM) counts too. The CSV never says "Ubuntu Pro"; ESM is what it sells',
  },
  {
    id: 'distro-ubuntu-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'What are the codenames of Ubuntu 18.04 and 20.04?',
    facts: [
      { phrases: ['Bionic'], pages: [1] },
      { phrases: ['Focal'], pages: [1] },
    ],
    note: 'Rows "18.04 LTS" (Bionic Beaver, series bionic) and "20.04 LTS" (Focal Fossa, series focal)',
  },
  {
    id: 'distro-ubuntu-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'distro-ubuntu' },
    prompt: 'Which GNOME version does Ubuntu 22.04 come with?',
    facts: [],
    note: 'Not a column of the table: grep of "gnome", "desktop", "kernel", "linux" finds nothing',
  },

  // PostgreSQL 15: Numeric Types (pg-datatype-numeric.html, Table 8.2: Name, Storage Size, Description, Range)
  {
    id: 'pg-numeric-lexical-1',
    category: 'lexical',
    scope: { doc: 'pg-numeric' },
    prompt: 'What is the storage size of a bigint?',
    facts: [{ phrases: ['8 bytes'], pages: [1] }],
    note: 'Table 8.2, row bigint: Storage Size 8 bytes',
  },
  {
    id: 'pg-numeric-lexical-2',
    category: 'lexical',
    scope: { doc: 'pg-numeric' },
    prompt: 'What is the range of smallint?',
    facts: [{ phrases: ['-32768 to +32767', '-32768'], pages: [1] }],
    note:
      'Table 8.2, row smallint: Range -32768 to +32767 (an answer dropping the "+" still holds -32768, which ' +
      "smallserial's 1 to 32767 does not)",
  },
  {
    id: 'pg-numeric-lexical-3',
    category: 'lexical',
    scope: { doc: 'pg-numeric' },
    prompt: 'What is the range of the real type?',
    facts: [{ phrases: ['6 decimal digits', '1E-37 to 1E+37'], pages: [1] }],
    note:
      'Table 8.2, row real: Range "6 decimal digits precision"; section 8.1.3 gives "a range of around 1E-37 to ' +
      '1E+37 with a precision of at least 6 decimal digits"',
  },
  {
    id: 'pg-numeric-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'pg-numeric' },
    prompt: 'How many bytes does a double take?',
    facts: [{ phrases: ['8 bytes'], pages: [1] }],
    note: '"double" for double precision, "how many bytes" for Storage Size: Table 8.2, row double precision, 8 bytes',
  },
  {
    id: 'pg-numeric-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'pg-numeric' },
    prompt: 'Which integer type should I use for numbers up to about 2 billion?',
    facts: [{ phrases: ['-2147483648 to +2147483647', '2147483647', 'is the common choice'], pages: [1] }],
    note:
      'integer: Table 8.2, row integer ("typical choice for integer", -2147483648 to +2147483647), and 8.1.1 "The ' +
      'type integer is the common choice". 2147483647 is also the top of serial (1 to 2147483647), an integer column',
  },
  {
    id: 'pg-numeric-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'pg-numeric' },
    prompt: "I'm storing prices and don't want any rounding errors. Which column type should I use?",
    facts: [{ phrases: ['recommended for storing monetary amounts', 'use the numeric type instead'], pages: [1] }],
    note:
      'numeric: 8.1.2 "especially recommended for storing monetary amounts", 8.1.3 "If you require exact storage ' +
      'and calculations (such as for monetary amounts), use the numeric type instead"; Table 8.2 calls it ' +
      '"user-specified precision, exact"',
  },
  {
    id: 'pg-numeric-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'pg-numeric' },
    prompt: 'What are the ranges of smallserial and bigserial?',
    facts: [
      { phrases: ['1 to 32767'], pages: [1] },
      { phrases: ['1 to 9223372036854775807'], pages: [1] },
    ],
    note: 'Table 8.2, rows smallserial (1 to 32767) and bigserial (1 to 9223372036854775807)',
  },
  {
    id: 'pg-numeric-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'pg-numeric' },
    prompt: 'How do I declare an unsigned int column in PostgreSQL?',
    facts: [],
    note:
      'A type the page does not document (PostgreSQL has none): grep of "unsigned" finds nothing; the integer ' +
      'types are all signed ranges',
  },
  {
    id: 'pg-numeric-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'pg-numeric' },
    prompt: 'How many bytes does the money type take?',
    facts: [],
    note:
      'A neighbouring page (8.2 Monetary Types): grep of "money" finds only the link datatype-money.html, ' +
      '"monetary" only the link text "8.2. Monetary Types" and two sentences recommending numeric for monetary amounts',
  },

  // PostgreSQL 15: Date/Time Types (pg-datetime.html, Table 8.9: Name, Storage Size, Description, Low Value,
  // High Value, Resolution)
  {
    id: 'pg-datetime-lexical-1',
    category: 'lexical',
    scope: { doc: 'pg-datetime' },
    prompt: 'What is the high value of the date type?',
    facts: [{ phrases: ['5874897'], pages: [1] }],
    note: 'Table 8.9, row date: High Value 5874897 AD',
  },
  {
    id: 'pg-datetime-lexical-2',
    category: 'lexical',
    scope: { doc: 'pg-datetime' },
    prompt: 'What is the default output style of the interval type?',
    facts: [{ phrases: ['The default is the postgres format'], pages: [2] }],
    note:
      '8.5.5 Interval Output (p. 2): sql_standard, postgres, postgres_verbose or iso_8601, "The default is the ' +
      'postgres format" (Table 8.18 shows them). Not the date/time output default, "The default is the ISO format" ' +
      '(8.5.2, p. 1)',
  },
  {
    id: 'pg-datetime-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'pg-datetime' },
    prompt: 'How much space does a time with time zone column take on disk?',
    facts: [{ phrases: ['12 bytes'], pages: [1] }],
    note: '"Space on disk" for Storage Size: Table 8.9, row time [ (p) ] with time zone, 12 bytes',
  },
  {
    id: 'pg-datetime-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'pg-datetime' },
    prompt: "What's the earliest date a timestamp column can hold?",
    facts: [{ phrases: ['4713 BC'], pages: [1] }],
    note: '"Earliest" for the Low Value column: Table 8.9, rows timestamp (with and without time zone), 4713 BC',
  },
  {
    id: 'pg-datetime-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'pg-datetime' },
    prompt: "What's the longest span of time an interval can store in Postgres?",
    facts: [{ phrases: ['178000000 years'], pages: [1] }],
    note: 'High Value of Table 8.9, row interval [ fields ] [ (p) ]: 178000000 years (Low Value -178000000 years)',
  },
  {
    id: 'pg-datetime-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'pg-datetime' },
    prompt: 'How many bytes do the date and interval types take?',
    facts: [
      { phrases: ['4 bytes'], pages: [1] },
      { phrases: ['16 bytes'], pages: [1] },
    ],
    note: 'Table 8.9, Storage Size of rows date (4 bytes) and interval (16 bytes)',
  },
  {
    id: 'pg-datetime-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'pg-datetime' },
    prompt: 'Which function converts a Unix timestamp in seconds into a timestamp with time zone?',
    facts: [],
    note:
      'A function documented elsewhere (to_timestamp, chapter 9): grep of "to_timestamp", "unix" finds only ' +
      'Table 8.13\'s "epoch … (Unix system time zero)", an input string, not a conversion of a number of seconds; ' +
      '"function" only the SQL functions CURRENT_DATE … LOCALTIMESTAMP, to_char and justify_days/justify_hours',
  },

  // Asked of the label `tables`
  {
    id: 'tables-label-wide-1',
    category: 'label-wide',
    scope: { label: 'tables' },
    prompt: 'When did Ubuntu 22.10 come out?',
    facts: [{ doc: 'distro-ubuntu', phrases: ['2022-10-20'], pages: [1] }],
    note: 'Ubuntu table, row 22.10 (Kinetic Kudu): release 2022-10-20 (also the created date of 23.04)',
  },
  {
    id: 'tables-label-wide-2',
    category: 'label-wide',
    scope: { label: 'tables' },
    prompt: "What's the biggest number a bigint can hold?",
    facts: [{ doc: 'pg-numeric', phrases: ['9223372036854775807'], pages: [1] }],
    note: 'Numeric types, Table 8.2, row bigint: Range -9223372036854775808 to +9223372036854775807',
  },
  {
    id: 'tables-label-wide-3',
    category: 'label-wide',
    scope: { label: 'tables' },
    prompt: 'How many fractional digits of the seconds can a timestamp keep at most?',
    facts: [{ doc: 'pg-datetime', phrases: ['from 0 to 6'], pages: [1] }],
    note:
      'Date/time types, below Table 8.9: "The allowed range of p is from 0 to 6" (p, the number of fractional ' +
      'digits retained in the seconds field), and 8.5.1 "can range from 0 to 6"',
  },
  {
    id: 'tables-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'tables' },
    prompt: 'Until when does Ubuntu 26.10 get Expanded Security Maintenance?',
    facts: [],
    note:
      'A cell the CSV leaves empty: the row "26.10,Stonking Stingray,stonking,2026-04-24,2026-10-15,2027-07-15" ' +
      'stops at eol (2027-07-15), no eol-esm; grep of "26.10", "stonking" finds that row alone, and the other three ' +
      'documents have no "Ubuntu"',
  },
];
