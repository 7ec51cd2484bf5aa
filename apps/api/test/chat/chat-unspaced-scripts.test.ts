import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexDocuments } from '@docent/core';
import { sql } from '@docent/db';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { form } from '../ingestion/multipart';
import { startOpenAIProtocolServer, systemOf, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

// Chinese and Japanese are written without spaces between words: search must find their words all the same. The
// documents are Vim's own tutorials in those languages, as Debian ships them (vim-runtime, bench/quality/corpus).
const corpus = (name: string) => readFileSync(new URL(`../../../../bench/quality/corpus/${name}`, import.meta.url));

let provider: OpenAIProtocolServer;
let t: TestApi;
let worker: RunningWorker;
let user: TestUser;
const docs: Record<'zh' | 'ja' | 'ko', string> = { zh: '', ja: '', ko: '' };

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ syncTimeoutMs: 60_000, openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: pino({ level: 'silent' }) },
    { crontab: '' },
  );
  user = await t.newUser({ bundle: 100 });
  const up = await user.call('/doc/upload/sync', {
    method: 'POST',
    body: form([
      { name: 'vimtutor.zh_cn.txt', content: corpus('vimtutor.zh_cn.txt'), type: 'text/plain' },
      { name: 'vimtutor.ja.txt', content: corpus('vimtutor.ja.txt'), type: 'text/plain' },
      { name: 'vimtutor.ko.txt', content: corpus('vimtutor.ko.txt'), type: 'text/plain' },
    ]),
  });
  expect(up.status).toBe(200);
  expect(up.body.data.map((d: { ready: boolean }) => d.ready)).toEqual([true, true, true]);
  [docs.zh, docs.ja, docs.ko] = up.body.data.map((d: { docid: string }) => d.docid);
}, 120_000); // analysis in a real worker: slow when the machine is busy
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await provider?.close();
});

/** The text of a page as the API serves it. */
const pageText = async (docid: string, page: number) =>
  (await user.call(`/doc/${docid}/pages/${page}/text`)).body.data.text as string;

describe('documents in scripts written without spaces', () => {
  it('docent-local quotes the Chinese sentence that answers, with its page', async () => {
    const r = await user.call(`/doc/${docs.zh}/chat`, {
      method: 'POST',
      json: { prompt: '怎样从光标处删除至单词的末尾？', model: 'docent-local' },
    });
    expect(r.status).toBe(200);
    const cited = r.body.citations.find((c: { quote: string }) => c.quote.includes('dw'));
    expect(cited?.quote).toContain('输入 dw 可以从光标处删除至一个单词的末尾');
    expect(r.body.answer).toContain(`${cited.quote} PAGE!${cited.page}`);
    expect(await pageText(docs.zh, cited.page)).toContain('输入 dw 可以从光标处删除至一个单词的末尾');
  });

  it('docent-local quotes the Japanese sentence, whose lines the tutorial wraps inside words', async () => {
    const r = await user.call(`/doc/${docs.ja}/chat`, {
      method: 'POST',
      json: { prompt: 'ファイルを保存して終了するには何とタイプしますか？', model: 'docent-local' },
    });
    expect(r.status).toBe(200);
    expect(r.body.answer).toMatch(/ファイルを保存して終了するには :wq とタイプします。.*PAGE!\d+/);
    const r2 = await user.call(`/doc/${docs.ja}/chat`, {
      method: 'POST',
      json: { prompt: 'Vim はどんなエディターですか', model: 'docent-local' },
    });
    // "非常" | "に強力なエディターです" are two lines of the file: one sentence once reflowed.
    expect(r2.body.answer).toContain('非常に強力なエディターです。');
  });

  it('a provider model is sent the passage that answers, though the document is far over the budget', async () => {
    const before = provider.requests.length;
    const r = await user.call(`/doc/${docs.zh}/chat`, {
      method: 'POST',
      json: { prompt: '怎样撤消最后执行的命令？', budget: 1000 },
    });
    expect(r.status).toBe(200);
    const sent = systemOf(provider.requests[before]);
    expect(sent).toContain('输入 u 来撤消最后执行的命令');
    expect(sent.length).toBeLessThan(corpus('vimtutor.zh_cn.txt').toString().length / 4);
  });

  it('meets a Korean word in another form than the question’s ("파일을 저장하고" for "파일 저장은")', async () => {
    const before = provider.requests.length;
    const r = await user.call(`/doc/${docs.ko}/chat`, {
      method: 'POST',
      json: { prompt: '빔에서 파일 저장은 어떻게 하나요?', budget: 1000 },
    });
    expect(r.status).toBe(200);
    // The tutorial saves a file in several lessons (":wq 를 이용하여 파일을 저장하고 …", ":w FILENAME 하면 … 저장합니다"):
    // a line that says how, with :w or :wq and a form of 저장 (저장하고, 저장합니다, 저장하려면).
    const saves = /(:wq?\b[^\n]*저장|저장[^\n]*:wq?\b)/;
    expect(systemOf(provider.requests[before])).toMatch(saves);
    const local = await user.call(`/doc/${docs.ko}/chat`, {
      method: 'POST',
      json: { prompt: '빔에서 파일 저장은 어떻게 하나요?', model: 'docent-local' },
    });
    expect(local.body.answer).toMatch(saves);
    expect(local.body.answer).toMatch(/PAGE!\d+/);
  });

  it('declines in Chinese what the tutorial does not say', async () => {
    const r = await user.call(`/doc/${docs.zh}/chat`, {
      method: 'POST',
      json: { prompt: '北京的人口有多少？', model: 'docent-local' },
    });
    expect(r.status).toBe(200);
    expect(r.body.answer).toBe('I could not find anything in the document that answers this question.');
  });

  it('finds words in a document analysed before word breaks once `pnpm docent reindex` has run', async () => {
    const docid = await seedDocument(t.db, {
      accountId: user.accountId,
      name: 'old.txt',
      pages: [corpus('vimtutor.zh_cn.txt').toString()],
    });
    // As an upgrade finds it: chunks written without their searchable text.
    await sql`update chunks set search_text = null, search_heading = null where document_id = ${docid}`.execute(t.db);
    // A provider model with a small budget: what it is sent is what search found.
    const sent = async () => {
      const before = provider.requests.length;
      const r = await user.call(`/doc/${docid}/chat`, {
        method: 'POST',
        json: { prompt: '怎样撤消对整行的修改？', budget: 1000 },
      });
      expect(r.status).toBe(200);
      return systemOf(provider.requests[before]);
    };
    expect(await sent()).not.toContain('输入 U 来撤消对整行的修改');
    await reindexDocuments(t.db, { accountId: user.accountId, rechunk: true, embed: false });
    expect(await sent()).toContain('输入 U 来撤消对整行的修改');
  });
});
