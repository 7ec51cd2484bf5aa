import { z } from 'zod';
import { ErrorBody } from './common/error';
import { component } from './common/openapi-names';

export const ADHERENCE = ['strict', 'high', 'balanced', 'low', 'free'] as const;
export const LANGUAGES = [
  'English',
  'Arabic',
  'Chinese (Simplified)',
  'Dutch',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Spanish',
  'Swedish',
  'Turkish',
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
    prompt: z
      .string({ required_error: 'prompt is required' })
      .trim()
      .min(1, 'prompt must not be empty')
      .max(PROMPT_MAX_CHARS, `prompt is at most ${PROMPT_MAX_CHARS} characters`),
    tid: z.string().min(1).max(64).optional(),
    dryrun: z.boolean().default(false),
    model: z.string().min(1).max(200).optional(),
    // SPEC.md types budget and ocap as number: any JSON number is accepted, rounded to whole tokens (at least 1).
    budget: tokens('budget').optional(),
    pcap: z
      .number()
      .min(PCAP_MIN, `pcap must be at least ${PCAP_MIN}`)
      .max(PCAP_MAX, `pcap must be at most ${PCAP_MAX}`)
      .default(PCAP_DEFAULT),
    thinking: z.string().min(1).max(40).optional(),
    page: z.boolean().default(true),
    ocap: tokens('ocap').default(OCAP_DEFAULT),
    adherence: z.enum(ADHERENCE).default('balanced'),
    lang: z.enum(LANGUAGES).optional(),
    byok: z.boolean().default(false),
    /** Extension: answer as Server-Sent Events (`delta`, then `done` or `error`); so does `Accept: text/event-stream`. */
    stream: z
      .boolean()
      .optional()
      .describe('Extension: answer as Server-Sent Events (see ChatEventStream); so does `Accept: text/event-stream`'),
  }),
);
export type ChatRequest = z.infer<typeof ChatRequest>;
export type ChatRequestInput = z.input<typeof ChatRequest>;

/** One source of an answer (extension): the document, the page and the sentence of it that supports the answer. */
export const Citation = component(
  'Citation',
  z.object({
    docid: z.string(),
    name: z.string(),
    page: z.number().int(),
    quote: z.string(),
  }),
);
export type Citation = z.infer<typeof Citation>;

/**
 * SPEC.md Chat result; a dry run leaves promptid/answer empty and adds `estimate` (DESIGN.md). `citations`
 * (extension) lists the pages the answer's `PAGE!n` tokens name; absent when `page` is false.
 */
export const ChatResult = component(
  'ChatResult',
  z.object({
    promptid: z.string(),
    tid: z.string(),
    answer: z.string(),
    citations: z
      .array(Citation)
      .optional()
      .describe("Extension: the pages the answer's `PAGE!n` tokens name; absent when `page` is false"),
    estimate: z
      .object({ credits: z.number(), inputTokens: z.number().int(), outputTokens: z.number().int() })
      .optional(),
  }),
);
export type ChatResult = z.infer<typeof ChatResult>;

/** The data of a streamed chat's `delta` event: the next piece of the answer, as the model writes it. */
export const ChatStreamDelta = component('ChatStreamDelta', z.object({ text: z.string() }));
export type ChatStreamDelta = z.infer<typeof ChatStreamDelta>;

/** The data of a streamed chat's `error` event: the Error body plus the status a plain response would have had. */
export const ChatStreamError = component(
  'ChatStreamError',
  z.object({ error: ErrorBody.shape.error, status: z.number().int().min(400).max(599) }),
);

/**
 * OpenAPI for the streamed form of both chat endpoints (route metadata, applied by openapi.ts): the 200 answer as
 * `text/event-stream` when the body has `"stream": true` or the request sends `Accept: text/event-stream`. The
 * stream is the component `ChatEventStream`; its events' data are the components it names.
 */
export const CHAT_EVENT_STREAM_OPENAPI = {
  name: 'ChatEventStream',
  description:
    'With `"stream": true` (or `Accept: text/event-stream`): Server-Sent Events. ' +
    '`event: delta` with `{"text": "..."}` (ChatStreamDelta) ' +
    'as the model writes, then one `event: done` with the Chat result (ChatResult), or `event: error` with the ' +
    'Error body plus `status` (ChatStreamError). Errors found before the first event (400, 402, 404, 409, 423, a ' +
    'provider that never answered) are plain JSON responses. A client that disconnects stops the chat: nothing is ' +
    'stored or charged.',
  schema: {
    type: 'string',
    contentMediaType: 'text/event-stream',
    example:
      'event: delta\ndata: {"text":"Employees "}\n\n' +
      'event: done\ndata: {"promptid":"p…","tid":"t…","answer":"…"}\n\n',
  },
} as const;
