import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charge, grant } from '@docent/core';
import type { LedgerReason } from '@docent/db';
import { rawCall, startTestApi, type TestApi, type TestUser } from '../../testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

interface Entry {
  ts: string;
  keyId?: string | null;
  reason?: LedgerReason;
  workspace?: number | null;
  monthly?: number;
  bundle?: number;
  requestId?: string | null;
}

/** Writes ledger entries at chosen times (charge() always stamps "now"). */
async function insertEntries(accountId: string, entries: Entry[]) {
  await t.db
    .insertInto('credit_ledger')
    .values(
      entries.map((e) => ({
        account_id: accountId,
        key_id: e.keyId === undefined ? null : e.keyId,
        event_ts: e.ts,
        reason: e.reason ?? 'chat',
        workspace: e.workspace === undefined ? 0 : e.workspace,
        delta_monthly: e.monthly ?? 0,
        delta_bundle: e.bundle ?? -1,
        request_id: e.requestId === undefined ? null : e.requestId,
        detail: null,
      })),
    )
    .execute();
}

const credits = (user: TestUser, query = '') => user.call(`/credits${query}`);
const MARCH = '?start=2026-03-01T00:00:00Z&end=2026-03-31T00:00:00Z';

describe('GET /credits authentication', () => {
  it('answers 401 with the Error body without a key or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer dk_nope' }, { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const res = await rawCall(t.baseUrl, '/credits', { headers });
      expect(res.status).toBe(401);
      expect(typeof res.body.error.message).toBe('string');
    }
  });
});

describe('GET /credits defaults', () => {
  it('covers the current month (UTC) and shows a charge just made', async () => {
    const user = await t.newUser({ monthly: 5, bundle: 10 });
    await charge(t.db, {
      accountId: user.accountId,
      keyId: user.keyId,
      workspace: 3,
      reason: 'chat',
      credits: 6,
      requestId: 'now-1',
      detail: {},
    });
    const res = await credits(user);
    expect(res.status).toBe(200);
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(Date.parse(res.body.data.summary.start)).toBe(start.getTime());
    expect(Date.parse(res.body.data.summary.end)).toBe(end.getTime());
    // The account's creation grant (monthly 5, bundle 10) and the charge (5 monthly + 1 bundle).
    expect(res.body.data.summary).toMatchObject({ count: 2, monthly_delta: 0, bundle_delta: 9 });
    expect(res.body.data.ledger.items[0]).toEqual({
      event_ts: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      reason: 'chat',
      workspace: 3,
      delta_monthly: -5,
      delta_bundle: -1,
      request_id: 'now-1',
    });
    expect(res.body.data.ledger.items[1]).toMatchObject({
      reason: 'other',
      workspace: null,
      delta_monthly: 5,
      delta_bundle: 10,
    });
    expect(res.body.data.ledger.nextCursor).toBeNull();
  });

  it('defaults end to the end of the month of the given start', async () => {
    const user = await t.newUser();
    const res = await credits(user, '?start=2026-02-10T00:00:00Z');
    expect(res.status).toBe(200);
    expect(res.body.data.summary.start).toBe('2026-02-10T00:00:00Z');
    expect(Date.parse(res.body.data.summary.end)).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });
});

describe('GET /credits validation', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['span over 31 days', '?start=2026-01-01T00:00:00Z&end=2026-02-01T00:00:01Z', /end/],
    ['end before start', '?start=2026-01-10T00:00:00Z&end=2026-01-09T00:00:00Z', /end/],
    ['end equal to start', '?start=2026-01-10T00:00:00Z&end=2026-01-10T00:00:00Z', /end/],
    ['end too far from the default start', `?end=${new Date(Date.now() + 40 * 86_400_000).toISOString()}`, /end/],
    ['end before the default start', '?end=2000-01-01T00:00:00Z', /end/],
    ['workspace 32768', '?workspace=32768', /workspace/],
    ['workspace -1', '?workspace=-1', /workspace/],
    ['workspace not a number', '?workspace=abc', /workspace/],
    ['limit 0', '?limit=0', /limit/],
    ['limit 201', '?limit=201', /limit/],
    ['limit 1.5', '?limit=1.5', /limit/],
    ['bad start date', '?start=2026-13-01', /start/],
    ['start without a time', '?start=2026-03-01', /start/],
    ['bad end date', '?start=2026-03-01T00:00:00Z&end=tomorrow', /end/],
    ['bad cursor', '?cursor=abc', /cursor/],
  ];
  for (const [name, query, field] of cases) {
    it(`answers 400 naming the field for ${name}`, async () => {
      const res = await credits(t.alice, query);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toMatch(field);
    });
  }

  it('accepts exactly 31 days, limit 1 and 200, workspace 0 and 32767', async () => {
    for (const q of [
      '?start=2026-01-01T00:00:00Z&end=2026-02-01T00:00:00Z',
      '?limit=1',
      '?limit=200',
      '?workspace=0',
      '?workspace=32767',
    ]) {
      expect((await credits(t.alice, q)).status, q).toBe(200);
    }
  });
});

