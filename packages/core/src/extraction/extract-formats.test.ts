import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { extractDocument } from './extract-document';
import type { ExtractionLimits } from './extraction-types';
import { makeBigXlsx, makeEmailWithAttachments, makeZip, makeZipBomb } from './fixtures/index';

// Real files made by LibreOffice 7.4, pandoc 2.17, Python's email package and the cfb package
// (fixtures/formats/make-fixtures.sh).
vi.setConfig({ testTimeout: 60_000 });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/formats/${name}`, import.meta.url));
const limits: ExtractionLimits = {
  maxPages: 50,
  maxUnzippedBytes: 8 * 1024 * 1024,
  maxRows: 100_000,
  maxCells: 500_000,
  maxAttachments: 100,
};
const extract = (bytes: Uint8Array, l = limits) => extractDocument(bytes, l);
const rejection = async (bytes: Uint8Array, l = limits) => {
  const error = await extract(bytes, l).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.name).toBe('DocumentRejected');
  return error!.message;
};
const texts = async (name: string) => (await extract(fixture(name))).pages.map((p) => p.text);

const REVENUE_TABLE = [
  '| Region | Q1 | Q2 | Q3 | Q4 | Total |',
  '| --- | --- | --- | --- | --- | --- |',
  '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |',
  '| Americas | 6 | 6.2 | 6.1 | 6.8 | 25.1 |',
  '| APAC | 2.2 | 2.5 | 2.9 | 3.3 | 10.9 |',
].join('\n');
const SHIPMENTS = '# Shipments\n\n| Date | Warehouse | Units |\n| --- | --- | --- |\n| 2024-03-31 | Lyon | 1240 |';
const TEA_TABLE =
  '| Tea | Origin | Steep time (min) | Water (°C) |\n| --- | --- | --- | --- |\n| Assam | India | 4 | 95 |\n| Sencha | Japan | 2 | 75 |';

describe('slides', () => {
  it.each([
    ['deck.pptx', 'pptx'],
    ['deck.odp', 'odp'],
  ])('%s: one page per slide with title, bullets, table and speaker notes', async (name, kind) => {
    const { type, pages } = await extract(fixture(name));
    expect(type.kind).toBe(kind);
    expect(pages).toHaveLength(3);
    expect(pages[0].text).toMatch(/^# Northwind Quarterly Review\n\nFiscal year 2024/);
    expect(pages[1].text).toContain(
      '# Regional revenue\n\n| Region | Q1 | Q2 | Q3 | Q4 |\n| --- | --- | --- | --- | --- |\n| EMEA | 4.1 | 4.3 | 5.2 | 5.9 |',
    );
    expect(pages[1].text).toMatch(/Speaker notes:\nRevenue in millions of euros\. EMEA grew fastest/);
    expect(pages[2].text).toMatch(/^# Next steps\n\n- Open the Oslo office in March\n+- Hire twelve engineers/);
    expect(pages[2].text).toContain('Speaker notes:\nThe freight contract expires on 30 June');
  });
});

describe('spreadsheets', () => {
  it.each([
    ['workbook.xlsx', 'xlsx'],
    ['workbook.xls', 'xls'],
    ['workbook.ods', 'ods'],
  ])(
    '%s: a page per sheet, the sheet name as heading, formulas by cached value, dates as dates',
    async (name, kind) => {
      const { type, pages } = await extract(fixture(name));
      expect(type.kind).toBe(kind);
      expect(pages.map((p) => p.text)).toEqual([`# Revenue\n\n${REVENUE_TABLE}`, expect.stringContaining(SHIPMENTS)]);
    },
  );

  it('CSV: a Markdown table', async () => {
    const { type, pages } = await extract(fixture('workbook.csv'));
    expect(type).toEqual({ kind: 'csv', mime: 'text/csv' });
    expect(pages.map((p) => p.text)).toEqual([REVENUE_TABLE]);
  });

  it('CSV as exporters write it: rows shorter than the header, tabs or semicolons between cells', async () => {
    // Debian's distro-info-data (debian.csv) leaves out a row's empty cells at its end.
    const ragged = [
      'version,codename,series,created,release,eol,eol-lts,eol-elts',
      '11,Bullseye,bullseye,2019-07-06,2021-08-14,2024-08-14,2026-08-31,2031-06-30',
      '14,Forky,forky,2025-08-09',
      ',Sid,sid,1993-08-16',
    ].join('\n');
    const read = await extract(Buffer.from(ragged));
    expect(read.type).toEqual({ kind: 'csv', mime: 'text/csv' });
    expect(read.pages[0].text).toContain('| 14 | Forky | forky | 2025-08-09 |  |  |  |  |');
    const tsv = await extract(Buffer.from('name\tage\tcity\nAnn\t31\tOslo\nBob\t40\n'));
    expect(tsv.type).toEqual({ kind: 'csv', mime: 'text/tab-separated-values' });
    expect(tsv.pages[0].text).toBe('| name | age | city |\n| --- | --- | --- |\n| Ann | 31 | Oslo |\n| Bob | 40 |  |');
    // A spreadsheet where 3,5 is three and a half writes semicolons.
    const semicolons = await extract(Buffer.from('Name;Amount;Date\nFoo;3,5;2024-01-01\nBar;4,25;2024-02-01\n'));
    expect(semicolons.pages[0].text).toContain('| Foo | 3,5 | 2024-01-01 |');
    // Prose with a comma on every line stays prose.
    const verse = 'Roses are red, violets are blue,\nSugar is sweet, and so are you.\nThe end, my friend.\n';
    expect((await extract(Buffer.from(verse))).type.kind).toBe('text');
    const lines = 'We met at noon, as planned\nThe rain, however, kept on\nAnd so, at last, we left\n';
    expect((await extract(Buffer.from(lines))).type.kind).toBe('text');
  });

  it('a long sheet becomes blocks of rows, each page with the header row and the rows it holds', async () => {
    const csv = [
      'Order,Customer,Amount',
      ...Array.from({ length: 3000 }, (_, i) => `${i + 1},Customer number ${i + 1},${(i * 7) % 1000}.50`),
    ].join('\n');
    const { pages } = await extract(Buffer.from(csv));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(page.text).toMatch(
        /^# Rows \d+–\d+\n\n\| Order \| Customer \| Amount \|\n\| --- \| --- \| --- \|\n\| \d+ \|/,
      );
      expect(page.text.length).toBeLessThanOrEqual(20_100);
    }
    expect(pages[0].text.startsWith('# Rows 2–')).toBe(true);
    const rows = pages.flatMap((p) => p.text.split('\n').filter((l) => /^\| \d/.test(l)));
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toBe('| 3000 | Customer number 3000 | 993.50 |');
  });
});

