/**
 * Office-format ingestion throughput, in pages per second: a 50-slide PPTX (title, bullets, a table and speaker
 * notes on every slide) and a 10-sheet XLSX (10 × 1,000 rows × 8 columns), each read by Docent's parser processes
 * (detect, zip-bomb guard, parse, pages) and cut into chunks (the worker's share of the analysis), beside
 * LibreOffice's own conversion of the same file in the same run: the XLSX to CSV (every sheet), the PPTX to HTML
 * (Impress has no text export; its HTML export is the text it gives). LibreOffice runs as one `soffice` call per
 * file, as a service would call it, after a warm-up call (its profile made once).
 *
 * Needs LibreOffice and pandoc (Debian: libreoffice-calc libreoffice-impress pandoc), which also make the inputs.
 *
 *   npx tsx bench/ingest/office-formats.ts [--runs 5]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkPageText, createExtractionPool, DEFAULT_EXTRACTION_LIMITS } from '@docent/core';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const RUNS = arg('runs', 5);
const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-office-bench-'));
const profile = `file://${path.join(dir, 'lo-profile')}`;
const soffice = (...args: string[]) =>
  execFileSync('soffice', [`-env:UserInstallation=${profile}`, '--headless', ...args], { cwd: dir, stdio: 'pipe' });

function makeDeck(): string {
  const slides = Array.from({ length: 50 }, (_, s) => {
    const rows = Array.from({ length: 6 }, (_, r) => `| Region ${r + 1} | ${s + r}.1 | ${s + r}.4 | ${s + r}.9 |`).join(
      '\n',
    );
    return [
      `# Slide ${s + 1}: quarterly review of programme ${s + 1}`,
      '',
      ...Array.from(
        { length: 4 },
        (_, b) => `- Point ${b + 1} of slide ${s + 1}: the harbour tolls and ferry fares were reviewed`,
      ),
      '',
      '| Region | Q1 | Q2 | Q3 |',
      '|---|---|---|---|',
      rows,
      '',
      '::: notes',
      `Speaker notes for slide ${s + 1}: mention the canal budget and the Lyon warehouse.`,
      ':::',
    ].join('\n');
  });
  writeFileSync(path.join(dir, 'deck.md'), `---\ntitle: Benchmark deck\n---\n\n${slides.join('\n\n')}\n`);
  execFileSync('pandoc', ['deck.md', '-o', 'deck.pptx'], { cwd: dir });
  return path.join(dir, 'deck.pptx');
}

function makeWorkbook(): string {
  const cell = (v: string | number) =>
    typeof v === 'number'
      ? `<table:table-cell office:value-type="float" office:value="${v}"><text:p>${v}</text:p></table:table-cell>`
      : `<table:table-cell office:value-type="string"><text:p>${v}</text:p></table:table-cell>`;
  const sheet = (n: number) => {
    const header = `<table:table-row>${['Order', 'Customer', 'Region', 'Warehouse', 'Units', 'Price', 'Amount', 'Status'].map(cell).join('')}</table:table-row>`;
    const rows = Array.from(
      { length: 1000 },
      (_, r) =>
        `<table:table-row>${[r + 1, `Customer ${n}-${r}`, ['EMEA', 'APAC', 'Americas'][r % 3], ['Lyon', 'Oslo', 'Gdansk'][r % 3], r % 97, 8.9, (r % 97) * 8.9, r % 5 ? 'shipped' : 'open'].map(cell).join('')}</table:table-row>`,
    ).join('');
    return `<table:table table:name="Sheet ${n}">${header}${rows}</table:table>`;
  };
  const fods = `<?xml version="1.0" encoding="UTF-8"?><office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:body><office:spreadsheet>${Array.from({ length: 10 }, (_, i) => sheet(i + 1)).join('')}</office:spreadsheet></office:body></office:document>`;
  writeFileSync(path.join(dir, 'workbook.fods'), fods);
  soffice('--convert-to', 'xlsx', 'workbook.fods');
  return path.join(dir, 'workbook.xlsx');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  console.log('making the inputs with pandoc and LibreOffice…');
  const deck = makeDeck();
  const workbook = makeWorkbook();
  const pool = createExtractionPool({ size: 1, maxHeapMb: 512, timeoutMs: 300_000, warm: true });
  const lines: string[] = [];
  try {
    for (const [label, file, convert] of [
      ['50-slide PPTX (+ title slide)', deck, ['--convert-to', 'html']],
      [
        '10-sheet XLSX',
        workbook,
        ['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1'],
      ],
    ] as const) {
      const bytes = readFileSync(file);
      let pages = 0;
      let chunks = 0;
      const docent: number[] = [];
      const parse: number[] = [];
      await pool.extract(bytes, DEFAULT_EXTRACTION_LIMITS); // warm-up: loads the format's reader in the parser
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const result = await pool.extract(bytes, DEFAULT_EXTRACTION_LIMITS);
        parse.push((performance.now() - start) / 1000);
        const cache = new Map<string, number>();
        chunks = result.pages.reduce((n, page) => n + chunkPageText(page.text, {}, cache).length, 0);
        docent.push((performance.now() - start) / 1000);
        pages = result.pages.length;
      }
      soffice(...convert, path.basename(file)); // warm-up
      const office: number[] = [];
      for (let run = 0; run < Math.min(RUNS, 3); run++) {
        const start = performance.now();
        soffice(...convert, path.basename(file));
        office.push((performance.now() - start) / 1000);
      }
      const unit = label.includes('PPTX') ? 50 : 10;
      const d = median(docent);
      const o = median(office);
      lines.push(
        `${label}: Docent ${pages} pages (${chunks} chunks) in ${(d * 1000).toFixed(0)} ms ` +
          `(parse ${(median(parse) * 1000).toFixed(0)} ms) = ${(pages / d).toFixed(1)} pages/s ` +
          `(${(unit / d).toFixed(1)} ${label.includes('PPTX') ? 'slides' : 'sheets'}/s); ` +
          `LibreOffice ${convert[1].split(':')[0]} ${(o * 1000).toFixed(0)} ms = ${(unit / o).toFixed(1)} ${label.includes('PPTX') ? 'slides' : 'sheets'}/s; ` +
          `Docent ${(o / d).toFixed(1)}× faster`,
      );
    }
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\n${lines.join('\n')}\n(median of ${RUNS} Docent runs and ${Math.min(RUNS, 3)} LibreOffice runs, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
}

await main();