describe('GET /credits filters, summary and order', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.newUser();
    await insertEntries(user.accountId, [
      { ts: '2026-02-28T23:59:59.999999Z', keyId: user.keyId, requestId: 'before-range' },
      {
        ts: '2026-03-01T00:00:00Z',
        keyId: user.keyId,
        reason: 'chat',
        workspace: 1,
        monthly: -2,
        bundle: 0,
        requestId: 'c1',
      },
      { ts: '2026-03-02T00:00:00Z', keyId: user.keyId, reason: 'api', workspace: 2, bundle: -3, requestId: 'a1' },
      {
        ts: '2026-03-03T00:00:00Z',
        keyId: null,
        reason: 'other',
        workspace: null,
        monthly: 10,
        bundle: 0,
        requestId: 'reset',
      },
      { ts: '2026-03-04T00:00:00Z', keyId: user.keyId, reason: 'chat', workspace: 2, bundle: -0.5, requestId: 'c2' },
      {
        ts: '2026-03-05T00:00:00Z',
        keyId: user.keyId,
        reason: 'chatbot',
        workspace: 1,
        bundle: -1.25,
        requestId: 'b1',
      },
      { ts: '2026-03-31T00:00:00Z', keyId: user.keyId, requestId: 'at-end-excluded' },
    ]);
  });

  const ids = (body: any) => body.data.ledger.items.map((i: any) => i.request_id);

  it('keeps start inclusive and end exclusive, newest first', async () => {
    const res = await credits(user, MARCH);
    expect(ids(res.body)).toEqual(['b1', 'c2', 'reset', 'a1', 'c1']);
    expect(res.body.data.summary).toEqual({
      start: '2026-03-01T00:00:00Z',
      end: '2026-03-31T00:00:00Z',
      count: 5,
      monthly_delta: 8,
      bundle_delta: -4.75,
    });
    expect(res.body.data.ledger.nextCursor).toBeNull();
  });

  it('filters by reason; an invalid reason means all reasons', async () => {
    expect(ids((await credits(user, `${MARCH}&reason=chat`)).body)).toEqual(['c2', 'c1']);
    expect(ids((await credits(user, `${MARCH}&reason=api`)).body)).toEqual(['a1']);
    expect(ids((await credits(user, `${MARCH}&reason=chatbot`)).body)).toEqual(['b1']);
    expect(ids((await credits(user, `${MARCH}&reason=other`)).body)).toEqual(['reset']);
    const chat = await credits(user, `${MARCH}&reason=chat`);
    expect(chat.body.data.summary).toMatchObject({ count: 2, monthly_delta: -2, bundle_delta: -0.5 });
    for (const bad of ['bogus', 'CHAT', '']) {
      const res = await credits(user, `${MARCH}&reason=${bad}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(['b1', 'c2', 'reset', 'a1', 'c1']);
    }
  });

  it('filters by workspace', async () => {
    const res = await credits(user, `${MARCH}&workspace=2`);
    expect(ids(res.body)).toEqual(['c2', 'a1']);
    expect(res.body.data.summary).toMatchObject({ count: 2, monthly_delta: 0, bundle_delta: -3.5 });
    expect(ids((await credits(user, `${MARCH}&workspace=1&reason=chat`)).body)).toEqual(['c1']);
    expect((await credits(user, `${MARCH}&workspace=9`)).body.data.summary).toMatchObject({
      count: 0,
      monthly_delta: 0,
      bundle_delta: 0,
    });
  });

  it('sums the summary over the whole range, not the page, and pages with nextCursor', async () => {
    const first = await credits(user, `${MARCH}&limit=2`);
    expect(ids(first.body)).toEqual(['b1', 'c2']);
    expect(first.body.data.summary).toMatchObject({ count: 5, monthly_delta: 8, bundle_delta: -4.75 });
    const cursor = first.body.data.ledger.nextCursor;
    expect(Number.isNaN(Date.parse(cursor))).toBe(false);
    const second = await credits(user, `${MARCH}&limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(ids(second.body)).toEqual(['reset', 'a1']);
    expect(second.body.data.summary).toMatchObject({ count: 5 });
    const third = await credits(
      user,
      `${MARCH}&limit=2&cursor=${encodeURIComponent(second.body.data.ledger.nextCursor)}`,
    );
    expect(ids(third.body)).toEqual(['c1']);
    expect(third.body.data.ledger.nextCursor).toBeNull();
    // A page that ends exactly at the last entry says so.
    const exact = await credits(user, `${MARCH}&limit=5`);
    expect(exact.body.data.ledger.items).toHaveLength(5);
    expect(exact.body.data.ledger.nextCursor).toBeNull();
  });

  it('takes any date-time as a cursor: entries before it', async () => {
    const res = await credits(user, `${MARCH}&cursor=${encodeURIComponent('2026-03-04T01:00:00+01:00')}`);
    expect(ids(res.body)).toEqual(['reset', 'a1', 'c1']);
  });
});

