import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
  /**
   * A parser process left without work this long is ended (it holds 100–300 MB); the next document starts one
   * again (a few hundred milliseconds). Default 30,000; 0 keeps them forever.
   */
  idleMs?: number;
}

/** One range of a document's pages, in page order, as extraction hands them over. */
export type PagesHandler = (part: ExtractionResult) => Promise<void>;

export interface ExtractionPool {
  /** Resolves with the pages, or rejects with DocumentRejected (final) or another Error (worth a retry). */
  extract(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractionResult>;
  /**
   * The same, handing the pages over in page order, a range at a time, as they are read: a long PDF is read in
   * ranges of at most RANGE_PAGES pages, several at once by idle (or newly started) parsers, and `onPages` is
   * awaited before more is read than the parsers hold, so the caller never holds a whole long document's text.
   * Resolves with the type and the page count once every range has been handed over.
   */
  extractPages(
    bytes: Uint8Array,
    limits: ExtractionLimits,
    onPages: PagesHandler,
  ): Promise<{ type: ExtractionResult['type']; pages: number }>;
  /**
   * One PDF page as grey pixels for OCR, rendered in a parser process (a hostile PDF costs that process, not the
   * caller). Rejects with UnreadablePdf for a page that cannot be rendered, crashes the renderer, needs more
   * memory than the parsers have, or takes longer than `timeoutMs`.
   */
  renderPdfPage(
    bytes: Uint8Array,
    pageNo: number,
    options: { dpi: number; maxPixels: number; timeoutMs: number },
  ): Promise<GrayImage>;
  /**
   * One frame of an image file as grey pixels for OCR, decoded in a parser process (image decoders' memory is
   * spent there, not in the worker). Rejects with UnreadableImage for bytes that cannot be decoded, a frame over
   * the pixel limits, a decoder crash, or a decode beyond the parser's memory or time.
   */
  decodeImageFrame(
    bytes: Uint8Array,
    frame: number,
    options: { maxPixels: number; maxInputPixels: number; timeoutMs: number },
  ): Promise<GrayImage>;
  close(): Promise<void>;
}

// Built (dist/, production), this module is JavaScript and the child is the compiled extraction-child.js beside
// it, run by plain node (resolving workspace packages to their dist/ too). From source (tsx, vitest), the child is
// TypeScript: tsx loads our .ts files, and the ES modules of node_modules (pdfjs) load without it
// (parser-loader.mjs: 400 MB less per parser process). tsx is resolved only then: production does not install it.
const COMPILED = import.meta.url.endsWith('.js');
const ENTRY = fileURLToPath(new URL(COMPILED ? './extraction-child.js' : './extraction-child.ts', import.meta.url));
const loaderArgs = (): string[] =>
  COMPILED ? ['--conditions=docent-dist'] : ['--import', new URL('./parser-loader.mjs', import.meta.url).href];
// From source, tsx and what it transformed live in every parser's heap. The parser gets this on top of maxHeapMb, so
// a document has the same room from source (tests, pnpm start) as in production.
const LOADER_HEAP_MB = COMPILED ? 0 : 100;
const STDERR_TAIL = 4096;
// A PDF at least this large (bytes) and long (pages) is split across parser processes by page range.
const SPLIT_MIN_BYTES = 64 * 1024;
const SPLIT_MIN_PAGES = 48;
// Longer PDFs are always read in ranges of at most this many pages (about 1 MB of text for a dense manual).
export const RANGE_PAGES = 200;
const DEFAULT_IDLE_MS = 30_000;
const MMAP_THRESHOLD = 128 * 1024;

const isPdf = (bytes: Uint8Array) =>
  bytes.length >= SPLIT_MIN_BYTES && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  stderr: string;
  /** Ends the process once it has been idle for ExtractionPoolOptions.idleMs. */
  idleTimer?: NodeJS.Timeout;
  /** The key of the document bytes the process holds (it keeps the last ones sent with a key). */
  heldKey?: string;
}

