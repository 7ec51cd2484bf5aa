import type { ChatRequest, ChatResult } from '@docent/contract';
import type { Database, Db, Transaction } from '@docent/db';
import type { Actor } from '../common/actor';
import { RequestAborted } from '../common/errors';
import { newPromptId, newTid } from '../common/ids';
import { estimateCredits } from '../credits/index';
import type { EmbeddingsConnection } from '../embeddings/embeddings-client';
import { findModel } from '../models/model-registry';
import { listByokModelSpecs } from '../models/byok-models';
import type { ChatProviderDeps } from '../providers/chat-provider';
import { chatProviderFor } from '../providers/chat-provider-registry';
import { worstCaseCompletionMs, type CompletionStream } from '../providers/provider';
import type { ChatScope } from '../retrieval/chat-scope';
import type { TermIndexCache } from '../retrieval/term-index-cache';
import { loadThreadTurns } from './chat-history';
import { resolveChatOptions, type ResolvedChatOptions } from './chat-options';
import { composeMessages, promptAllowance } from './compose-messages';
import { questionSearch } from './question-search';
import { resolveDocumentScope, resolveLabelScope } from './resolve-scope';
import { reserveChatCredits, type ChatBilling } from './chat-billing';
import { keepChatAlive } from './chat-keep-alive';
import { storeChatTurn } from './store-chat-turn';
import {
  acquireThreadLease,
  assertThreadOfScope,
  createLeasedThread,
  deleteUnusedThread,
  releaseThreadLease,
} from './thread-lease';

/** What a chat needs from the running app's configuration. */
export interface ChatDeps {
  /** DOCENT_SECRET: decrypts BYOK keys. */
  secret: string;
  /** The operator's OpenAI-compatible provider (OPENAI_API_KEY / OPENAI_BASE_URL). */
  openai: { apiKey?: string; baseUrl?: string };
  providerTimeoutMs: number;
  providerMaxRetries: number;
  /** DOCENT_EMBEDDINGS_MODEL: questions are embedded and matched by meaning too (hybrid retrieval). */
  embeddings?: EmbeddingsConnection;
  /** The process's in-memory term index (DOCENT_TERM_CACHE_MB): documents' next questions are ranked from memory. */
  termIndex?: TermIndexCache;
}

export type ChatTarget = { kind: 'doc'; docid: string } | { kind: 'label'; ref: string };

export interface RunChatInput {
  actor: Actor;
  target: ChatTarget;
  request: ChatRequest;
  /** Runs inside the transaction that stores the message and its charge (e.g. to store an Idempotency-Key response). */
  beforeCommit?: (trx: Transaction<Database>, result: ChatResult) => Promise<void>;
  /**
   * Streaming: the answer's text as the model produces it (docent-local: line by line). When `signal` aborts (the
   * client went away), the chat stops with RequestAborted: nothing is stored or charged, the lease is released.
   */
  stream?: CompletionStream;
}

// Beyond the provider's worst case: time to store the answer and charge, before the lease may lapse.
const LEASE_MARGIN_MS = 30_000;

const isPriced = (options: ResolvedChatOptions) =>
  !options.byok && (options.model.pricing.inputPerMTok > 0 || options.model.pricing.outputPerMTok > 0);

async function resolveScope(db: Db, accountId: string, target: ChatTarget): Promise<ChatScope> {
  return target.kind === 'doc'
    ? resolveDocumentScope(db, { accountId, docid: target.docid })
    : resolveLabelScope(db, { accountId, ref: target.ref });
}

/** What the chat's provider is given of the app: the database, the secret and the operator's endpoint. */
function providerDepsOf(db: Db, deps: ChatDeps): ChatProviderDeps {
  return {
    db,
    secret: deps.secret,
    connection: { ...deps.openai, timeoutMs: deps.providerTimeoutMs, maxRetries: deps.providerMaxRetries },
  };
}

async function resolveOptions(
  db: Db,
  deps: ChatDeps,
  accountId: string,
  request: ChatRequest,
): Promise<ResolvedChatOptions> {
  // BYOK models are read only when they matter: byok requested, or an unknown id that may be one (for the hint).
  const needByok = request.byok || (request.model !== undefined && !findModel(request.model));
  const byokModels = needByok ? await listByokModelSpecs(db, accountId) : [];
  return resolveChatOptions(request, { providerConfigured: Boolean(deps.openai.apiKey), byokModels });
}

/** A dry run: what the chat would send and the most it could cost; no side effect. */
async function estimateChat(
  db: Db,
  input: { scope: ChatScope; request: ChatRequest; options: ResolvedChatOptions; termIndex?: TermIndexCache },
): Promise<ChatResult> {
  const { scope, request, options, termIndex } = input;
  const turns = request.tid ? await loadThreadTurns(db, request.tid) : [];
  const composed = await composeMessages(db, { scope, prompt: request.prompt, turns, options, termIndex });
  const outputTokens = options.ocap;
  const credits = isPriced(options)
    ? estimateCredits({ inputTokens: composed.inputTokens, outputTokens, pricing: options.model.pricing })
    : 0;
  return {
    promptid: '',
    tid: request.tid ?? '',
    answer: '',
    estimate: { credits, inputTokens: composed.inputTokens, outputTokens },
  };
}

