/**
 * Authoring aid for a question set written blind (without asking Docent anything): checks it against the pages
 * dump-pages.ts wrote, as `pnpm bench quality` checks it against the REST API at start: every phrase on one of its
 * expected pages, no prompt giving its phrase away, ids unique, facts fitting the category.
 *
 *   npx tsx bench/quality/dump-pages.ts /tmp/pages maint-guide-fr faq-fr
 *   npx tsx bench/quality/check-dumped-pages.ts /tmp/pages --questions translated [--filter <id part>]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { comparable } from './match';
import { questionSetOf } from './question-sets';
import { sourcesOf } from './scoring';

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
let problems = 0;
const ids = new Set<string>();
for (const q of questionSetOf(option('questions')).questions) {
  if (filter && !q.id.includes(filter)) continue;
  const fail = (m: string) => {
    problems++;
    console.log(`${q.id}: ${m}`);
  };
  if (ids.has(q.id)) fail('duplicate id');
  ids.add(q.id);
  if ((q.category === 'unanswerable') !== (q.facts.length === 0)) fail('facts do not fit the category');
  for (const f of q.facts) {
    for (const { doc, pages, phrases } of sourcesOf(q, f)) {
      for (const phrase of phrases) {
        if (comparable(q.prompt).includes(comparable(phrase))) fail(`the prompt gives away "${phrase}"`);
        const on = pages.filter((n) => {
          const file = path.join(dir, doc, `${n}.txt`);
          return existsSync(file) && comparable(readFileSync(file, 'utf8')).includes(comparable(phrase));
        });
        if (on.length === 0) fail(`"${phrase}" is on none of ${doc} page(s) ${pages.join(', ')}`);
      }
    }
  }
}
console.log(`${ids.size} questions checked, ${problems} problems`);
