import type { Worker as TesseractWorker } from 'tesseract.js';

/** Raised when a tesseract call outlives its time limit or its worker thread dies. */
export class OcrWorkerFailed extends Error {
  override readonly name = 'OcrWorkerFailed';
}

export interface TesseractPoolOptions {
  /** Most workers alive at once. */
  size: number;
  /** Makes one ready-to-use worker (language data loaded, parameters set). */
  spawn: () => Promise<TesseractWorker>;
  /** Told when a worker is dropped (time limit, crash, failed call). */
  onDiscard?: (reason: string) => void;
  /** A worker left without work this long is ended (each holds 100 MB or more); 0 keeps them. Default 30,000. */
  idleMs?: number;
}

interface Waiter {
  resolve: (worker: TesseractWorker) => void;
  reject: (error: Error) => void;
}

type ThreadLike = { ref?: () => void; unref?: () => void; once?: (event: string, fn: (arg: unknown) => void) => void };
const threadOf = (worker: TesseractWorker) => (worker as unknown as { worker?: ThreadLike }).worker;

/**
 * Up to a fixed number of tesseract.js workers (each a worker thread running the wasm engine), made on first
 * use and kept while there is work: loading a language model costs about a second, reading a page about as much.
 * A worker idle for `idleMs` is ended, so a worker process that OCR'd once does not hold them for good.
 * A worker whose call fails, times out or whose thread dies is terminated and replaced on demand, so one
 * bad page never poisons later ones. Idle workers do not keep the process alive.
 */
export class TesseractPool {
  private readonly idle: TesseractWorker[] = [];
  private readonly all = new Set<TesseractWorker>();
  private readonly waiters: Waiter[] = [];
  private readonly crashes = new WeakMap<TesseractWorker, Promise<never>>();
  private readonly idleTimers = new Map<TesseractWorker, NodeJS.Timeout>();
  private starting = 0;
  private closed = false;

  constructor(private readonly options: TesseractPoolOptions) {}

  /** Workers alive or starting. */
  get size(): number {
    return this.all.size + this.starting;
  }

  /** Runs `fn` on a worker of its own; fails with OcrWorkerFailed after `timeoutMs`. */
  async use<T>(fn: (worker: TesseractWorker) => Promise<T>, timeoutMs: number): Promise<T> {
    const worker = await this.acquire();
    threadOf(worker)?.ref?.();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new OcrWorkerFailed(`OCR took longer than ${Math.round(timeoutMs / 1000)} s`)),
        timeoutMs,
      );
    });
    let healthy = false;
    try {
      const result = await Promise.race([fn(worker), timeout, this.crashes.get(worker)!]);
      healthy = true;
      return result;
    } catch (error) {
      // tesseract.js rejects with bare strings.
      throw error instanceof Error ? error : new OcrWorkerFailed(String(error));
    } finally {
      clearTimeout(timer);
      if (healthy) this.release(worker);
      else this.discard(worker, 'a call failed');
    }
  }

  /** Terminates every worker; waiting and later calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new OcrWorkerFailed('OCR engine closed'));
    const workers = [...this.all];
    this.all.clear();
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate().catch(() => {})));
  }

  private acquire(): Promise<TesseractWorker> {
    if (this.closed) return Promise.reject(new OcrWorkerFailed('OCR engine closed'));
    const ready = this.idle.pop();
    if (ready) {
      clearTimeout(this.idleTimers.get(ready));
      this.idleTimers.delete(ready);
      return Promise.resolve(ready);
    }
    return new Promise<TesseractWorker>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.grow();
    });
  }

  /** Starts a worker when someone waits and the pool has room. */
  private grow(): void {
    if (this.closed || this.waiters.length <= this.starting || this.size >= this.options.size) return;
    this.starting++;
    this.options.spawn().then(
      (worker) => {
        this.starting--;
        if (this.closed) {
          void worker.terminate().catch(() => {});
          return;
        }
        this.all.add(worker);
        this.watch(worker);
        this.release(worker);
      },
      (error) => {
        this.starting--;
        // Nobody else would start a worker for this waiter: it fails with the reason.
        this.waiters.shift()?.reject(error instanceof Error ? error : new OcrWorkerFailed(String(error)));
        this.grow();
      },
    );
  }

  private watch(worker: TesseractWorker): void {
    let fail: (error: Error) => void = () => {};
    const crashed = new Promise<never>((_, reject) => (fail = reject));
    crashed.catch(() => {}); // observed only while a call runs
    this.crashes.set(worker, crashed);
    const thread = threadOf(worker);
    const died = (what: string) => () => {
      fail(new OcrWorkerFailed(`OCR worker thread ${what}`));
      if (this.all.has(worker)) this.discard(worker, `thread ${what}`);
    };
    thread?.once?.('error', died('crashed'));
    thread?.once?.('exit', died('exited'));
  }

  private release(worker: TesseractWorker): void {
    if (!this.all.has(worker)) return;
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter.resolve(worker);
      return;
    }
    threadOf(worker)?.unref?.();
    this.idle.push(worker);
    const idleMs = this.options.idleMs ?? 30_000;
    if (idleMs > 0) {
      const timer = setTimeout(() => this.retire(worker), idleMs);
      timer.unref();
      this.idleTimers.set(worker, timer);
    }
  }

  /** Ends a worker that has had no work for idleMs (not a failure: nothing is reported). */
  private retire(worker: TesseractWorker): void {
    this.idleTimers.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at < 0 || !this.all.delete(worker)) return;
    this.idle.splice(at, 1);
    void worker.terminate().catch(() => {});
  }

  private discard(worker: TesseractWorker, reason: string): void {
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    if (!this.all.delete(worker)) return;
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    this.options.onDiscard?.(reason);
    void worker.terminate().catch(() => {});
    this.grow();
  }
}