describe('GET /credits per key', () => {
  it('shows a key the entries it caused plus the account resets and grants, not the other key entries', async () => {
    const first = await t.newUser({ monthly: 10 });
    const second = await t.newUser({ accountId: first.accountId });
    await charge(t.db, {
      accountId: first.accountId,
      keyId: first.keyId,
      workspace: 0,
      reason: 'chat',
      credits: 1,
      requestId: 'k1-chat',
      detail: {},
    });
    await charge(t.db, {
      accountId: first.accountId,
      keyId: second.keyId,
      workspace: 0,
      reason: 'api',
      credits: 2,
      requestId: 'k2-ocr',
      detail: {},
    });
    await grant(t.db, { accountId: first.accountId, bundle: 50, requestId: 'top-up' });
    await grant(t.db, { accountId: first.accountId, bundle: 1, keyId: second.keyId, requestId: 'k2-grant' });
    const seen = async (user: TestUser) =>
      ((await credits(user)).body.data.ledger.items as any[]).map((i) => i.request_id).sort();
    expect(await seen(first)).toEqual(['account-created', 'k1-chat', 'top-up']);
    expect(await seen(second)).toEqual(['account-created', 'k2-grant', 'k2-ocr', 'top-up']);
    const summary = (await credits(second)).body.data.summary;
    expect(summary).toMatchObject({ count: 4, monthly_delta: 8, bundle_delta: 51 });
    // Another account sees none of it.
    expect((await credits(t.alice)).body.data.summary.count).toBe(0);
  });
});

