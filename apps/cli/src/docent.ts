import { Command } from 'commander';

/**
 * `pnpm docent <command>`: admin commands (keys, credits, byok, migrate: straight to the database) and
 * client commands (upload, chat, docs: over HTTP to a running api). Each command's module is loaded only
 * when it runs, so the client commands start without loading the whole domain layer.
 */
type Register = (program: Command) => void;
const COMMANDS: Record<string, () => Promise<Register>> = {
  keys: async () => (await import('./commands/keys')).registerKeys,
  credits: async () => (await import('./commands/credits')).registerCredits,
  byok: async () => (await import('./commands/byok')).registerByok,
  migrate: async () => (await import('./commands/migrate')).registerMigrate,
  blobs: async () => (await import('./commands/blobs')).registerBlobs,
  reindex: async () => (await import('./commands/reindex')).registerReindex,
  upload: async () => (await import('./commands/upload')).registerUpload,
  chat: async () => (await import('./commands/chat')).registerChat,
  docs: async () => (await import('./commands/docs')).registerDocs,
};

const program = new Command('docent')
  .description('Docent CLI: administration and a first try of the API')
  .showHelpAfterError();
const asked = process.argv[2];
// A known command loads just its module; anything else (help, typos) loads them all for the full listing.
const needed = asked && COMMANDS[asked] ? [COMMANDS[asked]] : Object.values(COMMANDS);
for (const load of needed) (await load())(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Domain errors (bad input, unknown ids) are the user's to fix: their message, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`docent: ${message}\n`);
  if (process.env.DEBUG) console.error(error);
  process.exitCode = 1;
}
