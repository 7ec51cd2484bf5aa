/**
 * Authoring aid: ingests the corpus into this checkout's Docent and writes every page's text, as
 * `GET /doc/{docid}/pages/{n}/text` returns it, to `<out>/<doc key>/<page>.txt`, so a question's expected page can
 * be read (and grepped) exactly as the service numbers it.
 *
 *   npx tsx bench/quality/dump-pages.ts <out dir> [doc key …]     (default: the manuals)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOpenAIProtocolServer } from '../../apps/api/test/support/openai-protocol-server';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { DOCUMENTS, MANUALS, type DocKey } from './corpus';
import { startDocent } from './docent-process';
import { ingestCorpus } from './ingest-corpus';
import { RestClient } from './rest-client';

const [out, ...keys] = process.argv.slice(2);
if (!out || keys.some((k) => !(k in DOCUMENTS))) {
  console.error(`usage: npx tsx bench/quality/dump-pages.ts <out dir> [${Object.keys(DOCUMENTS).join('|')} …]`);
  process.exit(2);
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const { adminUrl, stop: stopPg } = await benchPostgres();
const { url, drop } = await createBenchDatabase(adminUrl, 'docent_quality_pages');
const provider = await startOpenAIProtocolServer({ record: false });
const docent = await startDocent({ dir: root, databaseUrl: url, providerBaseUrl: provider.baseUrl, tag: 'pages' });
try {
  const client = new RestClient(docent.baseUrl, docent.apiKey);
  const corpus = await ingestCorpus(client, keys.length > 0 ? (keys as DocKey[]) : MANUALS);
  for (const [key, doc] of Object.entries(corpus.docs) as Array<[DocKey, (typeof corpus.docs)[DocKey]]>) {
    const dir = path.join(out, key);
    mkdirSync(dir, { recursive: true });
    for (let n = 1; n <= (doc.pages ?? 0); n++)
      writeFileSync(path.join(dir, `${n}.txt`), await client.pageText(doc.docid, n));
    console.log(`${key}: ${doc.pages} pages (${doc.docid})`);
  }
  console.log(`ingested in ${corpus.seconds.toFixed(1)} s`);
} finally {
  await docent.stop();
  await provider.close();
  await drop();
  await stopPg();
}
process.exit(0);
