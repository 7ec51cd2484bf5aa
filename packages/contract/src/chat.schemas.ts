import { z } from 'zod';

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

/** The chat request body shared by POST /doc/{docid}/chat and POST /label/{labelid}/chat. */
export const ChatRequest = z.object({
  prompt: z.string({ required_error: 'prompt is required' }).trim().min(1, 'prompt must not be empty').max(PROMPT_MAX_CHARS, `prompt is at most ${PROMPT_MAX_CHARS} characters`),
  tid: z.string().min(1).max(64).optional(),
  dryrun: z.boolean().default(false),
  model: z.string().min(1).max(200).optional(),
  budget: z.number().int('budget must be an integer').positive('budget must be positive').optional(),
  pcap: z.number().min(PCAP_MIN, `pcap must be at least ${PCAP_MIN}`).max(PCAP_MAX, `pcap must be at most ${PCAP_MAX}`).default(PCAP_DEFAULT),
  thinking: z.string().min(1).max(40).optional(),
  page: z.boolean().default(true),
  ocap: z.number().int('ocap must be an integer').positive('ocap must be positive').default(OCAP_DEFAULT),
  adherence: z.enum(ADHERENCE).default('balanced'),
  lang: z.enum(LANGUAGES).optional(),
  byok: z.boolean().default(false),
  /** Extension: answer as Server-Sent Events (`delta`, then `done` or `error`); so does `Accept: text/event-stream`. */
  stream: z.boolean().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;
export type ChatRequestInput = z.input<typeof ChatRequest>;

/** SPEC.md Chat result; a dry run leaves promptid/answer empty and adds `estimate` (DESIGN.md). */
export const ChatResult = z.object({
  promptid: z.string(),
  tid: z.string(),
  answer: z.string(),
  estimate: z
    .object({ credits: z.number(), inputTokens: z.number().int(), outputTokens: z.number().int() })
    .optional(),
});
export type ChatResult = z.infer<typeof ChatResult>;

/**
 * OpenAPI for the streamed form of both chat endpoints (route metadata, applied by openapi.ts): the 200 answer as
 * `text/event-stream` when the body has `"stream": true` or the request sends `Accept: text/event-stream`.
 */
export const CHAT_EVENT_STREAM_OPENAPI = {
  description:
    'With `"stream": true` (or `Accept: text/event-stream`): Server-Sent Events. ' +
    '`event: delta` with `{"text": "..."}` ' +
    'as the model writes, then one `event: done` with the Chat result, or `event: error` with the Error body plus ' +
    '`status`. Errors found before the first event (400, 402, 404, 409, 423, a provider that never answered) are ' +
    'plain JSON responses. A client that disconnects stops the chat: nothing is stored or charged.',
  schema: {
    type: 'string',
    example:
      'event: delta\ndata: {"text":"Employees "}\n\n' +
      'event: done\ndata: {"promptid":"p…","tid":"t…","answer":"…"}\n\n',
  },
} as const;
