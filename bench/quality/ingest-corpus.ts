import path from 'node:path';
import { CORPUS_DIR, DOCUMENTS, LABELS, type DocKey, type LabelKey } from './corpus';
import type { Doc, RestClient } from './rest-client';

export interface IngestedCorpus {
  docs: Record<DocKey, Doc>;
  labelids: Record<LabelKey, string>;
  /** Upload → every document ready, seconds. */
  seconds: number;
}

/** Uploads every corpus document (one sync request), waits until all are ready, creates the labels. */
export async function ingestCorpus(client: RestClient): Promise<IngestedCorpus> {
  const started = performance.now();
  const keys = Object.keys(DOCUMENTS) as DocKey[];
  const uploaded = await client.upload(keys.map((k) => ({ path: path.join(CORPUS_DIR, DOCUMENTS[k].file), name: DOCUMENTS[k].file })));
  const ready = await client.waitReady(uploaded.map((d) => d.docid));
  const byName = (file: string) => {
    const doc = ready.find((d) => d.name === file);
    if (!doc) throw new Error(`upload answered no document named ${file}`);
    return doc;
  };
  const docs = Object.fromEntries(keys.map((k) => [k, byName(DOCUMENTS[k].file)])) as Record<DocKey, Doc>;
  const labelids = {} as Record<LabelKey, string>;
  for (const [label, members] of Object.entries(LABELS) as Array<[LabelKey, readonly DocKey[]]>) {
    labelids[label] = await client.createLabel(label, members.map((k) => docs[k].docid));
  }
  return { docs, labelids, seconds: (performance.now() - started) / 1000 };
}
