import type { Doc } from '@docent/contract';
import type { DocentContractClient } from '../create-client';
import { DocentError, expectOk } from './docent-error';

/** A file to upload: a File (browser, or `fileFromPath` in Node), or a name with bytes or text. */
export type UploadInput = File | { name: string; data: Blob | ArrayBuffer | Uint8Array | string; type?: string };

export interface UploadAndWaitOptions {
  /** Labels (labelid or legacy lid) to tag the new documents with. */
  labels?: string[];
  /** Workspace to upload into; the client's default when omitted. */
  workspace?: number;
  /** How long to wait for analysis in total (default 10 minutes). Documents still pending then come back with ready false. */
  timeoutMs?: number;
  /** Called whenever documents change state while waiting. */
  onProgress?: (docs: Doc[]) => void;
}

export function toFile(input: UploadInput): File {
  if (input instanceof File) return input;
  const data = input.data instanceof Uint8Array ? new Uint8Array(input.data) : input.data;
  return new File([data], input.name, { type: input.type ?? 'application/octet-stream' });
}

const done = (d: Doc) => d.ready || d.status === 'failed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads files, tags them with `labels`, and resolves once every document is analysed (ready) or
 * failed (`status: 'failed'`, with `error`), in upload order. Like the server's `sync` option, a
 * timeout is not an error: documents still being analysed come back with `ready: false`.
 *
 * Without labels this is one `POST /doc/upload/sync` (the server waits, no polling). With labels the
 * documents are uploaded, then tagged (PUT /label/{labelid}), then awaited; if tagging fails the
 * DocentError carries the uploaded docids in `details.docids`.
 */
export async function uploadAndWait(
  client: DocentContractClient,
  files: UploadInput[],
  options: UploadAndWaitOptions = {},
): Promise<Doc[]> {
  if (files.length === 0) return [];
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  const headers = options.workspace === undefined ? {} : { headers: { 'da-workspace': options.workspace } };
  const form = new FormData();
  for (const file of files) form.append('file', toFile(file));
  const labels = options.labels ?? [];

  const docs = expectOk(
    await client.documents.uploadDocs({
      params: { options: labels.length ? 'async' : 'sync' },
      body: form,
      ...headers,
    }),
  ).data;
  const docids = docs.map((d) => d.docid);
  for (const labelid of labels) {
    try {
      expectOk(await client.labels.updateLabel({ params: { labelid }, body: { docids: { tag: docids } } }));
    } catch (error) {
      const e = error as DocentError;
      throw new DocentError(
        e.status ?? 0,
        `uploaded ${docids.join(', ')} but could not tag label ${labelid}: ${e.message}`,
        {
          ...e.details,
          docids,
        },
      );
    }
  }
  options.onProgress?.(docs);
  return waitForDocs(client, docs, { timeoutMs: Math.max(0, deadline - Date.now()), onProgress: options.onProgress });
}

export interface WaitOptions {
  /** How long to wait in total (default 10 minutes); documents still pending then come back with ready false. */
  timeoutMs?: number;
  /** Called whenever a document changes status. */
  onProgress?: (docs: Doc[]) => void;
}

/**
 * Resolves with fresh copies of `docs` once each is analysed (ready) or failed, or the time is up,
 * polling only the unfinished ones and backing off from 250 ms to 3 s.
 */
export async function waitForDocs(
  client: DocentContractClient,
  docs: Doc[],
  options: WaitOptions = {},
): Promise<Doc[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  let current = docs;
  for (let delay = 250; !current.every(done) && Date.now() < deadline; delay = Math.min(3000, delay * 2)) {
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
    let changed = false;
    current = await Promise.all(
      current.map(async (doc) => {
        if (done(doc)) return doc;
        const fresh = expectOk(await client.documents.getDoc({ params: { docid: doc.docid } }));
        if (fresh.status !== doc.status) changed = true;
        return fresh;
      }),
    );
    if (changed) options.onProgress?.(current);
  }
  return current;
}
