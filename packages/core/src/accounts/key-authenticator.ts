import type { Db } from '@docent/db';
import { unauthorized } from '../common/errors';
import { createPgListener, type PgListener } from '../notifications/pg-listener';
import { loadKeyRecord, presentedKey, verifyKey, type AuthenticatedKey, type KeyRecord } from './api-keys';

/**
 * Postgres NOTIFY channel on which every change to a row of `api_keys` (revocation, a new rate limit, a deletion)
 * is announced by a trigger (migration 0010), payload the key id. Manual SQL updates are announced too.
 */
export const API_KEYS_CHANNEL = 'docent_api_keys';

export interface KeyAuthenticatorOptions {
  db: Db;
  /** For the LISTEN connection. */
  connectionString: string;
  /** How long a verified key is trusted without reading it again. Default 5,000 ms. */
  ttlMs?: number;
  /** Keys kept at most (the oldest is dropped first). Default 10,000. */
  maxEntries?: number;
  onError?: (error: unknown) => void;
}

export interface KeyAuthenticator {
  /**
   * The caller of an `Authorization` header (unauthorized for a missing, malformed, unknown or revoked key), from
   * the cache when it may be trusted.
   */
  authenticate(authorization: string | undefined): Promise<AuthenticatedKey>;
  /** Whether the cache is in use (its LISTEN connection is up). */
  readonly caching: boolean;
  close(): Promise<void>;
}

interface Entry {
  record: KeyRecord;
  expiresAt: number;
}

/**
 * Verified API keys cached in this process, so an authenticated request costs no round trip to Postgres.
 *
 * A key changed anywhere (revoked by `docent keys revoke` in another process, its limit updated by hand) is
 * announced on API_KEYS_CHANNEL and dropped from every api process's cache as the notification arrives (within
 * milliseconds). The cache is trusted only while its LISTEN connection is up: from the moment that connection is
 * lost (Postgres restarting, a network fault caught by the listener's heartbeat) until it is back, every request
 * reads its key from Postgres, and the cache starts empty again. Entries also expire after `ttlMs` regardless.
 *
 * A lookup that was already running when a change was announced may have read the row before the change: such a
 * result answers its own request but is not cached (an epoch counter, bumped by every notification, tells).
 */
export function createKeyAuthenticator(options: KeyAuthenticatorOptions): KeyAuthenticator {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Entry>();
  const inflight = new Map<string, Promise<KeyRecord | undefined>>();
  let epoch = 0;

  const forget = (keyId?: string) => {
    epoch++;
    if (keyId) {
      cache.delete(keyId);
      inflight.delete(keyId);
    } else {
      cache.clear();
      inflight.clear();
    }
  };

  const listener: PgListener = createPgListener({
    connectionString: options.connectionString,
    channels: [API_KEYS_CHANNEL],
    applicationName: 'docent-key-cache',
    // A payload that is not one key id (a bulk change) drops every key.
    onNotification: (_channel, payload) => forget(/^k[0-9a-z]{15}$/.test(payload) ? payload : undefined),
    // Lost or regained: anything may have changed meanwhile.
    onState: () => forget(),
    onError: options.onError,
  });

  const load = (keyId: string): Promise<KeyRecord | undefined> => {
    const running = inflight.get(keyId);
    if (running) return running;
    const startedAt = epoch;
    const lookup = loadKeyRecord(options.db, keyId).then((record) => {
      if (inflight.get(keyId) === lookup) inflight.delete(keyId);
      // Unknown ids are not cached: anyone can make up endless ones.
      if (record && listener.listening && epoch === startedAt) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(keyId, { record, expiresAt: performance.now() + ttlMs });
      }
      return record;
    });
    inflight.set(keyId, lookup);
    lookup.catch(() => {
      if (inflight.get(keyId) === lookup) inflight.delete(keyId);
    });
    return lookup;
  };

  return {
    async authenticate(authorization) {
      const presented = presentedKey(authorization);
      if (!presented) throw unauthorized();
      if (!presented.keyId) return verifyKey(presented.key, undefined);
      const entry = listener.listening ? cache.get(presented.keyId) : undefined;
      if (entry && entry.expiresAt > performance.now()) return verifyKey(presented.key, entry.record);
      return verifyKey(presented.key, await load(presented.keyId));
    },
    get caching() {
      return listener.listening;
    },
    async close() {
      await listener.close();
      forget();
    },
  };
}
