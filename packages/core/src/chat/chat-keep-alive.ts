import type { Db } from '@docent/db';
import type { ChatBilling } from './chat-billing';
import { extendThreadLease } from './thread-lease';

export interface KeepChatAliveOptions {
  tid: string;
  /** The thread lease's token: only a lease still ours is renewed. */
  token: string;
  billing: Pick<ChatBilling, 'extend'>;
  /** Each renewal keeps the lease and the hold for this long again. */
  leaseMs: number;
  /** Time between renewals (a third of `leaseMs` by default: two renewals may fail before anything lapses). */
  everyMs?: number;
  /** Called after each renewal that reached the database (tests synchronise on it). */
  onRenewed?: () => void;
}

/**
 * A streamed answer has no overall time limit (the provider's timeout ends when its first bytes arrive), so it may
 * outlast the thread lease (423 for others) and the credit hold (other chats may not spend it) taken for it. While
 * it runs, both are renewed; a renewal that fails (the database away) is tried again at the next tick. Returns the
 * function that stops the renewals. Renewing after the chat ended changes nothing (lease and hold are no longer ours).
 */
export function keepChatAlive(db: Db, options: KeepChatAliveOptions): () => void {
  const everyMs = options.everyMs ?? Math.max(1_000, Math.floor(options.leaseMs / 3));
  let stopped = false;
  let renewing = false;
  const renew = async () => {
    if (renewing) return; // the previous renewal is still waiting (the database is slow or away)
    renewing = true;
    try {
      await Promise.all([
        extendThreadLease(db, { tid: options.tid, token: options.token, leaseMs: options.leaseMs }),
        options.billing.extend(options.leaseMs),
      ]);
    } finally {
      renewing = false;
    }
    if (!stopped) options.onRenewed?.();
  };
  const timer = setInterval(() => void renew().catch(() => {}), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
