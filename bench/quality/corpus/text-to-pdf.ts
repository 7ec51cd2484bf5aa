/**
 * Typesets a plain-text licence as a PDF, as a word processor would print it: Times 11 pt on US Letter, the text's own
 * line breaks, 50 lines a page, the page's number centred at its foot. The licences' PDFs of the corpus are made with
 * it (fetch-from-debian.sh), so that their citations have pages to point at (a text file is one or two virtual pages).
 *
 *   npx tsx bench/quality/corpus/text-to-pdf.ts <in.txt> <out.pdf> "<title>"
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const [input, output, title] = process.argv.slice(2);
if (!input || !output || !title) {
  console.error('usage: npx tsx bench/quality/corpus/text-to-pdf.ts <in.txt> <out.pdf> "<title>"');
  process.exit(2);
}
const LINES_PER_PAGE = 50;
const SIZE = 11;
const [WIDTH, HEIGHT] = [612, 792];
const MARGIN = 72;

const pdf = await PDFDocument.create();
// A fixed date, so the same text always gives the same file (SHA256SUMS).
const epoch = new Date('2026-11-27T00:00:00Z');
pdf.setTitle(title);
pdf.setCreationDate(epoch);
pdf.setModificationDate(epoch);
pdf.setProducer('pdf-lib (bench/quality/corpus/text-to-pdf.ts)');
pdf.setCreator('pdf-lib (bench/quality/corpus/text-to-pdf.ts)');
const font = await pdf.embedFont(StandardFonts.TimesRoman);
const lines = readFileSync(input, 'utf8').replace(/\t/g, '    ').split('\n');
while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
for (let start = 0, n = 1; start < lines.length; start += LINES_PER_PAGE, n++) {
  const page = pdf.addPage([WIDTH, HEIGHT]);
  lines.slice(start, start + LINES_PER_PAGE).forEach((line, i) => {
    if (line.trim() === '') return;
    page.drawText(line, { x: MARGIN, y: HEIGHT - MARGIN - i * SIZE * 1.15, size: SIZE, font });
  });
  const label = String(n);
  page.drawText(label, { x: (WIDTH - font.widthOfTextAtSize(label, SIZE)) / 2, y: MARGIN / 2, size: SIZE, font });
}
writeFileSync(output, await pdf.save({ useObjectStreams: false }));
