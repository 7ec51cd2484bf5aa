import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { createLogger } from '@docent/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@docent/api/testing';

const exec = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
let t: TestApi;
let worker: RunningWorker;
let dir: string;

beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 });
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: createLogger('silent') },
    { crontab: '', pollInterval: 200 },
  );
  dir = mkdtempSync(path.join(os.tmpdir(), 'docent-cli-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await worker?.stop();
  await t?.close();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm docent ...` as a child process talking HTTP to the live api (no DATABASE_URL given). */
async function docent(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'apps/cli/src/docent.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DOCENT_URL: t.baseUrl,
        DOCENT_API_KEY: t.alice.key,
        DOCENT_HOME: '/nonexistent-docent-home',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function file(name: string, content: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
}

describe('upload, docs, chat', () => {
  it('resolves file paths from where the user stands: `pnpm docent` (run from the repository root) and `pnpm exec docent`', async () => {
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DOCENT_URL: t.baseUrl,
      DOCENT_API_KEY: t.alice.key,
      DOCENT_HOME: '/nonexistent-docent-home',
    };
    file('standing-here.txt', 'A file beside the user, not in the repository.');
    // pnpm runs the script from the repository root and says where the user stood in INIT_CWD.
    const script = await exec('pnpm', ['--dir', root, '-s', 'docent', 'upload', 'standing-here.txt'], {
      cwd: dir,
      env,
    });
    expect(script.stdout).toMatch(/^d[0-9a-z]{15}\tqueued\tstanding-here\.txt\n$/);
    const bin = await exec('pnpm', ['exec', 'docent', 'upload', 'tsup.config.ts'], {
      cwd: path.join(root, 'apps/cli'),
      env,
    });
    expect(bin.stdout).toMatch(/^d[0-9a-z]{15}\tqueued\ttsup\.config\.ts\n$/);
  }, 120_000);

  it('uploads several files with --sync and --label, with per-file progress, then lists and chats with them', async () => {
    const a = file('alpha.txt', 'The alpha project ships the Kestrel engine in June.');
    const b = file('bravo.md', '# Bravo\n\nBravo depends on the Kestrel engine.');
    const up = await docent(['upload', a, b, '--sync', '--label', 'engines', '--workspace', '4']);
    expect(up.stderr).toContain('created label "engines"');
    expect(up.stderr).toContain('uploading 2/2');
    expect(up.stderr).toContain('analysing 2/2');
    expect(up.code, up.stderr).toBe(0);
    const rows = up.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['ready', 'alpha.txt'],
      ['ready', 'bravo.md'],
    ]);
    const docids = rows.map((r) => r[0]);
    for (const id of docids) expect(id).toMatch(/^d[0-9a-z]{15}$/);

    const label = await t.db
      .selectFrom('labels')
      .select(['lid', 'labelid', 'name', 'workspace'])
      .where('account_id', '=', t.alice.accountId)
      .executeTakeFirstOrThrow();
    expect(label).toMatchObject({ name: 'engines', workspace: 4 });
    const tagged = await t.db
      .selectFrom('label_documents')
      .select('document_id')
      .where('label_lid', '=', label.lid)
      .execute();
    expect(tagged.map((r) => r.document_id).sort()).toEqual([...docids].sort());

    // The same label name again reuses the label instead of making a second one.
    const again = await docent(['upload', file('charlie.txt', 'charlie'), '--label', 'engines', '--workspace', '4']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('created label');
    expect(
      await t.db.selectFrom('labels').select('lid').where('account_id', '=', t.alice.accountId).execute(),
    ).toHaveLength(1);

    const list = await docent(['docs', '--workspace', '4']);
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^DOCID\s+STATUS\s+PAGES\s+NAME$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual([...docids, again.stdout.split('\t')[0]]);
    expect(lines[1]).toMatch(/ready\s+1\s+alpha\.txt$/);
    const json = JSON.parse((await docent(['docs', '--workspace', '4', '--json'])).stdout);
    expect(json).toHaveLength(3);

    const chat = await docent(['chat', docids[0], 'Which engine does alpha ship?', '--workspace', '4']);
    expect(chat.code, chat.stderr).toBe(0);
    expect(chat.stdout).toContain('Kestrel');
    const tid = /thread (t[0-9a-z]{15})/.exec(chat.stderr)?.[1];
    expect(tid).toBeDefined();
    const followUp = await docent(['chat', docids[0], 'When?', '--tid', tid!, '--json']);
    expect(followUp.code, followUp.stderr).toBe(0);
    expect(JSON.parse(followUp.stdout)).toMatchObject({
      tid,
      promptid: expect.stringMatching(/^p/),
      answer: expect.any(String),
    });

    const labelChat = await docent(['chat', label.labelid!, 'What depends on the Kestrel engine?']);
    expect(labelChat.code, labelChat.stderr).toBe(0);
    expect(labelChat.stdout).toContain('Bravo');
  }, 240_000);

  it('reports a failed analysis on stderr with exit code 1, and still prints the document', async () => {
    const junk = path.join(dir, 'junk.bin');
    writeFileSync(junk, Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 9]));
    const r = await docent(['upload', junk, '--sync']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^d[0-9a-z]{15}\tfailed\tjunk\.bin\tunsupported file type/);
    expect(r.stderr).toContain('junk.bin: analysis failed: unsupported file type');
  }, 120_000);
});

describe('mistakes get one clear line and exit code 1', () => {
  it('a missing file uploads nothing', { timeout: 60_000 }, async () => {
    const before = await t.db.selectFrom('documents').select('id').execute();
    const r = await docent(['upload', file('ok.txt', 'fine'), path.join(dir, 'missing.txt')]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`error: not a readable file: ${path.join(dir, 'missing.txt')}`);
    expect(await t.db.selectFrom('documents').select('id').execute()).toHaveLength(before.length);
  });

  it('a folder is refused as such, with the way to give its files, and uploads nothing', {
    timeout: 60_000,
  }, async () => {
    const before = await t.db.selectFrom('documents').select('id').execute();
    const r = await docent(['upload', file('ok.txt', 'fine'), dir]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`error: a folder, not a file: ${dir}; give the files in it (docent upload ${dir}/*)`);
    expect(await t.db.selectFrom('documents').select('id').execute()).toHaveLength(before.length);
  });

  it('no key, a wrong key, an unknown document, a malformed id, an unreachable api', async () => {
    const [noKey, wrong, unknown, malformed, away] = await Promise.all([
      docent(['docs'], { DOCENT_API_KEY: undefined }),
      docent(['docs'], { DOCENT_API_KEY: 'dk_nope' }),
      docent(['chat', 'd000000000000000', 'hello?']),
      docent(['chat', 'd00000', 'hello?']),
      docent(['docs'], { DOCENT_URL: 'http://127.0.0.1:9/api/v1' }),
    ]);
    expect(noKey).toMatchObject({ code: 1, stderr: expect.stringContaining('DOCENT_API_KEY is not set') });
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: 401 Unauthorized/) });
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: 404 .*not found/) });
    // Neither a docid nor a label reference: said as such, not as the api's complaint about a labelid.
    expect(malformed).toMatchObject({
      code: 1,
      stderr:
        'error: d00000 is neither a docid (d and 15 of 0-9 a-z) nor a labelid (l and 14 to 19 of 0-9 a-z) or lid (a UUID); see `docent docs` for your documents\n',
    });
    expect(away).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot reach the Docent api at http://127.0.0.1:9/api/v1'),
    });
  }, 120_000);

  it('--help works on every command', async () => {
    const commands = ['upload', 'chat', 'docs'];
    const [top, ...helps] = await Promise.all([docent(['--help']), ...commands.map((c) => docent([c, '--help']))]);
    for (const [i, command] of commands.entries()) {
      expect(helps[i].code).toBe(0);
      expect(helps[i].stdout).toContain(`Usage: docent ${command}`);
      expect(helps[i].stdout).toContain('DOCENT_API_KEY');
      expect(top.stdout).toContain(command);
    }
  }, 120_000);
});
