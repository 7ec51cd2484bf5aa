import pg from 'pg';

export interface PgListenerOptions {
  connectionString: string;
  /** Channels to LISTEN on (plain identifiers). */
  channels: string[];
  onNotification: (channel: string, payload: string) => void;
  /**
   * Called with `true` once every LISTEN is active (first connection and each reconnection), and with `false` as
   * soon as the connection is known lost. Notifications sent while it was down are lost: a consumer that caches
   * must distrust its cache from `false` until the next `true`.
   */
  onState?: (listening: boolean) => void;
  onError?: (error: unknown) => void;
  applicationName?: string;
  /**
   * A silent connection (a half-open socket after a network fault) is detected by a `select 1` every this many ms,
   * which must answer within the same time. Default 1,000.
   */
  heartbeatMs?: number;
  /** First reconnection delay; doubles up to 5 s while Postgres stays away. Default 100. */
  reconnectDelayMs?: number;
}

export interface PgListener {
  /** True while every LISTEN is active on a live connection. */
  readonly listening: boolean;
  /** Resolves once listening (the first time), or rejects when close() comes first. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * One dedicated Postgres connection LISTENing on a few channels, kept alive: it reconnects (with backoff) after
 * Postgres restarts or the network drops, and tells its owner when notifications may have been missed.
 * The process is never kept alive by it.
 */
export function createPgListener(options: PgListenerOptions): PgListener {
  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const firstDelay = options.reconnectDelayMs ?? 100;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = firstDelay;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let readyWaiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    options.onState?.(value);
    if (value) {
      for (const w of readyWaiters) w.resolve();
      readyWaiters = [];
    }
  };

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return; // an old connection's late event
    if (error) options.onError?.(error);
    client = undefined;
    clearInterval(heartbeat);
    setListening(false);
    void lost.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(MAX_RECONNECT_DELAY_MS, delay * 2);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? 'docent-listener',
    });
    client = c;
    c.on('notification', (msg) => options.onNotification(msg.channel, msg.payload ?? ''));
    c.on('error', (error) => lose(c, error));
    c.on('end', () => lose(c));
    try {
      await c.connect();
      // The socket must not keep the process alive (an api closing, a CLI finishing).
      (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      for (const channel of options.channels) await c.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(c, error);
      return;
    }
    if (client !== c || closed) return;
    delay = firstDelay;
    setListening(true);
    heartbeat = setInterval(() => {
      const timer = setTimeout(
        () => lose(c, new Error(`listener heartbeat got no answer in ${heartbeatMs} ms`)),
        heartbeatMs,
      );
      timer.unref();
      c.query('select 1').then(
        () => clearTimeout(timer),
        (error) => {
          clearTimeout(timer);
          lose(c, error);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    ready() {
      if (listening) return Promise.resolve();
      if (closed) return Promise.reject(new Error('listener closed'));
      return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      for (const w of readyWaiters) w.reject(new Error('listener closed'));
      readyWaiters = [];
      const c = client;
      client = undefined;
      setListening(false);
      await c?.end().catch(() => {});
    },
  };
}
