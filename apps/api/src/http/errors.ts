import type { ErrorRequestHandler, Request, Response } from 'express';
import { isDomainError, isRequestAborted, type DomainErrorCode } from '@docent/core';
import { isDatabaseUnavailable } from '@docent/db';
import type { RequestValidationError } from '@ts-rest/express';
import type { ZodError } from 'zod';

/** The one table mapping domain error codes to HTTP statuses. */
export const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
};

const MAX_MESSAGE = 500;

export function errorBody(message: string) {
  return { error: { message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message } };
}

export function sendError(res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.status(status).json(errorBody(message));
}

function describeZod(where: string, error: ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : where;
    return `${field}: ${issue.message}`;
  });
}

/**
 * A JSON route's body that was sent as something else (`curl -d` sends a form unless told otherwise): nothing was
 * read, so "body: Required" would puzzle whoever sent one. Says what to send instead.
 */
function bodyNotJson(req: Request, error: ZodError): string | undefined {
  const missing = error.issues.some(
    (i) => i.path.length === 0 && i.code === 'invalid_type' && i.received === 'undefined',
  );
  const type = req.headers['content-type']?.split(';')[0].trim();
  if (!missing || !type || /[/+]json$/i.test(type)) return undefined;
  return `body: send it as JSON with content-type: application/json (this request's content-type is ${type.slice(0, 100)})`;
}

/** ts-rest request validation failures → 400 with the Error body naming the field. */
export function validationErrorHandler(err: RequestValidationError, req: Request, res: Response): void {
  const notJson = err.body ? bodyNotJson(req, err.body) : undefined;
  const parts = [
    ...(err.pathParams ? describeZod('path', err.pathParams) : []),
    ...(err.headers ? describeZod('header', err.headers) : []),
    ...(err.query ? describeZod('query', err.query) : []),
    ...(notJson ? [notJson] : err.body ? describeZod('body', err.body) : []),
  ];
  sendError(res, 400, `Invalid request: ${parts.join('; ') || 'malformed input'}`);
}

/** Seconds a client is asked to wait while the database is unreachable (it is usually back within seconds). */
export const DATABASE_RETRY_AFTER_S = 5;

/** 503 with Retry-After: the database cannot be reached; nothing was done, the same request may be sent again. */
export function sendDatabaseUnavailable(res: Response): void {
  if (res.headersSent) return;
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
  sendError(
    res,
    503,
    `The service is temporarily unavailable (its database cannot be reached); retry in ${DATABASE_RETRY_AFTER_S} s`,
  );
}

/** Last handler: domain errors by table, an unreachable database (503), body-parser errors, and 500 for the rest. */
export function errorHandler(log: (error: unknown) => void, warn: (error: unknown) => void = log): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    // The client went away (a streamed chat): nobody to answer, nothing to report.
    if (isRequestAborted(error)) return void res.end();
    if (isDomainError(error)) {
      const retryAfterS = error.details?.retryAfterS;
      if (error.code === 'unavailable' && typeof retryAfterS === 'number' && !res.headersSent)
        res.setHeader('Retry-After', String(retryAfterS));
      return sendError(res, STATUS_OF[error.code], error.message);
    }
    if (isDatabaseUnavailable(error)) {
      warn(error);
      return sendDatabaseUnavailable(res);
    }
    const e = error as { type?: string; status?: number; code?: string; message?: string; field?: string };
    if (e.type === 'entity.parse.failed') return sendError(res, 400, 'Invalid request: malformed JSON body');
    if (e.type === 'entity.too.large') return sendError(res, 413, 'Request body too large');
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
      return sendError(res, 415, e.message ?? 'Unsupported encoding');
    if (e.code === 'LIMIT_FILE_SIZE') return sendError(res, 413, `file: ${e.message ?? 'file too large'}`);
    if (e.code?.startsWith('LIMIT_'))
      return sendError(res, 400, `${e.field ?? 'file'}: ${e.message ?? 'upload limit exceeded'}`);
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
      return sendError(res, e.status, e.message ?? 'Bad request');
    log(error);
    sendError(res, 500, 'Internal server error');
  };
}
