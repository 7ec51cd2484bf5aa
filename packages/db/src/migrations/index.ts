import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';

/** Every migration, in order. Add new ones at the end with the next number. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};
