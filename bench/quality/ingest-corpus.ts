import path from 'node:path';
import { CORPUS_DIR, DOCUMENTS, LABELS, MANUALS, type DocKey, type LabelKey } from './corpus';
import type { Doc, RestClient } from './rest-client';

export interface IngestedCorpus {
  docs: Record<DocKey, Doc>;
  labelids: Record<LabelKey, string>;
  /** Upload → every document ready, seconds. */
  seconds: number;
}

/**
 * Uploads the corpus (`keys`: the manuals unless told) one document at a time, each analysed before the next is sent (a sync upload, then a wait for
 * ready in case the sync wait ended first), and creates the labels. One at a time so that every run and every version
 * stores the same rows in the same order: Postgres' statistics of the text index (which release-1's ranking reads)
 * depend on that order.
 */
export async function ingestCorpus(client: RestClient, keys: readonly DocKey[] = MANUALS): Promise<IngestedCorpus> {
  const started = performance.now();
  const ready: Doc[] = [];
  for (const k of keys) {
    const [doc] = await client.upload([{ path: path.join(CORPUS_DIR, DOCUMENTS[k].file), name: DOCUMENTS[k].file }]);
    ready.push(...(await client.waitReady([doc.docid])));
  }
  const byName = (file: string) => {
    const doc = ready.find((d) => d.name === file);
    if (!doc) throw new Error(`upload answered no document named ${file}`);
    return doc;
  };
  const docs = Object.fromEntries(keys.map((k) => [k, byName(DOCUMENTS[k].file)])) as Record<DocKey, Doc>;
  const labelids = {} as Record<LabelKey, string>;
  for (const [label, members] of Object.entries(LABELS) as Array<[LabelKey, readonly DocKey[]]>) {
    if (!members.every((k) => keys.includes(k))) continue; // a label of documents not uploaded
    labelids[label] = await client.createLabel(
      label,
      members.map((k) => docs[k].docid),
    );
  }
  return { docs, labelids, seconds: (performance.now() - started) / 1000 };
}
