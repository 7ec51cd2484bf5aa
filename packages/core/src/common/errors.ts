/** Domain error codes; apps/api maps each to one HTTP status in a single table. */
export type DomainErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'payment_required'
  | 'locked'
  | 'too_large'
  | 'rate_limited'
  | 'bad_gateway'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const unauthorized = (message = 'Unauthorized: send Authorization: Bearer <API_KEY> with a valid key') =>
  new DomainError('unauthorized', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const locked = (message: string) => new DomainError('locked', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const paymentRequired = (message: string, details?: Record<string, unknown>) =>
  new DomainError('payment_required', message, details);
export const badGateway = (message: string) => new DomainError('bad_gateway', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * The caller stopped waiting (a streaming client disconnected): not an error to report to anyone, and nothing of the
 * request is kept. Thrown by the code that noticed, caught by whoever started the work.
 */
export class RequestAborted extends Error {
  override readonly name = 'RequestAborted';
  constructor() {
    super('the client went away before the answer was complete');
  }
}

export const isRequestAborted = (error: unknown): error is RequestAborted => error instanceof RequestAborted;
