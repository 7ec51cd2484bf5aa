/** A call that did not answer 200: the HTTP status and the Error body's message, typed. */
export class DocentError extends Error {
  override readonly name = 'DocentError';

  constructor(
    readonly status: number,
    message: string,
    readonly details: {
      /** The request id the server logged the call under (X-Request-Id), for support. */
      requestId?: string;
      /** Seconds the server asked to wait (429, 503), when it said. */
      retryAfterS?: number;
      /** Documents already created when a multi-step helper failed part-way (uploadAndWait). */
      docids?: string[];
    } = {},
  ) {
    super(message);
  }
}

export function isDocentError(error: unknown): error is DocentError {
  return error instanceof DocentError;
}

interface AnyResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

function messageOf(body: unknown, status: number): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof message === 'string') return message;
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 500);
  return `HTTP ${status}`;
}

/** The body of a 200 response, or a DocentError carrying the status and the server's message. */
export function expectOk<R extends AnyResponse>(response: R): Extract<R, { status: 200 }>['body'] {
  if (response.status === 200) return response.body as Extract<R, { status: 200 }>['body'];
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new DocentError(response.status, messageOf(response.body, response.status), {
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterS: Number.isFinite(retryAfter) && response.headers.has('retry-after') ? retryAfter : undefined,
  });
}
