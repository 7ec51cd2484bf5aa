import { DomainError } from '@docent/core';

/** Placeholder for an endpoint whose capability has not landed yet: 503 with the Error body. */
export const notYet = (what: string) => async (): Promise<never> => {
  throw new DomainError('unavailable', `${what} is not available yet`);
};
