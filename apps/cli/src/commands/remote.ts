import { InvalidArgumentError } from 'commander';
import { createDocentClient, isDocentError, type DocentContractClient } from '@docent/client';

/** Where the user-facing commands (upload, chat, docs) reach the api: they talk HTTP, never to the database. */
export interface RemoteOptions {
  workspace?: number;
}

export const DEFAULT_DOCENT_URL = 'http://127.0.0.1:8080/api/v1';

export const REMOTE_ENV_HELP = `
Environment:
  DOCENT_URL      base URL of the api (default ${DEFAULT_DOCENT_URL})
  DOCENT_API_KEY  API key (printed by \`pnpm start\` on first boot, or \`pnpm docent keys create --name me\`)`;

/** DOCENT_URL and DOCENT_API_KEY (a UsageError when the key is missing). */
export function remoteConnection(): { baseUrl: string; apiKey: string } {
  const apiKey = process.env.DOCENT_API_KEY;
  if (!apiKey) {
    throw new UsageError(
      'DOCENT_API_KEY is not set: export the key `pnpm start` printed, or make one with `pnpm docent keys create --name me`',
    );
  }
  return { baseUrl: process.env.DOCENT_URL || DEFAULT_DOCENT_URL, apiKey };
}

export function remoteClient(options: RemoteOptions = {}): DocentContractClient {
  return createDocentClient({ ...remoteConnection(), workspace: options.workspace });
}

export class UsageError extends Error {}

/** commander option parser: InvalidArgumentError makes commander print the message and exit 1. */
export function parseWorkspace(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 32767)
    throw new InvalidArgumentError('must be an integer from 0 to 32767');
  return Number(value);
}

/** Exits with `code` once stdout and stderr are flushed. */
function exitWith(code: number): Promise<never> {
  return new Promise(() => {
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });
}

/**
 * Runs a command, turning API and usage errors into one clear line on stderr and exit code 1.
 * The command may return an exit code of its own (1 when some files failed).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: commands that finish without an exit code return nothing
export async function reportingErrors(fn: () => Promise<number | void>): Promise<void> {
  let code: number;
  try {
    code = (await fn()) ?? 0;
  } catch (error) {
    if (isDocentError(error)) process.stderr.write(`error: ${error.status} ${error.message}\n`);
    else if (error instanceof UsageError) process.stderr.write(`error: ${error.message}\n`);
    else if (error instanceof TypeError && error.message === 'fetch failed') {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const url = process.env.DOCENT_URL || DEFAULT_DOCENT_URL;
      process.stderr.write(
        `error: cannot reach the Docent api at ${url} (${cause?.code ?? cause?.message ?? 'network error'}); is \`pnpm start\` running? set DOCENT_URL\n`,
      );
    } else throw error;
    code = 1;
  }
  if (code !== 0) await exitWith(code);
}
