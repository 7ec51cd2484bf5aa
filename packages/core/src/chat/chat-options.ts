import type { ChatRequest } from '@docent/contract';
import { invalid } from '../common/errors';
import { defaultModelId, findModel, type ModelSpec } from '../models/model-registry';

export interface ResolvedChatOptions {
  model: ModelSpec;
  /** The model runs on the account's own provider key (no credits). */
  byok: boolean;
  budget: number;
  pcap: number;
  ocap: number;
  thinking?: string;
  page: boolean;
  adherence: ChatRequest['adherence'];
  lang?: ChatRequest['lang'];
}

/**
 * Checks the body's options against the chosen model and fills defaults; every failure names its field.
 * `byokModels` are the account's own-key models (only consulted when `byok` is true).
 */
export function resolveChatOptions(
  request: ChatRequest,
  context: { providerConfigured: boolean; byokModels: ModelSpec[] },
): ResolvedChatOptions {
  let model: ModelSpec | undefined;
  if (request.byok) {
    if (context.byokModels.length === 0) {
      throw invalid('byok: this account has no BYOK models configured (ask the operator: pnpm docent byok add)');
    }
    model = request.model ? context.byokModels.find((m) => m.id === request.model) : context.byokModels[0];
    if (!model) {
      throw invalid(`model: ${request.model} is not a BYOK model of this account (see GET /models/byok)`);
    }
  } else {
    const id = request.model ?? defaultModelId(context.providerConfigured);
    model = findModel(id);
    if (!model) {
      const hint = context.byokModels.some((m) => m.id === id)
        ? ' (it is one of your BYOK models: send byok: true)'
        : ' (see GET /models)';
      throw invalid(`model: unknown model ${id}${hint}`);
    }
  }

  const budget = request.budget ?? model.budget.default;
  if (budget > model.budget.max)
    throw invalid(`budget: at most ${model.budget.max} for model ${model.id} (got ${budget})`);
  if (request.ocap > model.ocap.max)
    throw invalid(`ocap: at most ${model.ocap.max} for model ${model.id} (got ${request.ocap})`);
  if (request.thinking !== undefined && !model.thinking.includes(request.thinking)) {
    throw invalid(
      model.thinking.length === 0
        ? `thinking: model ${model.id} has no thinking modes`
        : `thinking: must be one of ${model.thinking.join(', ')} for model ${model.id} (got ${request.thinking})`,
    );
  }
  return {
    model,
    byok: request.byok,
    budget,
    pcap: request.pcap,
    ocap: request.ocap,
    thinking: request.thinking,
    page: request.page,
    adherence: request.adherence,
    lang: request.lang,
  };
}
