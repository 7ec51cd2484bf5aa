import Tesseract from 'tesseract.js';
import { afterAll, expect, it } from 'vitest';
import { languageData } from './language-data';
import { TesseractPool } from './tesseract-pool';

// Real tesseract.js workers (the npm language data), as the OCR engine makes them.
const spawn = async () =>
  Tesseract.createWorker(['eng'], Tesseract.OEM.LSTM_ONLY, {
    ...languageData(['eng'], { langPath: null, lstmOnly: true }),
    cacheMethod: 'none',
  });
const pool = new TesseractPool({ size: 2, spawn, idleMs: 300 });
afterAll(() => pool.close());

const until = async (what: string, check: () => boolean, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

it('ends a worker left without work for idleMs, and starts one again for the next page', async () => {
  expect(pool.size).toBe(0); // nothing before the first page
  await pool.use((worker) => worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO }), 60_000);
  expect(pool.size).toBe(1);
  await until('the idle worker is ended', () => pool.size === 0, 30_000);
  // Kept busy, it stays: a second call right after the first finds the same worker.
  const first = await pool.use(async (worker) => worker, 60_000);
  const second = await pool.use(async (worker) => worker, 60_000);
  expect(second).toBe(first);
  expect(pool.size).toBe(1);
}, 120_000);
