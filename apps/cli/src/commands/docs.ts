import type { Command } from 'commander';
import { iterateDocs } from '@docent/client';
import { parseWorkspace, remoteClient, reportingErrors, REMOTE_ENV_HELP } from './remote';

/** `docent docs`: every document of a workspace, oldest first. */
export function registerDocs(program: Command) {
  program
    .command('docs')
    .description('list the documents of a workspace (via the api)')
    .option('--workspace <n>', 'workspace (da-workspace), default 0', parseWorkspace)
    .option('--json', 'print the documents as JSON')
    .addHelpText('after', REMOTE_ENV_HELP)
    .action((opts: { workspace?: number; json?: boolean }) =>
      reportingErrors(async () => {
        const docent = remoteClient({ workspace: opts.workspace });
        const docs = [];
        for await (const doc of iterateDocs(docent, { pageSize: 2000 })) docs.push(doc);
        if (opts.json) {
          process.stdout.write(`${JSON.stringify(docs, null, 2)}\n`);
          return;
        }
        if (docs.length === 0) {
          process.stderr.write('no documents yet: add some with `pnpm docent upload FILE...`\n');
          return;
        }
        const rows = docs.map((d) => [d.docid, d.status, d.pages === null ? '-' : String(d.pages), d.name]);
        const header = ['DOCID', 'STATUS', 'PAGES', 'NAME'];
        const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
        for (const row of [header, ...rows]) {
          process.stdout.write(
            `${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ')}\n`,
          );
        }
      }),
    );
}
