import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { extractDocument } from './extract-document';
import { extractMarkdown } from './extract-markdown';
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from './extraction-types';
import { makeDocx, makeTextPdf, makeZip } from './fixtures/index';
import { VIRTUAL_PAGE_CHARS } from './paginate-text';

// Parser processes start (and load pdfjs) in seconds on a quiet machine, far longer on a loaded one.
vi.setConfig({ testTimeout: 120_000 });

const limits: ExtractionLimits = { maxPages: 50, maxUnzippedBytes: 8 * 1024 * 1024 };
const extract = (bytes: Uint8Array, l = limits) => extractDocument(bytes, l);
const rejection = async (bytes: Uint8Array, l = limits) => {
  const error = await extract(bytes, l).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.name).toBe('DocumentRejected');
  return error!.message;
};

describe('PDF', () => {
  it('gives the text layer of each page and marks pages without one for OCR', async () => {
    const pdf = makeTextPdf([
      ['First page: the aardvark (Orycteropus afer) digs.', 'Second line of page one.'],
      null,
      ['Third page speaks of zebras grazing on the plain.'],
      ['7'],
    ]);
    const { type, pages } = await extract(pdf);
    expect(type).toEqual({ kind: 'pdf', mime: 'application/pdf' });
    expect(pages.map((p) => p.pageNo)).toEqual([1, 2, 3, 4]);
    expect(pages[0]).toEqual({
      pageNo: 1,
      text: 'First page: the aardvark (Orycteropus afer) digs.\nSecond line of page one.',
    });
    expect(pages[1]).toEqual({ pageNo: 2, text: '', ocr: { kind: 'pdf-page' } });
    expect(pages[2].text).toContain('zebras');
    // A lone page number is no text layer: OCR it, but keep what there was.
    expect(pages[3]).toEqual({ pageNo: 4, text: '7', ocr: { kind: 'pdf-page' } });
  });

  it("reads the ligatures of a TeX font without a Unicode map as their letters ('fluctuation', not '\\x1ductuation')", async () => {
    // A real article typeset by LaTeX in 2002: strucchange's vignette, as Debian ships it (bench/quality/corpus).
    const pdf = readFileSync(
      fileURLToPath(new URL('../../../../bench/quality/corpus/strucchange-intro.pdf', import.meta.url)),
    );
    const { pages } = await extract(new Uint8Array(pdf));
    expect(pages[2].text).toContain('The generalized fluctuation tests fit a model to the given data');
    expect(pages[1].text).toContain('regression coefficients');
    // No ligature's code is left next to a letter (formulas' symbols, in fonts of their own, are another matter).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the ligatures' codes are control characters
    const codes = (text: string) => text.match(/\p{L}[\u001b-\u001f]|[\u001b-\u001f]\p{L}/gu) ?? [];
    expect(pages.flatMap((p) => codes(p.text))).toEqual([]);
  });

  it('refuses a PDF over the page limit, a corrupt PDF and a truncated one', async () => {
    const many = makeTextPdf(Array.from({ length: 51 }, (_, i) => [`page ${i}`]));
    expect(await rejection(many)).toBe('PDF has 51 pages; the limit is 50 pages per document');
    expect(await rejection(Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n%%EOF'))).toMatch(/^corrupt PDF/);
    const good = makeTextPdf([['hello there, this is page one of the file']]);
    expect(await rejection(good.subarray(0, 40))).toMatch(/PDF/);
  });
});

describe('DOCX', () => {
  it('splits pages at explicit page breaks', async () => {
    const { type, pages } = await extract(makeDocx([['Alpha paragraph.', 'Beta paragraph.'], ['Gamma on page two.']]));
    expect(type.kind).toBe('docx');
    expect(pages).toEqual([
      { pageNo: 1, text: 'Alpha paragraph.\n\nBeta paragraph.' },
      { pageNo: 2, text: 'Gamma on page two.' },
    ]);
  });

  it('refuses decompression bombs, honest or lying about their size, before unpacking them', async () => {
    const honest = makeDocx([['x']], {
      extraEntries: [{ name: 'word/media/zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }],
    });
    expect(honest.length).toBeLessThan(100_000);
    expect(await rejection(honest)).toBe('DOCX unpacks to more than 8 MB (decompression bomb?); refused');
    const liar = makeDocx([['x']], {
      extraEntries: [{ name: 'word/media/zeros.bin', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 10 }],
    });
    expect(await rejection(liar)).toMatch(/larger than its header says/);
  });

  it('refuses a broken archive and a zip that is not a Word document', async () => {
    expect(await rejection(makeDocx([['x']]).subarray(0, 200))).toMatch(
      /corrupt (DOCX|ZIP-based document)|unsupported file type/,
    );
    expect(await rejection(makeZip([{ name: 'notes.txt', data: 'hello' }]))).toMatch(
      /^unsupported file type: application\/zip/,
    );
  });
});

describe('HTML', () => {
  it('keeps visible text only: no script, style, head or noscript text', async () => {
    const html =
      Buffer.from(`<!DOCTYPE html><html><head><title>HEADMARKER</title><style>.x{color:red} STYLEMARKER</style>
      <script>var SCRIPTMARKER = "x";</script></head><body><h1>Visible &amp; title</h1><p>First   paragraph
      text.</p><noscript>NOSCRIPTMARKER</noscript><script type="module">SCRIPTMARKER2()</script>
      <table><tr><td>cell a</td><td>cell b</td></tr></table></body></html>`);
    const { type, pages } = await extract(html);
    expect(type).toEqual({ kind: 'html', mime: 'text/html' });
    expect(pages).toHaveLength(1);
    expect(pages[0].text).toBe('# Visible & title\n\nFirst paragraph text.\n\n| cell a | cell b |\n| --- | --- |');
    expect(pages[0].text).not.toMatch(/MARKER/);
  });

  it('decodes the charset the page declares', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('<html><head><meta charset="iso-8859-1"></head><body><p>caf'),
      Buffer.from([0xe9]),
      Buffer.from('</p></body></html>'),
    ]);
    expect((await extract(latin1)).pages[0].text).toBe('café');
  });

  it('leaves out a table of contents (a list of in-page links), not a list of other links or of text', async () => {
    // As Texinfo writes one: nested lists of links to the page's own sections.
    const html = Buffer.from(`<html><body><h1>Standards</h1>
      <ul><li><a href="#s1">1 About</a></li><li><a href="#s2">2 Design</a>
        <ul><li><a href="#s2-1">2.1 Languages</a></li></ul></li><li><a href="#s3">3 Behaviour</a></li></ul>
      <h2 id="s1">1 About</h2><p>These standards were written by volunteers.</p>
      <ul><li><a href="https://example.org/a">Elsewhere</a></li><li><a href="/b">Another page</a></li>
        <li><a href="#s3">Below</a></li></ul>
      <ul><li><a href="#s1">About</a>, the preface</li><li>two</li><li>three</li></ul>
      <ul><li><a href="#s1">About</a></li><li><a href="#s2">Design</a></li></ul></body></html>`);
    expect((await extract(html)).pages[0].text).toBe(
      [
        '# Standards',
        '',
        '## 1 About',
        '',
        'These standards were written by volunteers.',
        '',
        '- Elsewhere',
        '',
        '- Another page',
        '',
        '- Below',
        '',
        '- About, the preface',
        '',
        '- two',
        '',
        '- three',
        '',
        '- About',
        '',
        '- Design',
      ].join('\n'),
    );
  });

  it("leaves out navigation (DocBook's bars and contents, <nav>, role=navigation) and keeps a table's caption", async () => {
    // As DocBook's HTML writes a manual's page (PostgreSQL's documentation): a navigation bar above and below, the
    // section's contents as links to other files, then the text and a table with its title.
    const html = Buffer.from(`<html><body>
      <div class="navheader"><table summary="Navigation header"><tr><th colspan="5">8.1. Numeric Types</th></tr>
        <tr><td><a href="datatype.html">Prev</a></td><td>Up</td><th>Chapter 8. Data Types</th><td>Home</td>
        <td><a href="datatype-money.html">Next</a></td></tr></table></div>
      <div class="sect1"><h2 class="title">8.1. Numeric Types</h2>
      <div class="toc"><dl class="toc"><dt><span class="sect2"><a href="datatype-numeric.html#DATATYPE-INT">8.1.1.
        Integer Types</a></span></dt></dl></div>
      <nav><a href="/">Home</a> | <a href="/docs">Docs</a></nav>
      <div role="navigation">Skip to content</div>
      <p>Table 8.2 lists the available types.</p>
      <table><caption>Table 8.2. Numeric Types</caption><tr><th>Name</th><th>Storage Size</th></tr>
        <tr><td>smallint</td><td>2 bytes</td></tr></table></div>
      <div class="navfooter"><a href="datatype.html">Prev</a> <a href="index.html">Home</a></div></body></html>`);
    expect((await extract(html)).pages[0].text).toBe(
      [
        '## 8.1. Numeric Types',
        '',
        'Table 8.2 lists the available types.',
        '',
        'Table 8.2. Numeric Types',
        '',
        '| Name | Storage Size |',
        '| --- | --- |',
        '| smallint | 2 bytes |',
      ].join('\n'),
    );
  });
});

describe('text files', () => {
  it('reads UTF-8 (with BOM), UTF-16, form-feed pages and classifies JSON, CSV, Markdown', async () => {
    expect(await extract(Buffer.from('\uFEFFhello\nworld\fpage two\f'))).toEqual({
      type: { kind: 'text', mime: 'text/plain' },
      pages: [
        { pageNo: 1, text: 'hello\nworld' },
        { pageNo: 2, text: 'page two' },
      ],
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße aus UTF-16', 'utf16le')]);
    expect((await extract(utf16)).pages[0].text).toBe('Grüße aus UTF-16');
    expect((await extract(Buffer.from('{"answer": 42}'))).type.mime).toBe('application/json');
    expect((await extract(Buffer.from('a,b,c\n1,2,3\n4,5,6\n'))).type.mime).toBe('text/csv');
    expect((await extract(Buffer.from('# Title\n\nSome *markdown*.'))).type.mime).toBe('text/markdown');
  });

  it('cuts a long text into virtual pages at line breaks', async () => {
    const line = 'The same sentence, over and over, to fill the file.\n';
    const text = line.repeat(Math.ceil((VIRTUAL_PAGE_CHARS * 2.5) / line.length));
    const { pages } = await extract(Buffer.from(text));
    expect(pages.length).toBe(3);
    expect(pages.every((p) => p.text.length <= VIRTUAL_PAGE_CHARS)).toBe(true);
    expect(pages.map((p) => p.text).join('')).toBe(text);
    expect(pages[1].text.startsWith('\nThe same') || pages[1].text.startsWith('The same')).toBe(true);
  });

  it('refuses binary junk and invalid UTF-8 with a clear message, and an empty file', async () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await rejection(junk)).toMatch(/^unsupported file type: binary data/);
    const noNul = Buffer.from(Array.from({ length: 4096 }, (_, i) => 0x80 + ((i * 31) % 127)));
    expect(await rejection(noNul)).toMatch(/not UTF-8 text \(\d+(\.\d)?% invalid byte sequences/);
    const controls = Buffer.from('\x01\x02\x03\x04\x05abc'.repeat(200));
    expect(await rejection(controls)).toMatch(/binary data \(control characters\)/);
    expect(await rejection(Buffer.alloc(0))).toBe('empty file: there is nothing to analyse');
  });
});

describe('Markdown', () => {
  it('reads as its reader sees it: links, emphasis and code spans as their words, code as its lines, no comments', async () => {
    // As Node.js writes its API docs: a YAML comment, reference links, code spans, a fenced example.
    const md = [
      '# Path',
      '',
      '## `path.basename(path[, suffix])`',
      '',
      '<!-- YAML',
      'added: v0.1.25',
      '-->',
      '',
      '* `path` {string}',
      '* `suffix` {string} An optional suffix to remove',
      '',
      'The `path.basename()` method returns the last portion of a `path`, similar to',
      'the Unix `basename` command. Trailing [directory separators][`path.sep`] are',
      '**ignored**, see [the guide](https://example.org/guide) and _the notes_.',
      '',
      '```js',
      "path.basename('/foo/bar/quux.html');",
      "// Returns: 'quux.html'",
      '```',
      '',
      '| Platform | Separator |',
      '| --- | --- |',
      '| POSIX | `/` |',
      '',
      '[`path.sep`]: #pathsep',
    ].join('\n');
    const { type, pages } = await extract(Buffer.from(md));
    expect(type).toEqual({ kind: 'markdown', mime: 'text/markdown' });
    expect(pages).toEqual([
      {
        pageNo: 1,
        text: [
          '# Path',
          '',
          '## path.basename(path[, suffix])',
          '',
          '- path {string}',
          '',
          '- suffix {string} An optional suffix to remove',
          '',
          'The path.basename() method returns the last portion of a path, similar to the Unix basename command. ' +
            'Trailing directory separators are ignored, see the guide and the notes.',
          '',
          "path.basename('/foo/bar/quux.html');",
          "// Returns: 'quux.html'",
          '',
          '| Platform | Separator |',
          '| --- | --- |',
          '| POSIX | / |',
        ].join('\n'),
      },
    ]);
  });

  it('knows a README by its marks, also when it opens with HTML (a centred logo) or has no heading', async () => {
    const readmes = [
      '<p align="center"><img src="logo.png" alt="logo"></p>\n\n# Project\n\nSome **bold** text.\n',
      '<div align="center">\n  <h1>Tool</h1>\n</div>\n\n```sh\nnpm i tool\n```\n',
      'Intro with *emphasis* and `code`.\n\n- one\n- two\n\nSee [the docs](https://example.org/docs).\n',
    ];
    const texts: string[] = [];
    for (const md of readmes) {
      const { type, pages } = await extract(Buffer.from(md));
      expect(type, md).toEqual({ kind: 'markdown', mime: 'text/markdown' });
      texts.push(pages[0].text);
    }
    expect(texts).toEqual([
      '# Project\n\nSome bold text.',
      '# Tool\n\nnpm i tool',
      'Intro with emphasis and code.\n\n- one\n\n- two\n\nSee the docs.',
    ]);
    // An HTML fragment without Markdown is read as HTML (it was refused as corrupt XML); XML stays XML.
    expect((await extract(Buffer.from('<div><p>Opening <b>hours</b></p><p>9 to 5</p></div>'))).type.kind).toBe('html');
    expect((await extract(Buffer.from('<catalog><item sku="1">Tea</item></catalog>'))).type.kind).toBe('xml');
    // Plain text drawing rules with tildes (as Vim's tutor does) stays plain text.
    expect((await extract(Buffer.from('Lesson 1\n~~~~~~~~~~~~\nMove the cursor.\n'))).type.mime).toBe('text/plain');
  });

  it("heads the text with the front matter's title and leaves the rest of it out", async () => {
    const md =
      '---\ntitle: "A Field Guide to Tea"\nauthor: Docent fixtures\n---\n\n# Growing regions\n\nTea grows on slopes.\n';
    expect((await extract(Buffer.from(md))).pages[0].text).toBe(
      '# A Field Guide to Tea\n\n# Growing regions\n\nTea grows on slopes.',
    );
  });

  it('reads Markdown too long to render as plain text, its marks kept', async () => {
    const md = Buffer.from('# Notes\n\nSee [the docs](https://example.org) and **this**.\n');
    expect(extractMarkdown(md, { maxPages: 10 }, 20)).toEqual([
      '# Notes\n\nSee [the docs](https://example.org) and **this**.\n',
    ]);
    expect(extractMarkdown(md, { maxPages: 10 })).toEqual(['# Notes\n\nSee the docs and this.']);
  });

  it('reads lists and quotes nested thousands deep as text, without running out of memory', async () => {
    // (A parser without a bound on nesting took minutes and all its heap on such a list, 5,000 deep; 2,000 levels are
    // 4 million characters of indentation, still rendered: MARKDOWN_RENDER_MAX_CHARS.)
    const list = Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i * 2)}- level ${i}`).join('\n');
    const quotes = `${'>'.repeat(100_000)} deep`;
    for (const md of [`# Nested\n\n${list}`, `# Quoted\n\n${quotes}`]) {
      const { type, pages } = await extract(Buffer.from(md));
      expect(type.mime).toBe('text/markdown');
      expect(pages[0].text.startsWith('# ')).toBe(true);
      expect(pages.map((p) => p.text).join('').length).toBeLessThan(md.length);
    }
  });
});

