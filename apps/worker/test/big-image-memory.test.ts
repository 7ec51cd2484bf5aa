import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';

// A 16,384 × 16,384 PNG analysed (with OCR) by a worker in a process of its own: image decoding happens in the
// parser processes and the page reaches tesseract scaled to 16 MP, so the worker stays far below 1 GB (it took
// about 1.1 GB when the image was decoded in the worker at 40 MP).
let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'docent-big-png-'));
});
afterAll(async () => {
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('a 16k × 16k PNG does not take the worker process to 1 GB', async () => {
  const file = path.join(dir, 'big.png');
  writeFileSync(
    file,
    await sharp({
      create: { width: 16384, height: 16384, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  const probe = fileURLToPath(new URL('./support/big-image-probe.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe, file], {
    env: { ...process.env, DATABASE_URL: t.url },
    cwd: path.dirname(probe),
  });
  const [doc, memory] = stdout
    .trim()
    .split('\n')
    .slice(-2)
    .map((line) => JSON.parse(line));
  expect(doc).toEqual({ status: 'ready', error: null });
  expect(memory.peakMb).toBeLessThan(700);
}, 240_000);
