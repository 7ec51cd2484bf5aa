import { randomBytes } from 'node:crypto';
import { sql, type Db } from '@docent/db';
import { invalid, locked } from '../common/errors';

export type ThreadKind = 'doc' | 'label';
const TID_PATTERN = /^t[0-9a-z]{15}$/;

const newLeaseToken = () => randomBytes(16).toString('hex');

/**
 * Lease writes commit without waiting for the WAL flush (synchronous_commit off for that one transaction; set
 * inside the statement, so no extra round trip). Losing one to a database crash costs nothing: a lost new thread
 * had no message yet (the message's own commit is synchronous and flushes the WAL written before it, thread
 * included), and a lost release or claim is a lease that expires by itself, as after a crashed api process.
 */
const ASYNC_COMMIT = sql`set_config('synchronous_commit', 'off', true) is not null`;
const leaseSeconds = (leaseMs: number) => Math.max(1, Math.ceil(leaseMs / 1000));

/**
 * Checks that `tid` is a thread of the account, started on the same endpoint kind and the same document or label.
 * Unknown, foreign and mismatched tids are all 400 naming `tid` (another account's thread looks like a missing one).
 */
export async function assertThreadOfScope(
  db: Db,
  options: { tid: string; accountId: string; kind: ThreadKind; scopeId: string },
): Promise<void> {
  const { tid, kind } = options;
  const unknown = () => invalid(`tid: unknown thread ${tid}; omit tid to start a new thread`);
  if (!TID_PATTERN.test(tid)) throw unknown();
  const row = await db
    .selectFrom('threads')
    .select(['kind', 'scope_id'])
    .where('tid', '=', tid)
    .where('account_id', '=', options.accountId)
    .executeTakeFirst();
  if (!row) throw unknown();
  if (row.kind !== kind) {
    throw invalid(
      `tid: thread ${tid} belongs to a ${row.kind === 'doc' ? 'document' : 'label'} chat, not a ${kind === 'doc' ? 'document' : 'label'} chat`,
    );
  }
  if (row.scope_id !== options.scopeId) {
    throw invalid(`tid: thread ${tid} belongs to another ${kind === 'doc' ? 'document' : 'label'}`);
  }
}

/** A new thread, created with its lease already held (nobody else knows its tid yet). Returns the lease token. */
export async function createLeasedThread(
  db: Db,
  options: { tid: string; accountId: string; kind: ThreadKind; scopeId: string; leaseMs: number },
): Promise<string> {
  const token = newLeaseToken();
  await sql`
    insert into threads (tid, account_id, kind, scope_id, lease_token, lease_until)
    select ${options.tid}, ${options.accountId}, ${options.kind}, ${options.scopeId}, ${token},
           now() + make_interval(secs => ${leaseSeconds(options.leaseMs)})
    where ${ASYNC_COMMIT}
  `.execute(db);
  return token;
}

/**
 * Claims the thread for one chat: a single conditional UPDATE, so of two concurrent callers exactly one wins,
 * in any number of processes. No transaction stays open during the chat; a lease left by a crashed process
 * simply expires (`lease_until`). The loser gets 423.
 */
export async function acquireThreadLease(
  db: Db,
  options: { tid: string; accountId: string; leaseMs: number },
): Promise<string> {
  const token = newLeaseToken();
  const { rows } = await sql<{ tid: string }>`
    update threads
    set lease_token = ${token}, lease_until = now() + make_interval(secs => ${leaseSeconds(options.leaseMs)})
    where tid = ${options.tid} and account_id = ${options.accountId}
      and (lease_until is null or lease_until < now())
      and ${ASYNC_COMMIT}
    returning tid
  `.execute(db);
  if (rows.length === 0) {
    throw locked(
      `A chat is already in progress on thread ${options.tid}: wait for its answer, or omit tid to start a new thread`,
    );
  }
  return token;
}

/** Keeps a held lease for another `leaseMs` (a long streamed answer), only while it is still ours. */
export async function extendThreadLease(
  db: Db,
  options: { tid: string; token: string; leaseMs: number },
): Promise<void> {
  await db
    .updateTable('threads')
    .set({ lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds(options.leaseMs)})` })
    .where('tid', '=', options.tid)
    .where('lease_token', '=', options.token)
    .execute();
}

/** Gives the lease back, only if it is still ours (an expired lease may have passed to another call). */
export async function releaseThreadLease(db: Db, options: { tid: string; token: string }): Promise<void> {
  await sql`
    update threads set lease_token = null, lease_until = null
    where tid = ${options.tid} and lease_token = ${options.token} and ${ASYNC_COMMIT}
  `.execute(db);
}

/** Removes a thread created by a chat that failed before its first message, so a failure leaves nothing behind. */
export async function deleteUnusedThread(db: Db, options: { tid: string; token: string }): Promise<void> {
  await sql`
    delete from threads t
    where t.tid = ${options.tid} and t.lease_token = ${options.token}
      and not exists (select 1 from messages m where m.tid = t.tid)
  `.execute(db);
}