describe('text documents', () => {
  it.each([
    ['guide.docx', 'docx'],
    ['guide.odt', 'odt'],
    ['guide.rtf', 'rtf'],
  ])('%s: paragraphs, the table as a Markdown table, pages at the page break', async (name, kind) => {
    const { type, pages } = await extract(fixture(name));
    expect(type.kind).toBe(kind);
    expect(pages).toHaveLength(2);
    expect(pages[0].text).toContain('Tea grows best on high, wet slopes.');
    expect(pages[0].text).toContain(TEA_TABLE);
    expect(pages[1].text).toMatch(/^(# )?Storing tea\n/);
  });

  it('EPUB: one page per spine document, headings kept', async () => {
    const { type, pages } = await extract(fixture('guide.epub'));
    expect(type).toEqual({ kind: 'epub', mime: 'application/epub+zip' });
    expect(pages.map((p) => p.text.split('\n')[0])).toEqual([
      '# A Field Guide to Tea',
      '# Growing regions',
      '# Storing tea',
    ]);
    expect(pages[1].text).toContain(`## Steeping guide\n\n${TEA_TABLE}`);
  });

  it('XML: values with their element paths; mixed content as one line', async () => {
    const { type, pages } = await extract(fixture('catalog.xml'));
    expect(type).toEqual({ kind: 'xml', mime: 'application/xml' });
    expect(pages[0].text).toContain('product[@sku=TEA-SEN-100]/price: 12.50');
    expect(pages[0].text).toContain('supplier[@id=S-17]/name: Baltic Lines');
    expect(pages[0].text).toContain('product[@sku=TEA-SEN-100]/description: A bright green tea with a grassy finish');
    expect((await texts('guide.docbook.xml'))[0]).toContain('para: Tea grows best on high, wet slopes.');
  });

  it('HTML tables become Markdown tables, headings and list items keep their marks', async () => {
    const html =
      '<html><body><h2>Prices</h2><ul><li>cash</li></ul><table><tr><th>Item</th><th>Price</th></tr><tr><td>Tea</td><td>8 | 9</td></tr></table></body></html>';
    expect((await extract(Buffer.from(html))).pages[0].text).toBe(
      '## Prices\n\n- cash\n\n| Item | Price |\n| --- | --- |\n| Tea | 8 \\| 9 |',
    );
  });
});

describe('e-mail', () => {
  it('EML: headers and body first, then each attachment from a new page (the PDF and the workbook)', async () => {
    const { type, pages } = await extract(fixture('forwarded-report.eml'));
    expect(type).toEqual({ kind: 'eml', mime: 'message/rfc822' });
    expect(pages.map((p) => p.text.split('\n')[0])).toEqual([
      'From: Maria Jensen <maria.jensen@northwind.example>',
      '# Attachment 1: tea-guide.pdf',
      'Storing tea',
      '# Attachment 2: workbook.xlsx',
      '# Shipments',
    ]);
    expect(pages[0].text).toContain(
      'Date: 2024-10-07 09:30 UTC\nSubject: Fwd: Q3 figures and the tea guide\nAttachments: tea-guide.pdf, workbook.xlsx',
    );
    expect(pages[0].text).toContain('The board meets on Thursday in the Copenhagen office.');
    expect(pages[1].text).toContain('Sencha Japan 2 75');
    expect(pages[3].text).toContain(`# Revenue\n\n${REVENUE_TABLE}`);
  });

  it('MSG: headers and body, then each attachment from a new page; a scan is marked for OCR', async () => {
    const { type, pages, parts } = await extract(fixture('memo-with-attachments.msg'));
    expect(type).toEqual({ kind: 'msg', mime: 'application/vnd.ms-outlook' });
    expect(pages[0].text).toBe(
      [
        'From: Maria Jensen <maria.jensen@northwind.example>',
        'To: Finance Team <finance@northwind.example>',
        'Cc: Lars Berg <lars.berg@northwind.example>',
        'Date: 2024-10-09 14:05 UTC',
        'Subject: Oslo lease and the revenue table',
        'Attachments: oslo-lease.txt, workbook.csv, keys-receipt.png',
        '',
        'Hello all,',
        '',
        'The Oslo lease is signed; the terms are in the attached note.',
        'The revenue table for the board pack is attached as CSV, with the scanned receipt for the keys.',
        '',
        'Maria',
      ].join('\n'),
    );
    expect(pages[1].text).toMatch(/^# Attachment 1: oslo-lease\.txt\n\nLease of the Oslo office\n\nThe lease for /);
    expect(pages[1].text).toContain('\nThe rent is NOK 48,000 a month and is reviewed every January.\n');
    expect(pages[2].text).toBe(`# Attachment 2: workbook.csv\n\n${REVENUE_TABLE}`);
    expect(pages.slice(3).map((p) => [p.text, p.ocr])).toEqual([
      ['# Attachment 3: keys-receipt.png', { kind: 'image', frame: 0, part: { index: 0, pageNo: 1 } }],
    ]);
    expect(pages.map((p) => p.pageNo)).toEqual([1, 2, 3, 4]);
    // The part is the PNG itself, as attached.
    expect(parts).toHaveLength(1);
    const png = Buffer.from(parts![0]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(750); // the 5-inch-wide scan at 150 dpi
  });

  it('an attachment that cannot be read gets a page that says why; the message is still read', async () => {
    const eml = Buffer.from(
      'From: a@example.com\r\nTo: b@example.com\r\nSubject: zip\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n' +
        `--b\r\nContent-Type: text/plain\r\n\r\nSee the archive.\r\n--b\r\nContent-Type: application/zip; name="a.zip"\r\nContent-Disposition: attachment; filename="a.zip"\r\nContent-Transfer-Encoding: base64\r\n\r\n${makeZip([{ name: 'a.txt', data: 'x' }]).toString('base64')}\r\n--b--\r\n`,
    );
    const { pages } = await extract(eml);
    expect(pages[1].text).toMatch(/^# Attachment 1: a\.zip\n\nNot analysed: unsupported file type: application\/zip/);
  });
});

describe('hostile files fail with a clear message', () => {
  it.each([
    ['pptx', 'PPTX'],
    ['xlsx', 'XLSX'],
    ['epub', 'EPUB'],
  ] as const)('a %s zip bomb is refused before anything unpacks it', async (format, what) => {
    const bomb = makeZipBomb(format, 64);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await rejection(bomb)).toBe(`${what} unpacks to more than 8 MB (decompression bomb?); refused`);
  });

  it('a spreadsheet of 1,000,000 cells is over the cell cap, one of 100,001 rows over the row cap', async () => {
    const roomy = { ...limits, maxUnzippedBytes: 256 * 1024 * 1024 };
    expect(await rejection(makeBigXlsx(50_000, 20), roomy)).toBe(
      'XLSX spreadsheet has more than 500,000 cells; the limit is 500,000 cells per document',
    );
    const rows = Buffer.from(`n,m\n${'1,2\n'.repeat(100_001)}`);
    expect(await rejection(rows, { ...limits, maxPages: 2000 })).toBe(
      'CSV file has more than 100,000 rows; the limit is 100,000 rows per document',
    );
  });

  it('an e-mail with 500 attachments', async () => {
    expect(await rejection(makeEmailWithAttachments(500))).toBe(
      'e-mail has 500 attachments; the limit is 100 attachments per message',
    );
    expect((await extract(makeEmailWithAttachments(3))).pages.map((p) => p.text.split('\n')[0])).toEqual([
      'From: Sender <sender@example.com>',
      '# Attachment 1: note-1.txt',
      '# Attachment 2: note-2.txt',
      '# Attachment 3: note-3.txt',
    ]);
  });

  it.each([
    ['deck.pptx', /^corrupt ZIP-based document: /],
    ['deck.odp', /^corrupt ZIP-based document: /],
    ['workbook.xlsx', /^corrupt ZIP-based document: /],
    ['workbook.ods', /^corrupt ZIP-based document: /],
    ['guide.odt', /^corrupt ZIP-based document: /],
    ['guide.epub', /^corrupt ZIP-based document: /],
    ['workbook.xls', /^corrupt file: a damaged Office 97–2003 \(OLE2\) container/],
    ['memo-with-attachments.msg', /^corrupt file: a damaged Office 97–2003 \(OLE2\) container/],
    ['catalog.xml', /^corrupt XML file: /],
  ])('a truncated %s', async (name, message) => {
    const bytes = fixture(name);
    expect(await rejection(bytes.subarray(0, Math.floor(bytes.length / 2)))).toMatch(message);
  });

  it('a zip whose parts are not what the format needs', async () => {
    const types = (main: string) =>
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x.xml" ContentType="${main}"/></Types>`;
    const pptx = makeZip([
      {
        name: '[Content_Types].xml',
        data: types('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'),
      },
      { name: 'ppt/presentation.xml', data: '<p:presentation xmlns:p="x"><oops' },
    ]);
    expect(await rejection(pptx)).toMatch(/^corrupt PPTX: /);
    const odt = makeZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }]);
    expect(await rejection(odt)).toBe('corrupt ODT: content.xml is missing');
    const epub = makeZip([
      { name: 'mimetype', data: 'application/epub+zip' },
      { name: 'META-INF/container.xml', data: '<container><rootfiles/></container>' },
    ]);
    expect(await rejection(epub)).toBe('corrupt EPUB: the package document (OPF) is missing');
    const xlsx = makeZip([
      {
        name: '[Content_Types].xml',
        data: types('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      },
    ]);
    expect(await rejection(xlsx)).toMatch(/^corrupt XLSX: /);
  });

  it('a broken RTF or CSV fails clearly; a cut RTF or EML reads what it holds', async () => {
    expect(await rejection(Buffer.from('{\\rtf1\\ansi\\u99999999999 x}'))).toMatch(/^corrupt RTF: Invalid code point/);
    // RTF readers (Word's too) read what a cut file holds.
    const rtf = fixture('guide.rtf');
    expect((await extract(rtf.subarray(0, Math.floor(rtf.length * 0.8)))).pages[0].text).toContain('Tea grows best');
    // A quote left open past the records the type is told by: a table that cannot be read to its end.
    const rows = Array.from({ length: 20 }, (_, i) => `${i},${i * 2}`).join('\n');
    expect(await rejection(Buffer.from(`a,b\n${rows}\n"1,2\n3,4\n`))).toMatch(/^corrupt CSV file: /);
    // Open from its first records, it is no table: it is read as text.
    expect((await extract(Buffer.from('a,b\n"1,2\n3,4\n'))).type.kind).toBe('text');
    // A cut e-mail loses the end of its attachment: the attachment is named as unreadable, the message is read.
    const eml = fixture('forwarded-report.eml');
    const cut = await extract(eml.subarray(0, Math.floor(eml.length * 0.6)));
    expect(cut.pages[0].text).toContain('Subject: Fwd: Q3 figures');
    expect(cut.pages.map((p) => p.text).join('\n')).toMatch(/Not analysed: /);
  });
});
