import { PassThrough } from 'node:stream';
import type { Response } from 'express';

/** Whether a request asks for Server-Sent Events: `stream: true` in its body, or `Accept: text/event-stream`. */
export function wantsEventStream(req: { headers: { accept?: string } }, body: { stream?: boolean }): boolean {
  if (body.stream !== undefined) return body.stream;
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(req.headers.accept ?? '');
}

/**
 * A text/event-stream response body: `send(event, data)` writes one event (data as one JSON line). Returned to
 * ts-rest as the route's body (it pipes it into the response), with the SSE headers set on `res` beforehand.
 */
export function openEventStream(res: Response) {
  const body = new PassThrough();
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache, no-transform');
  // Proxies such as nginx buffer responses unless told not to; events must reach the client as they are written.
  res.setHeader('x-accel-buffering', 'no');
  return {
    body,
    send(event: 'delta' | 'done' | 'error', data: unknown) {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!body.writableEnded) body.end();
    },
  };
}
