import type { Db } from '@docent/db';
import type { Model } from '@docent/contract';
import { findModel, toModel, type ModelSpec } from './model-registry';

/** A BYOK model not in the registry gets generic limits; the account pays its provider directly. */
function byokSpec(id: string): ModelSpec {
  const known = findModel(id);
  return {
    id,
    label: known ? `${known.label} (own key)` : `${id} (own key)`,
    provider: 'openai',
    budget: known?.budget ?? { default: 16_000, max: 128_000 },
    ocap: known?.ocap ?? { default: 1024, max: 16_384 },
    thinking: known?.thinking ?? [],
    pricing: { inputPerMTok: 0, outputPerMTok: 0 },
  };
}

export async function listByokModelSpecs(db: Db, accountId: string): Promise<ModelSpec[]> {
  const rows = await db
    .selectFrom('byok_providers')
    .select(['models'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const seen = new Set<string>();
  const specs: ModelSpec[] = [];
  for (const row of rows) {
    for (const id of row.models) {
      if (seen.has(id)) continue;
      seen.add(id);
      specs.push(byokSpec(id));
    }
  }
  return specs;
}

/** GET /models/byok: the BYOK models configured for the account (never the keys). */
export async function listByokModels(db: Db, accountId: string): Promise<Model[]> {
  return (await listByokModelSpecs(db, accountId)).map((spec) => toModel(spec, { isDefault: false, byok: true }));
}
