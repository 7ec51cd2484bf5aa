import type { Db } from '@docent/db';
import { randomBase36 } from '../common/ids';
import { invalid, notFound } from '../common/errors';
import { decryptApiKey, encryptApiKey } from './byok-crypto';

export const BYOK_PROVIDERS = ['openai'] as const;
export type ByokProviderKind = (typeof BYOK_PROVIDERS)[number];

/** A configured provider as shown to operators: never the key. */
export interface ByokProviderInfo {
  id: string;
  accountId: string;
  provider: string;
  baseUrl: string | null;
  models: string[];
  createdAt: Date;
}

export interface AddByokProviderOptions {
  secret: string;
  accountId: string;
  provider: string;
  baseUrl?: string | null;
  apiKey: string;
  models: string[];
}

const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}$/;

export async function addByokProvider(db: Db, options: AddByokProviderOptions): Promise<ByokProviderInfo> {
  if (!(BYOK_PROVIDERS as readonly string[]).includes(options.provider)) {
    throw invalid(`provider must be one of ${BYOK_PROVIDERS.join(', ')} (any OpenAI-compatible endpoint is "openai")`);
  }
  let baseUrl: string | null = null;
  if (options.baseUrl) {
    let url: URL;
    try {
      url = new URL(options.baseUrl);
    } catch {
      throw invalid('base-url must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw invalid('base-url must be an absolute http(s) URL');
    baseUrl = url.toString().replace(/\/+$/, '');
  }
  if (!options.apiKey || options.apiKey.trim() !== options.apiKey)
    throw invalid('api-key must be non-empty, without surrounding spaces');
  const models = [...new Set(options.models.map((m) => m.trim()).filter(Boolean))];
  if (models.length === 0) throw invalid('models must name at least one model');
  const bad = models.find((m) => !MODEL_ID.test(m));
  if (bad) throw invalid(`models: "${bad}" is not a valid model id`);
  const account = await db.selectFrom('accounts').select('id').where('id', '=', options.accountId).executeTakeFirst();
  if (!account) throw notFound(`account ${options.accountId} not found`);
  const row = await db
    .insertInto('byok_providers')
    .values({
      id: `b${randomBase36(15)}`,
      account_id: options.accountId,
      provider: options.provider,
      base_url: baseUrl,
      api_key_enc: encryptApiKey(options.secret, options.apiKey),
      models,
    })
    .returning(['id', 'account_id', 'provider', 'base_url', 'models', 'created_at'])
    .executeTakeFirstOrThrow();
  return toInfo(row);
}

function toInfo(row: {
  id: string;
  account_id: string;
  provider: string;
  base_url: string | null;
  models: string[];
  created_at: Date;
}): ByokProviderInfo {
  return {
    id: row.id,
    accountId: row.account_id,
    provider: row.provider,
    baseUrl: row.base_url,
    models: row.models,
    createdAt: row.created_at,
  };
}

export async function listByokProviders(db: Db, options: { accountId?: string } = {}): Promise<ByokProviderInfo[]> {
  let q = db.selectFrom('byok_providers').select(['id', 'account_id', 'provider', 'base_url', 'models', 'created_at']);
  if (options.accountId) q = q.where('account_id', '=', options.accountId);
  return (await q.orderBy('created_at').orderBy('id').execute()).map(toInfo);
}

export async function removeByokProvider(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('byok_providers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How to reach an account's own provider for a model: the earliest configured provider listing it. */
export interface ByokConnection {
  providerId: string;
  baseUrl: string | null;
  apiKey: string;
}

export async function findByokConnection(
  db: Db,
  options: { secret: string; accountId: string; model: string },
): Promise<ByokConnection | undefined> {
  const row = await db
    .selectFrom('byok_providers')
    .select(['id', 'base_url', 'api_key_enc'])
    .where('account_id', '=', options.accountId)
    .where((eb) => eb(eb.val(options.model), '=', eb.fn.any('models')))
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return undefined;
  return { providerId: row.id, baseUrl: row.base_url, apiKey: decryptApiKey(options.secret, row.api_key_enc) };
}
