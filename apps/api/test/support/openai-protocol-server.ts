import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: any;
}

export interface ProtocolReply {
  status?: number;
  /** Answer text for a 200 (default: `reply(body)`); or a raw JSON body for an error status. */
  content?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface OpenAIProtocolServer {
  /** Base URL to give the SDK, ending in /v1. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Milliseconds to wait before answering each request. */
  delayMs: number;
  /** Usage reported with each answer. */
  usage: { prompt_tokens: number; completion_tokens: number };
  /** Builds the answer text of a successful completion. */
  reply: (body: any) => string;
  /** Replies used (first in, first out) before falling back to normal answers, e.g. a 500 or a 429. */
  queue: ProtocolReply[];
  /** Requests currently being answered. */
  inFlight: number;
  /** POST /embeddings: the vector of one input (default: deterministicEmbedding). */
  embed: (text: string) => number[];
  /** Replies of POST /embeddings used first in, first out before normal answers (e.g. a 500). */
  embeddingsQueue: ProtocolReply[];
  /** Inputs received by POST /embeddings, in order. */
  embedded: string[];
  /**
   * While set, every request waits for it after arriving (and after `delayMs`) before answering: lets a test act
   * mid-answer, then open it when it is ready.
   */
  gate?: Promise<unknown>;
  /** Resolves when the server has received `n` requests in all. */
  received: (n: number) => Promise<void>;
  /** Streamed answers (`stream: true`): while set, the stream waits for it after its first piece of text. */
  midStream?: Promise<unknown>;
  /** Streamed answers whose client hung up before the end. */
  abandonedStreams: number;
  /** Streamed answers: when true, the connection is cut after the first piece of text (a provider failing). */
  breakMidStream?: boolean;
  close: () => Promise<void>;
}

const EMBEDDING_DIMS = 64;

/**
 * A deterministic stand-in for an embeddings model: a bag of words hashed into 64 dimensions, where the words of
 * each group in `synonyms` land on the same dimension. So "Where are the replacement vanes kept?" lies near "The
 * spare blades are stored in Rotterdam." once vanes~blades, replacement~spare, kept~stored are declared synonyms,
 * while sharing no word with it: what a real model does for paraphrases, reproducible in a test.
 */
export function deterministicEmbedding(text: string, synonyms: string[][] = []): number[] {
  const canonical = new Map<string, string>();
  for (const group of synonyms) for (const word of group) canonical.set(word, group[0]);
  const v = new Array<number>(EMBEDDING_DIMS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (raw.length < 3) continue;
    const word = canonical.get(raw) ?? raw;
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0;
    v[h % EMBEDDING_DIMS] += 1;
  }
  v[EMBEDDING_DIMS - 1] += 0.01; // never the zero vector
  return v;
}

function readJson(req: IncomingMessage): Promise<any> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(parts).toString('utf8') || '{}'));
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A streamed completion as OpenAI sends it: `data:` chunks of the text word by word, a last chunk with the usage
 * when `stream_options.include_usage` asked for it, then `data: [DONE]`.
 */
async function sendStream(res: ServerResponse, body: any, content: string, state: OpenAIProtocolServer): Promise<void> {
  let abandoned = false;
  res.once('close', () => {
    if (res.writableEnded) return;
    abandoned = true;
    state.abandonedStreams += 1;
  });
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (extra: Record<string, unknown>) => {
    const data = { id: 'chatcmpl-s', object: 'chat.completion.chunk', created: 0, model: body.model, ...extra };
    res.write(`data: ${JSON.stringify(data)}\n\n`);
  };
  const words = content.match(/\S+\s*/g) ?? [];
  for (const [i, word] of words.entries()) {
    const delta = i === 0 ? { role: 'assistant', content: word } : { content: word };
    chunk({ choices: [{ index: 0, delta, finish_reason: null }] });
    if (i === 0 && state.midStream) await state.midStream;
    if (i === 0 && state.breakMidStream) return void res.destroy();
    if (abandoned) break;
  }
  if (abandoned) return;
  chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (body.stream_options?.include_usage) {
    const total = state.usage.prompt_tokens + state.usage.completion_tokens;
    chunk({ choices: [], usage: { ...state.usage, total_tokens: total } });
  }
  res.end('data: [DONE]\n\n');
}

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions wire protocol, for tests and benchmarks:
 * it records what it receives, can be slowed down, fail on demand, and reports token usage like a provider.
 */
