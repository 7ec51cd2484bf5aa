import { statSync } from 'node:fs';
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import {
  expectOk,
  fileFromPath,
  isDocentError,
  iterateLabels,
  LABEL_REF_PATTERN,
  waitForDocs,
  type Doc,
  type DocentContractClient,
} from '@docent/client';
import { callerPath } from '../caller-dir';
import { parseWorkspace, remoteClient, reportingErrors, REMOTE_ENV_HELP, UsageError } from './remote';

interface UploadOptions {
  label: string[];
  sync?: boolean;
  workspace?: number;
  json?: boolean;
}

const NEW_LABEL_COLOR = '#4f46e5';

/** A label given by id is used as is; by name, the workspace's label of that name, created when missing. */
async function resolveLabel(docent: DocentContractClient, ref: string): Promise<string> {
  if (LABEL_REF_PATTERN.test(ref)) return ref;
  for await (const label of iterateLabels(docent)) if (label.name === ref) return label.labelid ?? label.lid;
  const created = expectOk(await docent.labels.createLabel({ body: { name: ref, color: NEW_LABEL_COLOR } })).data[0];
  process.stderr.write(`created label "${ref}" (${created.labelid ?? created.lid})\n`);
  return created.labelid ?? created.lid;
}

/** A progress bar on a terminal; one line per step otherwise (logs, CI, tests). */
function progress(total: number, what: string) {
  if (total > 1 && process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${what} [{bar}] {value}/{total} {item}`,
        hideCursor: true,
        clearOnComplete: false,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { item: '' });
    return { tick: (value: number, item: string) => bar.update(value, { item }), stop: () => bar.stop() };
  }
  return {
    tick: (value: number, item: string) => process.stderr.write(`${what} ${value}/${total} ${item}\n`),
    stop: () => {},
  };
}

const line = (d: Doc) => `${d.docid}\t${d.status}\t${d.name}${d.error ? `\t${d.error}` : ''}`;

export function registerUpload(program: Command) {
  program
    .command('upload <files...>')
    .description('upload files to be analysed (via the api); prints docid, status and name per file')
    .option(
      '--label <label>',
      'tag with this label (labelid, or a name: created when missing); repeatable',
      (v: string, all: string[]) => [...all, v],
      [],
    )
    .option('--sync', 'wait until every document is analysed (or failed)')
    .option('--workspace <n>', 'workspace (da-workspace), default 0', parseWorkspace)
    .option('--json', 'print the documents as JSON')
    .addHelpText('after', REMOTE_ENV_HELP)
    .action((files: string[], opts: UploadOptions) =>
      reportingErrors(async () => {
        const kindOf = (f: string) => {
          try {
            const st = statSync(callerPath(f));
            return st.isFile() ? 'file' : st.isDirectory() ? 'folder' : 'other';
          } catch {
            return 'missing';
          }
        };
        const kinds = files.map(kindOf);
        const folders = files.filter((_, i) => kinds[i] === 'folder');
        if (folders.length) {
          const first = folders[0].replace(/\/+$/, '');
          throw new UsageError(
            `a folder, not a file: ${folders.join(', ')}; give the files in it (docent upload ${first}/*)`,
          );
        }
        const unreadable = files.filter((_, i) => kinds[i] !== 'file');
        if (unreadable.length) throw new UsageError(`not a readable file: ${unreadable.join(', ')}`);
        const docent = remoteClient({ workspace: opts.workspace });
        const labels = [];
        for (const ref of opts.label) labels.push(await resolveLabel(docent, ref));

        const docs: Doc[] = [];
        const failures: string[] = [];
        const uploading = progress(files.length, 'uploading');
        for (const [i, file] of files.entries()) {
          const form = new FormData();
          form.append('file', await fileFromPath(callerPath(file)));
          try {
            docs.push(
              ...expectOk(await docent.documents.uploadDocs({ params: { options: 'async' }, body: form })).data,
            );
          } catch (error) {
            if (!isDocentError(error)) throw error;
            failures.push(`${file}: ${error.status} ${error.message}`);
          }
          uploading.tick(i + 1, file);
        }
        uploading.stop();

        const docids = docs.map((d) => d.docid);
        for (const labelid of labels) {
          if (docids.length)
            expectOk(await docent.labels.updateLabel({ params: { labelid }, body: { docids: { tag: docids } } }));
        }

        let result = docs;
        if (opts.sync && docs.length) {
          const analysing = progress(docs.length, 'analysing');
          result = await waitForDocs(docent, docs, {
            onProgress: (current) => {
              const finished = current.filter((d) => d.ready || d.status === 'failed');
              analysing.tick(finished.length, finished.at(-1)?.name ?? '');
            },
          });
          analysing.stop();
          for (const d of result)
            if (d.status === 'failed') failures.push(`${d.name}: analysis failed: ${d.error ?? 'unknown error'}`);
        }

        process.stdout.write(
          opts.json ? `${JSON.stringify(result, null, 2)}\n` : result.map((d) => `${line(d)}\n`).join(''),
        );
        for (const failure of failures) process.stderr.write(`error: ${failure}\n`);
        return failures.length ? 1 : 0;
      }),
    );
}
