import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is short and plain, so it can't inject into logs or headers. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes `X-Request-Id` from the caller or makes one, and echoes it on the response. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
