import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { component } from './common/openapi-names';
import { errorResponses } from './common/error';
import { OptionsParam } from './common/options';

const c = initContract();

/** SPEC.md Model (id, label) plus registry fields as extensions. */
export const Model = component(
  'Model',
  z.object({
    id: z.string(),
    label: z.string(),
    provider: z.string().optional(),
    default: z.boolean().optional(),
    byok: z.boolean().optional(),
    budget: z.object({ default: z.number().int(), max: z.number().int() }).optional(),
    ocap: z.object({ default: z.number().int(), max: z.number().int() }).optional(),
    thinking: z.array(z.string()).optional(),
    pricing: z.object({ inputPerMTok: z.number(), outputPerMTok: z.number(), unit: z.literal('credits') }).optional(),
  }),
);
export type Model = z.infer<typeof Model>;

export const modelsContract = c.router(
  {
    listModels: {
      method: 'GET',
      path: '/models',
      responses: { 200: z.object({ data: z.array(Model) }) },
      summary: 'List the available models',
    },
    listModelsWithOptions: {
      method: 'GET',
      path: '/models/:options',
      pathParams: z.object({ options: OptionsParam }),
      responses: { 200: z.object({ data: z.array(Model) }) },
      summary: 'List models; option byok lists the BYOK models of the account',
    },
  },
  { commonResponses: errorResponses },
);
