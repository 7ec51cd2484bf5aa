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

await program.parseAsync(process.argv);
