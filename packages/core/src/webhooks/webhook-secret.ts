import { randomBytes } from 'node:crypto';
import { openText, sealText } from '../common/secret-box';

const PURPOSE = 'docent webhook signing secret v1';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const sealWebhookSecret = (docentSecret: string, secret: string) => sealText(docentSecret, PURPOSE, secret);

export const openWebhookSecret = (docentSecret: string, sealed: string) =>
  openText(docentSecret, PURPOSE, sealed, 'webhook secret');
