import type { Command } from 'commander';
import { loadEmbeddingsConfig, reindexDocuments } from '@docent/core';
import { withDb } from '../with-db';

export function registerReindex(program: Command) {
  program
    .command('reindex')
    .description('rebuild every ready document’s search index from its stored pages (run after upgrading)')
    .option('--account <id>', 'only this account’s documents')
    .option('--embeddings', 'also queue embeddings for each document (DOCENT_EMBEDDINGS_MODEL must be set)')
    .option('--embeddings-only', 'only queue embeddings for documents that lack them for the configured model')
    .action((opts: { account?: string; embeddings?: boolean; embeddingsOnly?: boolean }) =>
      withDb(async (db) => {
        const embed = Boolean(opts.embeddings || opts.embeddingsOnly);
        const embeddings = loadEmbeddingsConfig();
        if (embed && !embeddings)
          throw new Error('--embeddings needs DOCENT_EMBEDDINGS_MODEL (the workers embed with it)');
        let last = 0;
        const result = await reindexDocuments(db, {
          accountId: opts.account,
          rechunk: !opts.embeddingsOnly,
          embed,
          model: embeddings?.model,
          onProgress: (done, total) => {
            if (done === total || Date.now() - last > 2000) {
              last = Date.now();
              process.stderr.write(`[docent] reindexed ${done}/${total} documents\n`);
            }
          },
        });
        process.stdout.write(
          `${result.documents} documents reindexed (${result.chunks} chunks)${embed ? `, ${result.queued} embeddings jobs queued` : ''}\n`,
        );
      }),
    );
}