describe('GET /credits paging across entries that share a timestamp', () => {
  it('returns each of 500 entries in one millisecond exactly once, in order', async () => {
    const user = await t.newUser();
    const ts = '2026-04-15T12:00:00.123Z';
    await insertEntries(
      user.accountId,
      Array.from({ length: 500 }, (_, i) => ({ ts, keyId: user.keyId, requestId: `same-${i}` })),
    );
    // Neighbours in the same millisecond but other microseconds, so the cursor must handle both.
    await insertEntries(user.accountId, [
      { ts: '2026-04-15T12:00:00.123999Z', keyId: user.keyId, requestId: 'later-micro' },
      { ts: '2026-04-15T12:00:00.122999Z', keyId: user.keyId, requestId: 'earlier-micro' },
    ]);
    const range = '?start=2026-04-01T00:00:00Z&end=2026-05-01T00:00:00Z';
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await credits(user, `${range}&limit=37${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.summary.count).toBe(502);
      seen.push(...res.body.data.ledger.items.map((i: any) => i.request_id));
      cursor = res.body.data.ledger.nextCursor;
      if (cursor) expect(Number.isNaN(Date.parse(cursor))).toBe(false);
      pages++;
    } while (cursor && pages < 100);
    expect(pages).toBe(Math.ceil(502 / 37));
    expect(seen).toHaveLength(502);
    expect(new Set(seen).size).toBe(502);
    // Newest first: ids were assigned in insertion order, so same-499 … same-0 between the neighbours.
    expect(seen[0]).toBe('later-micro');
    expect(seen[501]).toBe('earlier-micro');
    expect(seen.slice(1, 501)).toEqual(Array.from({ length: 500 }, (_, i) => `same-${499 - i}`));
  });
});

describe('GET /credits summary across partial days', () => {
  it('equals a plain aggregate of the ledger for ranges that start and end inside days', async () => {
    const first = await t.newUser();
    const second = await t.newUser({ accountId: first.accountId });
    const entries: Entry[] = [];
    for (let i = 0; i < 400; i++) {
      const day = 1 + (i % 6);
      const ms = (i * 7_919_000) % 86_400_000;
      const ts =
        i % 25 === 0
          ? `2026-06-0${day}T00:00:00Z`
          : new Date(Date.UTC(2026, 5, day) + ms).toISOString().replace('Z', `${i % 10}55Z`);
      entries.push({
        ts,
        keyId: i % 11 === 0 ? null : i % 3 === 0 ? second.keyId : first.keyId,
        reason: i % 11 === 0 ? 'other' : i % 4 === 0 ? 'api' : 'chat',
        workspace: i % 11 === 0 ? null : i % 5,
        monthly: -(i % 7) / 4,
        bundle: -(i % 3) / 8,
        requestId: `e${i}`,
      });
    }
    await insertEntries(first.accountId, entries);
    const expected = async (keyId: string, start: string, end: string, extra = '') => {
      const { rows } = await import('@docent/db').then(({ sql }) =>
        sql<{ count: number; monthly_delta: number; bundle_delta: number }>`
          select count(*)::int as count, coalesce(sum(delta_monthly), 0) as monthly_delta, coalesce(sum(delta_bundle), 0) as bundle_delta
          from credit_ledger
          where account_id = ${first.accountId} and (key_id = ${keyId} or (key_id is null and reason = 'other'))
            and event_ts >= ${start}::timestamptz and event_ts < ${end}::timestamptz ${sql.raw(extra)}`.execute(t.db),
      );
      return rows[0];
    };
    const ranges: Array<[string, string]> = [
      ['2026-06-01T00:00:00Z', '2026-06-07T00:00:00Z'],
      ['2026-06-01T13:20:00.123456Z', '2026-06-05T02:00:00Z'],
      ['2026-06-02T00:00:00.000001Z', '2026-06-04T23:59:59.999999Z'],
      ['2026-06-03T05:00:00Z', '2026-06-03T18:00:00Z'],
      ['2026-06-02T10:00:00+05:00', '2026-06-06T00:00:00-03:00'],
      ['2026-06-04T00:00:00Z', '2026-06-05T00:00:00Z'],
    ];
    for (const user of [first, second]) {
      for (const [start, end] of ranges) {
        const query = `?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
        const all = await credits(user, query);
        expect(all.body.data.summary, `${start} ${end}`).toMatchObject(await expected(user.keyId, start, end));
        const filtered = await credits(user, `${query}&reason=chat&workspace=2`);
        expect(filtered.body.data.summary).toMatchObject(
          await expected(user.keyId, start, end, `and reason = 'chat' and workspace = 2`),
        );
      }
    }
    // Deleting a key sets key_id NULL on its entries (the daily totals follow): its resets/grants stay visible.
    await t.db.deleteFrom('api_keys').where('id', '=', second.keyId).execute();
    for (const [start, end] of ranges) {
      const res = await credits(first, `?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
      expect(res.body.data.summary).toMatchObject(await expected(first.keyId, start, end));
    }
  });
});