export async function startOpenAIProtocolServer(
  options: Partial<Pick<OpenAIProtocolServer, 'delayMs' | 'reply' | 'usage' | 'embed'>> & { record?: boolean } = {},
): Promise<OpenAIProtocolServer> {
  const record = options.record ?? true;
  const state: OpenAIProtocolServer = {
    baseUrl: '',
    requests: [],
    delayMs: options.delayMs ?? 0,
    usage: options.usage ?? { prompt_tokens: 1000, completion_tokens: 50 },
    reply: options.reply ?? ((body) => `Answer from ${body.model}.`),
    queue: [],
    inFlight: 0,
    received: (n) =>
      arrivals >= n ? Promise.resolve() : new Promise((resolve) => arrivalWaiters.push({ n, resolve })),
    embed: options.embed ?? ((text) => deterministicEmbedding(text)),
    embeddingsQueue: [],
    embedded: [],
    abandonedStreams: 0,
    close: async () => {},
  };
  let arrivals = 0;
  let arrivalWaiters: Array<{ n: number; resolve: () => void }> = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) return answerEmbeddings(req, res, state);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return send(res, 404, { error: { message: 'not found' } });
    let body: any;
    try {
      body = await readJson(req);
    } catch {
      return send(res, 400, { error: { message: 'bad json' } });
    }
    if (record) state.requests.push({ path: req.url, authorization: req.headers.authorization, body });
    state.inFlight += 1;
    arrivals += 1;
    for (const w of arrivalWaiters.filter((w) => arrivals >= w.n)) w.resolve();
    arrivalWaiters = arrivalWaiters.filter((w) => arrivals < w.n);
    try {
      if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.gate) await state.gate;
      const planned = state.queue.shift();
      if (planned && (planned.status ?? 200) !== 200) {
        return send(
          res,
          planned.status!,
          planned.json ?? { error: { message: `planned failure ${planned.status}`, type: 'server_error' } },
          planned.headers,
        );
      }
      const content = planned?.content ?? state.reply(body);
      if (body.stream) return await sendStream(res, body, content, state);
      send(res, 200, {
        id: `chatcmpl-${state.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
        ],
        usage: { ...state.usage, total_tokens: state.usage.prompt_tokens + state.usage.completion_tokens },
      });
    } finally {
      state.inFlight -= 1;
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}

async function answerEmbeddings(req: IncomingMessage, res: ServerResponse, state: OpenAIProtocolServer): Promise<void> {
  let body: any;
  try {
    body = await readJson(req);
  } catch {
    return send(res, 400, { error: { message: 'bad json' } });
  }
  const inputs: string[] = typeof body.input === 'string' ? [body.input] : body.input;
  if (!Array.isArray(inputs) || typeof body.model !== 'string')
    return send(res, 400, { error: { message: 'model and input are required' } });
  if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
  const planned = state.embeddingsQueue.shift();
  if (planned && (planned.status ?? 200) !== 200) {
    return send(
      res,
      planned.status!,
      planned.json ?? { error: { message: `planned failure ${planned.status}` } },
      planned.headers,
    );
  }
  state.embedded.push(...inputs);
  send(res, 200, {
    object: 'list',
    model: body.model,
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: state.embed(text) })),
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  });
}

/** The system message (instructions + documents' text) of a received request. */
export const systemOf = (r: ReceivedRequest): string =>
  r.body.messages.find((m: any) => m.role === 'system')?.content ?? '';
