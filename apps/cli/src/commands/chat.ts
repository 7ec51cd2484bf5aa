import type { Command } from 'commander';
import { DOCID_PATTERN, expectOk, LABEL_REF_PATTERN, streamChat, type ChatResult } from '@docent/client';
import { parseWorkspace, remoteClient, remoteConnection, reportingErrors, REMOTE_ENV_HELP, UsageError } from './remote';

interface ChatOptions {
  tid?: string;
  model?: string;
  workspace?: number;
  json?: boolean;
}

/** What `id` names: a document (docid) or a label (labelid or lid); anything else is refused before any request. */
function chatTarget(id: string): { docid: string } | { labelid: string } {
  if (DOCID_PATTERN.test(id)) return { docid: id };
  if (LABEL_REF_PATTERN.test(id)) return { labelid: id };
  throw new UsageError(
    `${id} is neither a docid (d and 15 of 0-9 a-z) nor a labelid (l and 14 to 19 of 0-9 a-z) or lid (a UUID); ` +
      'see `docent docs` for your documents',
  );
}

/** `docent chat DOCID "question"`: one question to a document (or, given a labelid, to every document of a label). */
export function registerChat(program: Command) {
  program
    .command('chat <id> <question>')
    .description('ask a question about a document (docid) or every document of a label (labelid), via the api')
    .option('--tid <tid>', 'continue an earlier conversation (the tid printed by an earlier chat)')
    .option('--model <id>', 'model id (see GET /models); the server default when omitted')
    .option('--workspace <n>', 'workspace (da-workspace), default 0', parseWorkspace)
    .option('--json', 'print the whole chat result as JSON (once it is complete)')
    .addHelpText(
      'after',
      `\nThe answer goes to stdout as the model writes it; the thread id to stderr.${REMOTE_ENV_HELP}`,
    )
    .action((id: string, question: string, opts: ChatOptions) =>
      reportingErrors(async () => {
        if (!question.trim()) throw new UsageError('the question is empty');
        const body = {
          prompt: question,
          ...(opts.tid ? { tid: opts.tid } : {}),
          ...(opts.model ? { model: opts.model } : {}),
        };
        const target = chatTarget(id);
        let result: ChatResult | undefined;
        if (opts.json) {
          const docent = remoteClient({ workspace: opts.workspace });
          result =
            'docid' in target
              ? expectOk(await docent.documents.chatDoc({ params: target, body }))
              : expectOk(await docent.labels.chatLabel({ params: target, body }));
          process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
        } else {
          // Streamed: each piece of the answer is printed the moment it arrives.
          for await (const event of streamChat({ ...remoteConnection(), target, body })) {
            if (event.type === 'delta') process.stdout.write(event.text);
            else result = event.result;
          }
          process.stdout.write('\n');
        }
        if (result) process.stderr.write(`thread ${result.tid} (continue with --tid ${result.tid})\n`);
      }),
    );
}
