import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-credit-ledger-daily';
import * as m0003 from './0003-rate-limit-windows-unlogged';
import * as m0004 from './0004-retrieval-layout';
import * as m0005 from './0005-retrieval-quality';
import * as m0006 from './0006-credit-holds';
import * as m0007 from './0007-webhooks-idempotency';
import * as m0009 from './0009-ocr-progress';
import * as m0010 from './0010-key-cache-and-blob-stores';
import * as m0011 from './0011-word-breaks';

/** Every migration, in order. Add new ones at the end with the next number. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-credit-ledger-daily': m0002,
  '0003-rate-limit-windows-unlogged': m0003,
  '0004-retrieval-layout': m0004,
  '0005-retrieval-quality': m0005,
  '0006-credit-holds': m0006,
  '0007-webhooks-idempotency': m0007,
  '0009-ocr-progress': m0009,
  '0010-key-cache-and-blob-stores': m0010,
  '0011-word-breaks': m0011,
};
