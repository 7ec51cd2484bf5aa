import type { Command } from 'commander';
import { addByokProvider, isDomainError, listByokProviders, removeByokProvider } from '@docent/core';
import { resolveDevSecret } from '../dev-env';
import { withDb } from '../with-db';

/** Domain errors (bad option values) are printed as one line and exit 1; anything else propagates. */
async function reportingErrors(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // withDb has already closed the pool; exit explicitly so the status is 1 whatever a library left in exitCode.
    process.stderr.write(`${error.message}\n`, () => process.exit(1));
  }
}

async function readStdinLine(): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of process.stdin) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8').split(/\r?\n/)[0].trim();
}

export function registerByok(program: Command) {
  const byok = program
    .command('byok')
    .description("manage accounts' own model provider keys (BYOK); keys are stored encrypted and never shown");
  byok
    .command('add')
    .description('add an OpenAI-compatible provider and its models to an account; prints the provider id')
    .requiredOption('--account <id>', 'the account that uses the key')
    .requiredOption(
      '--api-key <key>',
      'the provider API key (stored encrypted with DOCENT_SECRET); "-" reads it from stdin, out of shell history',
    )
    .requiredOption('--models <ids>', 'comma-separated model ids served by this provider, e.g. gpt-4.1,gpt-4.1-mini')
    .option('--provider <kind>', 'provider kind (any OpenAI-compatible endpoint is "openai")', 'openai')
    .option('--base-url <url>', 'the endpoint base URL, e.g. https://api.openai.com/v1 (default: OpenAI)')
    .action((opts) =>
      reportingErrors(() =>
        withDb(async (db) => {
          const added = await addByokProvider(db, {
            secret: resolveDevSecret(),
            accountId: opts.account,
            provider: opts.provider,
            baseUrl: opts.baseUrl,
            apiKey: opts.apiKey === '-' ? await readStdinLine() : opts.apiKey,
            models: String(opts.models).split(','),
          });
          process.stderr.write(
            `account ${added.accountId}: models ${added.models.join(', ')} via ${added.baseUrl ?? 'the OpenAI API'}\n`,
          );
          process.stdout.write(`${added.id}\n`);
        }),
      ),
    );
  byok
    .command('list')
    .description('list BYOK providers (never their keys)')
    .option('--account <id>', 'only this account')
    .action((opts) =>
      withDb(async (db) => {
        for (const p of await listByokProviders(db, { accountId: opts.account })) {
          process.stdout.write(`${p.id}\t${p.accountId}\t${p.provider}\t${p.baseUrl ?? '-'}\t${p.models.join(',')}\n`);
        }
      }),
    );
  byok
    .command('remove <id>')
    .description('remove a BYOK provider (and its key) by its id')
    .action((id: string) =>
      withDb(async (db) => {
        if (!(await removeByokProvider(db, id))) {
          process.stderr.write(`no BYOK provider ${id}\n`);
          process.exitCode = 1;
          return;
        }
        process.stdout.write(`removed ${id}\n`);
      }),
    );
}
