import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Parsed body (every Docent delivery is JSON). */
  event: { id: string; type: string; timestamp: string; data: any };
  /** Answers a held request (see `hold`). */
  respond: (status: number) => void;
}

/**
 * A real HTTP endpoint on loopback that records every webhook delivery. Each request is answered with the next
 * status of `plan` (200 once the plan is spent), or held unanswered while `hold` is on (the test answers it).
 * `next()` resolves on the next request (or an earlier one not yet taken), so tests wait for events, not time.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const plan: number[] = [];
  let hold = false;
  let taken = 0;
  const waiters: Array<() => void> = [];
  const held = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const respond = (status: number) => {
        held.delete(res);
        if (!res.writableEnded)
          res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
      };
      let event: ReceivedWebhook['event'];
      try {
        event = JSON.parse(body);
      } catch {
        event = { id: '', type: 'unparsable', timestamp: '', data: body };
      }
      received.push({ headers: req.headers, body, event, respond });
      if (hold) held.add(res);
      else respond(plan.shift() ?? 200);
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const next = async (timeoutMs = 30_000): Promise<ReceivedWebhook> => {
    const deadline = Date.now() + timeoutMs;
    while (taken >= received.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no webhook delivery within ${timeoutMs} ms (received ${received.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received[taken++];
  };

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    hostPort: `127.0.0.1:${port}`,
    received,
    /** Statuses for the coming requests, in order. */
    answer: (...statuses: number[]) => plan.push(...statuses),
    /** While on, requests are held unanswered until their `respond` is called. */
    setHold: (on: boolean) => {
      hold = on;
    },
    next,
    /** The next `n` deliveries. */
    take: async (n: number, timeoutMs?: number) => {
      const out: ReceivedWebhook[] = [];
      for (let i = 0; i < n; i++) out.push(await next(timeoutMs));
      return out;
    },
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
