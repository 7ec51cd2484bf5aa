import type { Model } from '@docent/contract';

export type ProviderKind = 'openai' | 'local';

export interface ModelSpec {
  id: string;
  label: string;
  provider: ProviderKind;
  /** Context tokens (prompt + documents): default and maximum of the `budget` option. */
  budget: { default: number; max: number };
  /** Answer tokens: default and maximum of the `ocap` option. */
  ocap: { default: number; max: number };
  /** Accepted values of `thinking` (mapped to the provider's reasoning effort); empty when unsupported. */
  thinking: string[];
  /** Credits per million tokens (1 credit = 0.01 USD of list price). 0 for free models. */
  pricing: { inputPerMTok: number; outputPerMTok: number };
}

export const LOCAL_MODEL_ID = 'docent-local';
export const DEFAULT_PROVIDER_MODEL_ID = 'gpt-4.1-mini';

/** The models Docent knows. Providers are OpenAI-compatible endpoints or the built-in offline model. */
export const MODEL_REGISTRY: readonly ModelSpec[] = [
  {
    id: 'gpt-4.1-mini',
    label: 'GPT-4.1 mini',
    provider: 'openai',
    budget: { default: 16_000, max: 1_000_000 },
    ocap: { default: 1024, max: 32_768 },
    thinking: [],
    pricing: { inputPerMTok: 40, outputPerMTok: 160 },
  },
  {
    id: 'gpt-4.1',
    label: 'GPT-4.1',
    provider: 'openai',
    budget: { default: 16_000, max: 1_000_000 },
    ocap: { default: 1024, max: 32_768 },
    thinking: [],
    pricing: { inputPerMTok: 200, outputPerMTok: 800 },
  },
  {
    id: 'gpt-4.1-nano',
    label: 'GPT-4.1 nano',
    provider: 'openai',
    budget: { default: 16_000, max: 1_000_000 },
    ocap: { default: 1024, max: 32_768 },
    thinking: [],
    pricing: { inputPerMTok: 10, outputPerMTok: 40 },
  },
  {
    id: 'o4-mini',
    label: 'o4-mini (reasoning)',
    provider: 'openai',
    budget: { default: 16_000, max: 200_000 },
    ocap: { default: 1024, max: 100_000 },
    thinking: ['low', 'medium', 'high'],
    pricing: { inputPerMTok: 110, outputPerMTok: 440 },
  },
  {
    id: LOCAL_MODEL_ID,
    label: 'Docent local (offline, extractive)',
    provider: 'local',
    budget: { default: 8_000, max: 64_000 },
    ocap: { default: 1024, max: 4_096 },
    thinking: [],
    pricing: { inputPerMTok: 0, outputPerMTok: 0 },
  },
];

export function findModel(id: string): ModelSpec | undefined {
  return MODEL_REGISTRY.find((m) => m.id === id);
}

/** The model used when a chat names none: a provider model when a provider key is configured, else offline. */
export function defaultModelId(providerConfigured: boolean): string {
  return providerConfigured ? DEFAULT_PROVIDER_MODEL_ID : LOCAL_MODEL_ID;
}

export function toModel(spec: ModelSpec, options: { isDefault: boolean; byok?: boolean }): Model {
  return {
    id: spec.id,
    label: spec.label,
    provider: spec.provider,
    default: options.isDefault,
    ...(options.byok ? { byok: true } : {}),
    budget: spec.budget,
    ocap: spec.ocap,
    thinking: spec.thinking,
    pricing: { ...spec.pricing, unit: 'credits' },
  };
}

/** GET /models: every registry model, the default one flagged. */
export function listModels(options: { providerConfigured: boolean }): Model[] {
  const def = defaultModelId(options.providerConfigured);
  return MODEL_REGISTRY.map((spec) => toModel(spec, { isDefault: spec.id === def }));
}
