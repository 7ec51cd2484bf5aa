import type { Command } from 'commander';
import {
  createBlobStorage,
  loadBlobStorageConfig,
  migrateBlobs,
  sweepBlobObjects,
  type BlobStorageConfig,
} from '@docent/core';
import { withDb } from '../with-db';

/** The S3 settings come from DOCENT_BLOB_STORE=s3://… (or DOCENT_BLOB_S3=s3://… while the store is postgres). */
function storageFor(to?: 'postgres' | 's3') {
  const config = loadBlobStorageConfig(process.env);
  if (!config.s3) {
    throw new Error(
      'no S3 settings: set DOCENT_BLOB_STORE=s3://bucket/prefix (and DOCENT_S3_ENDPOINT, credentials…); see docs/operations.md',
    );
  }
  const wanted: BlobStorageConfig =
    to === 'postgres' ? { kind: 'postgres', s3: config.s3 } : { kind: 's3', s3: config.s3, redirectDownloads: false };
  return createBlobStorage(wanted);
}

export function registerBlobs(program: Command) {
  const blobs = program
    .command('blobs')
    .description('where uploaded files are kept (Postgres or S3-compatible storage)');
  blobs
    .command('migrate')
    .description('move every stored file to --to postgres|s3, one at a time; safe to interrupt and run again')
    .requiredOption('--to <store>', 'postgres or s3')
    .option('--batch <n>', 'files read per query of the remaining ones', '20')
    .action((opts: { to: string; batch: string }) =>
      withDb(async (db) => {
        if (opts.to !== 'postgres' && opts.to !== 's3') throw new Error('--to: postgres or s3');
        const storage = storageFor(opts.to);
        try {
          const started = Date.now();
          const result = await migrateBlobs(db, storage, {
            to: opts.to,
            batch: Math.max(1, Number(opts.batch) || 20),
            onMoved: ({ docid, moved, remaining }) =>
              process.stderr.write(`moved ${docid} (${moved} done, ${remaining} left)\n`),
          });
          process.stdout.write(
            `${result.moved} file(s) moved to ${opts.to} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${result.remaining} left\n`,
          );
        } finally {
          storage.close();
        }
      }),
    );
  blobs
    .command('sweep')
    .description('delete S3 objects no document refers to (the worker does it hourly)')
    .action(() =>
      withDb(async (db) => {
        const storage = storageFor();
        try {
          const { deleted } = await sweepBlobObjects(db, storage);
          process.stdout.write(`${deleted} object(s) deleted\n`);
        } finally {
          storage.close();
        }
      }),
    );
}