describe('images', () => {
  it('turns PNG, JPEG and WebP into one image page and a multi-page TIFF into one page per frame, all for OCR', async () => {
    const base = () => sharp({ create: { width: 32, height: 16, channels: 3, background: '#ffffff' } });
    for (const [bytes, mime] of [
      [await base().png().toBuffer(), 'image/png'],
      [await base().jpeg().toBuffer(), 'image/jpeg'],
      [await base().webp().toBuffer(), 'image/webp'],
    ] as const) {
      expect(await extract(bytes)).toEqual({
        type: { kind: 'image', mime },
        pages: [{ pageNo: 1, text: '', ocr: { kind: 'image', frame: 0 } }],
      });
    }
    const frame = await base().png().toBuffer();
    const tiff = await sharp([frame, frame, frame], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const single = await base().tiff().toBuffer();
    expect((await extract(single)).pages).toEqual([{ pageNo: 1, text: '', ocr: { kind: 'image', frame: 0 } }]);
    expect((await extract(tiff)).pages.map((p) => p.ocr)).toEqual([0, 1, 2].map((frame) => ({ kind: 'image', frame })));
  });

  it('refuses unsupported types whatever the file is called', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toMatch(/^unsupported file type: image\/gif/);
  });
});

it('uses the default limits when given them', async () => {
  expect((await extractDocument(Buffer.from('plain'), DEFAULT_EXTRACTION_LIMITS)).pages).toEqual([
    { pageNo: 1, text: 'plain' },
  ]);
});
