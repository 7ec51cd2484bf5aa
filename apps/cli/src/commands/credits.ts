import { InvalidArgumentError, type Command } from 'commander';
import { getBalances, grant, isDomainError, listRecentLedgerEntries, setMonthlyAllowance } from '@docent/core';
import type { Db } from '@docent/db';
import { withDb } from '../with-db';

function credits(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('expected a number of credits, 0 or more');
  return n;
}

/**
 * Domain errors (unknown account, bad amount) become one line on stderr and exit code 1, not a stack trace.
 */
async function run(fn: (db: Db) => Promise<void>): Promise<void> {
  let failed = false;
  await withDb(async (db) => {
    try {
      await fn(db);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      process.stderr.write(`${error.message}\n`);
      failed = true;
    }
  });
  if (failed) process.exit(1);
}

async function printBalances(db: Db, accountId: string) {
  const b = await getBalances(db, accountId);
  process.stdout.write(
    `account ${accountId}: monthly ${b.monthlyBalance} of ${b.monthlyAllowance} (period ${b.monthlyPeriod ?? '-'}), bundle ${b.bundleBalance}\n`,
  );
}

export function registerCredits(program: Command) {
  const cmd = program.command('credits').description('credit balances and the ledger');
  cmd
    .command('grant')
    .description('add bundle credits (kept until used) and/or monthly credits (this month only) to an account')
    .requiredOption('--account <id>', 'the account')
    .option('--bundle <credits>', 'bundle credits to add', credits)
    .option('--monthly <credits>', "credits to add to this month's monthly balance", credits)
    .option('--request-id <id>', 'idempotency key: a second grant with it adds nothing')
    .option('--note <text>', 'kept in the ledger entry detail')
    .action((opts) =>
      run(async (db) => {
        const result = await grant(db, {
          accountId: opts.account,
          bundle: opts.bundle,
          monthly: opts.monthly,
          requestId: opts.requestId,
          detail: opts.note ? { note: opts.note, by: 'cli' } : { by: 'cli' },
        });
        if (!result.granted) process.stderr.write(`request id ${opts.requestId} was already granted; nothing added\n`);
        await printBalances(db, opts.account);
      }),
    );
  cmd
    .command('allowance')
    .description("set the monthly allowance; this month's balance moves by the difference")
    .requiredOption('--account <id>', 'the account')
    .requiredOption('--monthly <credits>', 'the new monthly allowance', credits)
    .action((opts) =>
      run(async (db) => {
        await setMonthlyAllowance(db, { accountId: opts.account, monthly: opts.monthly });
        await printBalances(db, opts.account);
      }),
    );
  cmd
    .command('show')
    .description('balances and the most recent ledger entries of an account (every key)')
    .requiredOption('--account <id>', 'the account')
    .option('--limit <n>', 'entries to show', (v) => Number.parseInt(v, 10), 20)
    .action((opts) =>
      run(async (db) => {
        await printBalances(db, opts.account);
        const entries = await listRecentLedgerEntries(db, { accountId: opts.account, limit: opts.limit });
        process.stdout.write(
          `${['event_ts', 'reason', 'workspace', 'monthly', 'bundle', 'key', 'request_id'].join('\t')}\n`,
        );
        for (const e of entries) {
          const cells = [
            e.event_ts_utc,
            e.reason,
            e.workspace ?? '-',
            e.delta_monthly,
            e.delta_bundle,
            e.key_id ?? '-',
            e.request_id ?? '-',
          ];
          process.stdout.write(`${cells.join('\t')}\n`);
        }
      }),
    );
}
