import { z } from 'zod';
import { component } from './common/openapi-names';

export const ADHERENCE = ['strict', 'high', 'balanced', 'low', 'free'] as const;
export const LANGUAGES = [
  'English', 'Arabic', 'Chinese (Simplified)', 'Dutch', 'French', 'German', 'Hindi', 'Italian',
  'Japanese', 'Korean', 'Portuguese', 'Russian', 'Spanish', 'Swedish', 'Turkish',
] as const;
export const PCAP_MIN = 0.05;
export const PCAP_MAX = 0.6;
export const PCAP_DEFAULT = 0.1;
export const OCAP_DEFAULT = 1024;
export const PROMPT_MAX_CHARS = 100_000;

/** A number of tokens: any positive JSON number, rounded to a whole number of tokens (at least 1). */
const tokens = (name: string) =>
  z
    .number({ invalid_type_error: `${name} must be a number` })
    .positive(`${name} must be positive`)
    .transform((n) => Math.max(1, Math.round(n)));

/** The chat request body shared by POST /doc/{docid}/chat and POST /label/{labelid}/chat. */
export const ChatRequest = component(
  'ChatRequest',
  z.object({
    prompt: z.string({ required_error: 'prompt is required' }).trim().min(1, 'prompt must not be empty').max(PROMPT_MAX_CHARS, `prompt is at most ${PROMPT_MAX_CHARS} characters`),
    tid: z.string().min(1).max(64).optional(),
    dryrun: z.boolean().default(false),
    model: z.string().min(1).max(200).optional(),
    // SPEC.md types budget and ocap as number: any JSON number is accepted, rounded to whole tokens (at least 1).
    budget: tokens('budget').optional(),
    pcap: z.number().min(PCAP_MIN, `pcap must be at least ${PCAP_MIN}`).max(PCAP_MAX, `pcap must be at most ${PCAP_MAX}`).default(PCAP_DEFAULT),
    thinking: z.string().min(1).max(40).optional(),
    page: z.boolean().default(true),
    ocap: tokens('ocap').default(OCAP_DEFAULT),
    adherence: z.enum(ADHERENCE).default('balanced'),
    lang: z.enum(LANGUAGES).optional(),
    byok: z.boolean().default(false),
  }),
);
export type ChatRequest = z.infer<typeof ChatRequest>;
export type ChatRequestInput = z.input<typeof ChatRequest>;

/** SPEC.md Chat result; a dry run leaves promptid/answer empty and adds `estimate` (DESIGN.md). */
export const ChatResult = component(
  'ChatResult',
  z.object({
    promptid: z.string(),
    tid: z.string(),
    answer: z.string(),
    estimate: z
      .object({ credits: z.number(), inputTokens: z.number().int(), outputTokens: z.number().int() })
      .optional(),
  }),
);
export type ChatResult = z.infer<typeof ChatResult>;
