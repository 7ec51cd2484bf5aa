import { Command } from 'commander';
import { registerKeys } from './commands/keys';
import { registerMigrate } from './commands/migrate';
import { registerUpload } from './commands/upload';
import { registerChat } from './commands/chat';
import { registerDocs } from './commands/docs';
import { registerCredits } from './commands/credits';
import { registerByok } from './commands/byok';

/** `pnpm docent <command>`: the admin CLI. */
const program = new Command('docent').description('Docent admin CLI').showHelpAfterError();
registerKeys(program);
registerMigrate(program);
registerUpload(program);
registerChat(program);
registerDocs(program);
registerCredits(program);
registerByok(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Domain errors (bad input, unknown ids) are the user's to fix: their message, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`docent: ${message}\n`);
  if (process.env.DEBUG) console.error(error);
  process.exitCode = 1;
}