function startChild(options: ExtractionPoolOptions): Slot {
  // Why a process and not a worker thread with resourceLimits: one large allocation in a thread (a
  // 40-million-element array, say) can overshoot the thread's limit and abort the WHOLE process with a
  // fatal V8 OOM. A child process's fatal OOM, crash or kill only ever ends that child.
  const child = fork(ENTRY, [], {
    execArgv: [
      ...loaderArgs(),
      `--max-old-space-size=${options.maxHeapMb + LOADER_HEAP_MB}`,
      '--max-semi-space-size=16',
      '--expose-gc',
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    // glibc raises its mmap threshold after each large free, so later megabyte-sized buffers (a range's text, IPC
    // messages) come from the heap and stay there after they are freed: a fixed threshold gives them back.
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(MMAP_THRESHOLD),
    },
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
      reject(
        new Error(
          `document parser process failed to start (exit ${code ?? signal}): ${slot.stderr.trim().split('\n').slice(-3).join(' ')}`,
        ),
      );
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
 * A small pool of parser processes, started on demand and reused while there is work (starting one and loading
 * pdfjs costs hundreds of milliseconds), ended after `idleMs` without work (each holds 100–300 MB). A parser that
 * runs out of heap, crashes or runs out of time is killed and replaced; the document it was parsing fails with a
 * clear message; the worker process itself is never at risk.
 */
export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const free: Slot[] = [];
  const all = new Set<Slot>();
  const waiting: Array<(slot: Slot) => void> = [];
  let nextId = 1;
  let closed = false;
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;

  const forget = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    all.delete(slot);
    const i = free.indexOf(slot);
    if (i >= 0) free.splice(i, 1);
  };

  /** Back in the free list, with its retirement scheduled. */
  const park = (slot: Slot) => {
    free.push(slot);
    if (idleMs <= 0) return;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!free.includes(slot)) return;
      forget(slot);
      slot.child.kill('SIGTERM');
    }, idleMs);
    slot.idleTimer.unref();
  };

  /** Taken out of the free list for work. */
  const take = (slot: Slot | undefined): Slot | undefined => {
    if (slot) clearTimeout(slot.idleTimer);
    return slot;
  };

  const spawn = (): Slot => {
    const slot = startChild(options);
    all.add(slot);
    slot.child.once('exit', () => forget(slot));
    return slot;
  };

  const acquire = (): Promise<Slot> => {
    const slot = take(free.pop());
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
    else park(slot);
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
      if (job.kind === 'extract' && !job.bytesKey) slot.heldKey = undefined; // the process drops what it held
      const request = { id, ...job };
      child.send(request, (error) => {
        if (error)
          finish(false, () => reject(new Error(`could not hand the document to the parser: ${error.message}`)));
      });
    });

  if (options.warm) {
    for (let i = 0; i < options.size; i++) {
      const slot = spawn();
      markIdle(slot, true);
      park(slot);
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
   * A long PDF (its page count known from a first parse), read in page ranges by as many parsers as the pool may
   * use, at most one range per parser in flight: ranges are handed to `onPages` in page order, each as soon as it
   * and those before it are read. The document's time limit covers all its ranges together.
   */
  const extractRanges = async (
    bytes: Uint8Array,
    limits: ExtractionLimits,
    pages: number,
    onPages: PagesHandler,
    started: number,
  ): Promise<void> => {
    const key = `${nextId++}:${bytes.length}`;
    const parallel = Math.max(1, options.size);
    const per = Math.min(RANGE_PAGES, Math.max(SPLIT_MIN_PAGES / 2, Math.ceil(pages / parallel)));
    const ranges: PageRange[] = [];
    for (let first = 1; first <= pages; first += per) ranges.push({ first, last: Math.min(pages, first + per - 1) });
    const inFlight = new Map<number, Promise<ExtractionResult>>();
    let launched = 0;
    const launch = () => {
      const range = ranges[launched++];
      const part = (async () => {
        const slot = await ready(await acquire());
        const left = options.timeoutMs - (performance.now() - started);
        if (left <= 0) {
          release(slot, true);
          throw documentFailures.fail(documentFailures.tooLong);
        }
        // The bytes go to each parser once per document; its later ranges name them by key.
        const held = slot.heldKey === key;
        slot.heldKey = key;
        return run<ExtractionResult>(
          slot,
          { kind: 'extract', bytes: held ? undefined : bytes, bytesKey: key, limits, pdfPages: range },
          {
            ...documentFailures,
            timeoutMs: left,
          },
        );
      })();
      part.catch(() => {}); // observed in order below; a failure after an earlier one must not go unhandled
      inFlight.set(launched - 1, part);
    };
    while (launched < Math.min(parallel, ranges.length)) launch();
    for (let i = 0; i < ranges.length; i++) {
      const part = await inFlight.get(i)!;
      inFlight.delete(i);
      if (launched < ranges.length) launch();
      await onPages(part);
    }
  };

  const extractPages = async (bytes: Uint8Array, limits: ExtractionLimits, onPages: PagesHandler) => {
    if (closed) throw new Error('extraction pool is closed');
    const started = performance.now();
    // A PDF's first parse stops at its page count when it is long (one parse for a short PDF, as for any other
    // document); the long one is then read in ranges. Several parsers share it when the pool has more than one.
    const longFrom = options.size >= 2 ? SPLIT_MIN_PAGES : RANGE_PAGES;
    const first = await run<ExtractionResult>(await ready(await acquire()), {
      kind: 'extract',
      bytes,
      limits,
      ...(isPdf(bytes) ? { longPdfFrom: longFrom } : {}),
    });
    if (first.longPdfPages === undefined) {
      await onPages(first);
      return { type: first.type, pages: first.pages.length };
    }
    await extractRanges(bytes, limits, first.longPdfPages, onPages, started);
    return { type: first.type, pages: first.longPdfPages };
  };

  return {
    async extract(bytes, limits) {
      const parts: ExtractionResult[] = [];
      const { type } = await extractPages(bytes, limits, async (part) => void parts.push(part));
      // A document in one part keeps what came with it (an e-mail's attachments); ranges only ever come from PDFs.
      return parts.length === 1 ? parts[0] : { type, pages: parts.flatMap((part) => part.pages) };
    },
    extractPages,
    async renderPdfPage(bytes, pageNo, render) {
      if (closed) throw new Error('extraction pool is closed');
      return run<GrayImage>(
        await ready(await acquire()),
        { kind: 'render', bytes, pageNo, ...render },
        {
          timeoutMs: render.timeoutMs,
          fail: (message) => new UnreadablePdf(message),
          tooLong: `rendering page ${pageNo} took longer than ${render.timeoutMs / 1000} s; refused`,
          tooBig: `page ${pageNo} needs more than ${options.maxHeapMb} MB of memory to render; refused`,
        },
      );
    },
    async decodeImageFrame(bytes, frame, decode) {
      if (closed) throw new Error('extraction pool is closed');
      const { timeoutMs, ...limits } = decode;
      return run<GrayImage>(
        await ready(await acquire()),
        { kind: 'image', bytes, frame, ...limits },
        {
          timeoutMs,
          fail: (message) => new UnreadableImage(message),
          tooLong: `decoding image frame ${frame + 1} took longer than ${timeoutMs / 1000} s; refused`,
          tooBig: `image frame ${frame + 1} needs more than ${options.maxHeapMb} MB of memory to decode; refused`,
        },
      );
    },
    async close() {
      closed = true;
      const exits = [...all].map(
        (slot) =>
          new Promise<void>((resolve) =>
            slot.child.exitCode !== null || slot.child.signalCode
              ? resolve()
              : slot.child.once('exit', () => resolve()),
          ),
      );
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
