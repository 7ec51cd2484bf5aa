import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GrayImage } from '../ocr/gray-image';
import { UnreadableImage } from '../ocr/image-frames';
import { UnreadablePdf } from '../ocr/pdf-page-image';
import type { DecodeImageRequest, ExtractionReply, ExtractRequest, RenderRequest } from './extraction-child';
import { DocumentRejected, type ExtractionLimits, type ExtractionResult, type PageRange } from './extraction-types';

export interface ExtractionPoolOptions {
  /** Parser processes at most (one document each at a time); usually the worker's job concurrency. */
  size: number;
  /** V8 heap cap of each parser process; a document needing more fails instead of taking the worker down. */
  maxHeapMb: number;
  /** Wall-clock cap per document; the parser process is killed when it is exceeded. */
  timeoutMs: number;
  /** Start every parser process now rather than on first use, so the first document is not slowed by it. */
  warm?: boolean;
}

export interface ExtractionPool {
  /** Resolves with the pages, or rejects with DocumentRejected (final) or another Error (worth a retry). */
  extract(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractionResult>;
  /**
   * One PDF page as grey pixels for OCR, rendered in a parser process (a hostile PDF costs that process, not the
   * caller). Rejects with UnreadablePdf for a page that cannot be rendered, crashes the renderer, needs more
   * memory than the parsers have, or takes longer than `timeoutMs`.
   */
  renderPdfPage(bytes: Uint8Array, pageNo: number, options: { dpi: number; maxPixels: number; timeoutMs: number }): Promise<GrayImage>;
  /**
   * One frame of an image file as grey pixels for OCR, decoded in a parser process (image decoders' memory is
   * spent there, not in the worker). Rejects with UnreadableImage for bytes that cannot be decoded, a frame over
   * the pixel limits, a decoder crash, or a decode beyond the parser's memory or time.
   */
  decodeImageFrame(bytes: Uint8Array, frame: number, options: { maxPixels: number; maxInputPixels: number; timeoutMs: number }): Promise<GrayImage>;
  close(): Promise<void>;
}

// Built (dist/, production), this module is JavaScript and the child is the compiled extraction-child.js beside
// it, run by plain node (resolving workspace packages to their dist/ too). From source (tsx, vitest), the child is
// TypeScript, loaded the way the `tsx` command does (tsx is resolved only then: production does not install it).
const COMPILED = import.meta.url.endsWith('.js');
const ENTRY = fileURLToPath(new URL(COMPILED ? './extraction-child.js' : './extraction-child.ts', import.meta.url));
const loaderArgs = (): string[] =>
  COMPILED ? ['--conditions=docent-dist'] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
// From source, tsx keeps pdfjs transformed, with its inline source maps, in every parser's heap: measured about
// 95 MB (108 MB after loading pdfjs under tsx, 13 MB with plain node). The parser gets that on top of maxHeapMb, so a
// document has the same room from source (tests, pnpm start) as in production, not a fifth of it.
const LOADER_HEAP_MB = COMPILED ? 0 : 100;
const STDERR_TAIL = 4096;
// A PDF at least this large (bytes) and long (pages) is split across idle parser processes by page range.
const SPLIT_MIN_BYTES = 64 * 1024;
const SPLIT_MIN_PAGES = 48;

const isPdf = (bytes: Uint8Array) => bytes.length >= SPLIT_MIN_BYTES && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  stderr: string;
}