/**
 * One chat turn on a document or a label: validates everything first (404, 409, 400), answers a dry run with
 * an estimate and no side effect, else claims the thread (423), reserves the most the chat may cost (402) before
 * any provider call, asks the model (502 on failure: nothing stored or charged, the reservation released) and
 * stores the message with its settled charge atomically (404 if the document or label went away meanwhile).
 * The result carries the answer's citations (extension field `citations`) unless `page` is false.
 */
export async function runChat(db: Db, deps: ChatDeps, input: RunChatInput): Promise<ChatResult> {
  const started = Date.now();
  const { actor, request } = input;
  const scope = await resolveScope(db, actor.accountId, input.target);
  if (request.tid !== undefined) {
    await assertThreadOfScope(db, {
      tid: request.tid,
      accountId: actor.accountId,
      kind: scope.kind,
      scopeId: scope.scopeId,
    });
  }
  const options = await resolveOptions(db, deps, actor.accountId, request);
  // The provider that answers this model's kind: a deployment that cannot reach it refuses now (400).
  const provider = chatProviderFor(options.model.provider);
  const providerDeps = providerDepsOf(db, deps);
  provider.assertAvailable?.(options, providerDeps);
  promptAllowance(request.prompt, options);
  if (request.dryrun) return estimateChat(db, { scope, request, options, termIndex: deps.termIndex });

  const leaseMs = worstCaseCompletionMs(providerDeps.connection) + LEASE_MARGIN_MS;
  const isNewThread = request.tid === undefined;
  const tid = request.tid ?? newTid();
  const token = isNewThread
    ? await createLeasedThread(db, {
        tid,
        accountId: actor.accountId,
        kind: scope.kind,
        scopeId: scope.scopeId,
        leaseMs,
      })
    : await acquireThreadLease(db, { tid, accountId: actor.accountId, leaseMs });
  let billing: ChatBilling | undefined;
  let leaseReleased = false;
  let stopKeepAlive: (() => void) | undefined;
  try {
    const turns = isNewThread ? [] : await loadThreadTurns(db, tid);
    const composed = await composeMessages(db, {
      scope,
      prompt: request.prompt,
      turns,
      options,
      semanticFor: (prompt) => questionSearch(db, { scope, prompt, embeddings: deps.embeddings }),
      termIndex: deps.termIndex,
    });
    const promptid = newPromptId();
    // The most this chat may cost is reserved before the provider is called (402 when it is not available).
    billing = await reserveChatCredits(db, {
      accountId: actor.accountId,
      keyId: actor.keyId,
      promptid,
      chat: options,
      priced: isPriced(options),
      inputTokens: composed.inputTokens,
      ttlMs: leaseMs,
    });
    // A stream has no overall time limit: its lease and hold are renewed until it ends.
    if (input.stream) stopKeepAlive = keepChatAlive(db, { tid, token, billing, leaseMs });

    const answer = await provider.answer(
      { accountId: actor.accountId, scope, prompt: request.prompt, composed, options, stream: input.stream },
      providerDeps,
    );
    // A client that left before the end never gets this answer: it is not stored, and nothing is charged
    // (checked again in the transaction that would store it, just before it commits).
    if (input.stream?.signal?.aborted) throw new RequestAborted();

    const citations = options.page ? answer.citations : undefined;
    await storeChatTurn(
      db,
      {
        tid,
        promptid,
        keyId: actor.keyId,
        prompt: request.prompt,
        answer: answer.text,
        citations,
        model: options.model.id,
        inputTokens: answer.usage.inputTokens,
        outputTokens: answer.usage.outputTokens,
        durationMs: Date.now() - started,
        workspace: scope.workspace,
        scopeName: input.target.kind === 'doc' ? `document ${input.target.docid}` : `label ${input.target.ref}`,
        leaseToken: token,
      },
      billing,
      { beforeCommit: input.beforeCommit, signal: input.stream?.signal },
    );
    leaseReleased = true; // with the commit that stored the answer
    return { promptid, tid, answer: answer.text, ...(citations ? { citations } : {}) };
  } catch (error) {
    // Nothing charged for a chat that did not complete: its reserved credits go back.
    await billing?.release().catch(() => {});
    if (isNewThread) await deleteUnusedThread(db, { tid, token }).catch(() => {});
    throw error;
  } finally {
    stopKeepAlive?.();
    if (!leaseReleased) await releaseThreadLease(db, { tid, token }).catch(() => {});
  }
}
