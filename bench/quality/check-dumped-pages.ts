/**
 * Authoring aid for a question set written blind (without asking Docent anything): checks it against the pages
 * dump-pages.ts wrote, as `pnpm bench quality` checks it against the REST API at start (checkQuestionSet, then every
 * phrase on one of its expected pages).
 *
 *   npx tsx bench/quality/dump-pages.ts /tmp/pages maint-guide-fr faq-fr
 *   npx tsx bench/quality/check-dumped-pages.ts /tmp/pages --questions translated [--filter <id part>]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkQuestionSet, phrasesOffTheirPages } from './check-pages';
import { questionSetOf } from './question-sets';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = args[0];
if (!dir || dir.startsWith('--')) {
  console.error('usage: npx tsx bench/quality/check-dumped-pages.ts <pages dir> [--questions <set>] [--filter <text>]');
  process.exit(2);
}
const filter = option('filter');
const questions = questionSetOf(option('questions')).questions.filter((q) => !filter || q.id.includes(filter));
checkQuestionSet(questions);
const problems = await phrasesOffTheirPages(questions, (doc, n) => readFile(path.join(dir, doc, `${n}.txt`), 'utf8'));
for (const p of problems) console.log(p);
console.log(`${questions.length} questions checked, ${problems.length} problems`);