function startChild(options: ExtractionPoolOptions): Slot {
  // Why a process and not a worker thread with resourceLimits: one large allocation in a thread (a
  // 40-million-element array, say) can overshoot the thread's limit and abort the WHOLE process with a
  // fatal V8 OOM. A child process's fatal OOM, crash or kill only ever ends that child.
  const child = fork(ENTRY, [], {
    execArgv: [...loaderArgs(), `--max-old-space-size=${options.maxHeapMb + LOADER_HEAP_MB}`, '--max-semi-space-size=16'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const slot: Slot = { child, ready: Promise.resolve(), stderr: '' };
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    slot.stderr = (slot.stderr + chunk).slice(-STDERR_TAIL);
  });
  child.on('error', () => {}); // reported through 'exit'
  slot.ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if ((m as { ready?: boolean })?.ready) {
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`document parser process failed to start (exit ${code ?? signal}): ${slot.stderr.trim().split('\n').slice(-3).join(' ')}`));
    child.once('message', onMessage);
    child.once('exit', onExit);
  });
  slot.ready.catch(() => {}); // observed by whoever awaits it
  return slot;
}

function markIdle(slot: Slot, isIdle: boolean): void {
  // An idle parser must not keep the process alive; a busy one must.
  const channel = slot.child.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (isIdle) {
    slot.child.unref();
    channel?.unref?.();
  } else {
    slot.child.ref();
    channel?.ref?.();
  }
}

/**
 * A small pool of long-lived parser processes (starting one and loading pdfjs costs hundreds of milliseconds,
 * so they are reused). A parser that runs out of heap, crashes or runs out of time is killed and replaced;
 * the document it was parsing fails with a clear message; the worker process itself is never at risk.
 */
