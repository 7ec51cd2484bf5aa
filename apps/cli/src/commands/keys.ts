import type { Command } from 'commander';
import { createAccountKey, listApiKeys, revokeApiKey } from '@docent/core';
import { withDb } from '../with-db';

export function registerKeys(program: Command) {
  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key (and a new account unless --account is given); prints only the key')
    .requiredOption('--name <name>', 'a name for the key')
    .option('--account <id>', 'add the key to this existing account')
    .option('--monthly <credits>', 'monthly credit allowance of a new account', Number)
    .option('--bundle <credits>', 'bundle credits of a new account', Number)
    .option('--rate <n>', 'requests per 60 s for this key (0 = unlimited)', Number)
    .action((opts) =>
      withDb(async (db) => {
        const created = await createAccountKey(db, {
          name: opts.name,
          accountId: opts.account,
          monthly: opts.monthly,
          bundle: opts.bundle,
          rateLimit: opts.rate,
        });
        process.stderr.write(`account ${created.accountId}, key id ${created.keyId}\n`);
        process.stdout.write(`${created.key}\n`);
      }),
    );
  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--account <id>', 'only this account')
    .action((opts) =>
      withDb(async (db) => {
        for (const k of await listApiKeys(db, opts.account)) {
          const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : 'active';
          process.stdout.write(`${k.id}\t${k.account_id}\t${k.name}\t${k.key_prefix}…\t${state}\n`);
        }
      }),
    );
  keys
    .command('revoke <id>')
    .description('revoke an API key by its id (kXXXXXXXXXXXXXXX)')
    .action((id: string) =>
      withDb(async (db) => {
        if (!(await revokeApiKey(db, id))) {
          process.stderr.write(`no active key ${id}\n`);
          process.exitCode = 1;
          return;
        }
        process.stdout.write(`revoked ${id}\n`);
      }),
    );
}