export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const free: Slot[] = [];
  const all = new Set<Slot>();
  const waiting: Array<(slot: Slot) => void> = [];
  let nextId = 1;
  let closed = false;

  const forget = (slot: Slot) => {
    all.delete(slot);
    const i = free.indexOf(slot);
    if (i >= 0) free.splice(i, 1);
  };

  const spawn = (): Slot => {
    const slot = startChild(options);
    all.add(slot);
    slot.child.once('exit', () => forget(slot));
    return slot;
  };

  const acquire = (): Promise<Slot> => {
    const slot = free.pop();
    if (slot) return Promise.resolve(slot);
    if (all.size < options.size) return Promise.resolve(spawn());
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (slot: Slot, healthy: boolean) => {
    if (!healthy || closed) {
      forget(slot);
      slot.child.kill('SIGKILL');
      const next = waiting.shift();
      if (next && !closed) next(spawn());
      return;
    }
    markIdle(slot, true);
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  /** How a request's failures read: documents fail with DocumentRejected, rendered pages with UnreadablePdf. */
  interface Failures {
    timeoutMs: number;
    fail: (message: string) => Error;
    tooLong: string;
    tooBig: string;
  }
  const documentFailures: Failures = {
    timeoutMs: options.timeoutMs,
    fail: (message) => new DocumentRejected(message),
    tooLong: `analysis took longer than ${options.timeoutMs / 1000} s; refused`,
    tooBig: `document needs more than ${options.maxHeapMb} MB of memory to analyse; refused`,
  };

  const run = <T>(
    slot: Slot,
    job: Omit<ExtractRequest, 'id'> | Omit<RenderRequest, 'id'> | Omit<DecodeImageRequest, 'id'>,
    failures: Failures = documentFailures,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const { child } = slot;
      let settled = false;
      const finish = (healthy: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        release(slot, healthy);
        outcome();
      };
      const onMessage = (reply: ExtractionReply) => {
        if (reply?.id !== id) return;
        finish(true, () => (reply.ok ? resolve(reply.result as T) : reject(failures.fail(reply.message))));
      };
      const onExit = (code: number | null, signal: string | null) => {
        const outOfMemory = /heap out of memory|Allocation failed/i.test(slot.stderr) || signal === 'SIGKILL';
        const message = outOfMemory
          ? failures.tooBig
          : `could not be read: the document parser crashed (exit ${code ?? signal})`;
        finish(false, () => reject(failures.fail(message)));
      };
      const timer = setTimeout(() => finish(false, () => reject(failures.fail(failures.tooLong))), failures.timeoutMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      markIdle(slot, false);
      const request = { id, ...job };
      child.send(request, (error) => {
        if (error) finish(false, () => reject(new Error(`could not hand the document to the parser: ${error.message}`)));
      });
    });

  if (options.warm) {
    for (let i = 0; i < options.size; i++) {
      const slot = spawn();
      markIdle(slot, true);
      free.push(slot);
    }
  }

  const ready = async (slot: Slot): Promise<Slot> => {
    markIdle(slot, false); // a caller waits on it: a parser still starting must keep the process alive
    try {
      await slot.ready;
      return slot;
    } catch (error) {
      release(slot, false);
      throw error; // not the document's fault: let the job retry
    }
  };

  /**
   * A long PDF (its page count known from a first parse): give each idle parser a range of its pages, so one
   * big document uses every core the pool has; read it whole in one parser when no other is idle now.
   */
  const extractShared = async (bytes: Uint8Array, limits: ExtractionLimits, pages: number): Promise<ExtractionResult> => {
    const helpers = free.splice(0, Math.min(free.length, Math.floor(pages / (SPLIT_MIN_PAGES / 2))));
    if (helpers.length < 2) {
      for (const slot of helpers) release(slot, true);
      return run<ExtractionResult>(await ready(await acquire()), { kind: 'extract', bytes, limits });
    }
    const per = Math.ceil(pages / helpers.length);
    const ranges: PageRange[] = helpers.map((_, i) => ({ first: i * per + 1, last: Math.min(pages, (i + 1) * per) }));
    const parts = await Promise.all(
      helpers.map(async (slot, i) => run<ExtractionResult>(await ready(slot), { kind: 'extract', bytes, limits, pdfPages: ranges[i] })),
    );
    return { type: parts[0].type, pages: parts.flatMap((part) => part.pages) };
  };

  return {
    async extract(bytes, limits) {
      if (closed) throw new Error('extraction pool is closed');
      // While other parsers are idle, a PDF's first parse stops at its page count when it is long (one parse
      // for a short PDF, as for any other document); the long one is then shared out.
      const mayShare = isPdf(bytes) && options.size >= 2 && free.length >= 2;
      const result = await run<ExtractionResult>(await ready(await acquire()), {
        kind: 'extract',
        bytes,
        limits,
        ...(mayShare ? { longPdfFrom: SPLIT_MIN_PAGES } : {}),
      });
      return result.longPdfPages === undefined ? result : extractShared(bytes, limits, result.longPdfPages);
    },
    async renderPdfPage(bytes, pageNo, render) {
      if (closed) throw new Error('extraction pool is closed');
      return run<GrayImage>(await ready(await acquire()), { kind: 'render', bytes, pageNo, ...render }, {
        timeoutMs: render.timeoutMs,
        fail: (message) => new UnreadablePdf(message),
        tooLong: `rendering page ${pageNo} took longer than ${render.timeoutMs / 1000} s; refused`,
        tooBig: `page ${pageNo} needs more than ${options.maxHeapMb} MB of memory to render; refused`,
      });
    },
    async decodeImageFrame(bytes, frame, decode) {
      if (closed) throw new Error('extraction pool is closed');
      const { timeoutMs, ...limits } = decode;
      return run<GrayImage>(await ready(await acquire()), { kind: 'image', bytes, frame, ...limits }, {
        timeoutMs,
        fail: (message) => new UnreadableImage(message),
        tooLong: `decoding image frame ${frame + 1} took longer than ${timeoutMs / 1000} s; refused`,
        tooBig: `image frame ${frame + 1} needs more than ${options.maxHeapMb} MB of memory to decode; refused`,
      });
    },
    async close() {
      closed = true;
      const exits = [...all].map((slot) => new Promise<void>((resolve) => (slot.child.exitCode !== null || slot.child.signalCode ? resolve() : slot.child.once('exit', () => resolve()))));
      for (const slot of all) {
        markIdle(slot, false); // keeps the process alive until each exit is seen
        slot.child.kill('SIGKILL');
      }
      await Promise.all(exits);
      all.clear();
      free.length = 0;
    },
  };
}
