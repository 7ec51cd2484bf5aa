import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { invalid, isDomainError, tooLarge, type DomainError, type StoredFile } from '@docent/core';
import type { ApiConfig } from '../config';
import { sendError, STATUS_OF } from './errors';

/** Files per upload request. */
export const MAX_UPLOAD_FILES = 20;
/** Longest display name kept from a client's file name (code points). */
const MAX_NAME = 255;
/** After a refusal, input still arriving is read and dropped for this long, then the connection is cut. */
const LINGER_MS = 2_000;

/** An uploaded file part, streamed to a temp file; its size and SHA-256 were measured as it was written. */
export type UploadedFile = StoredFile & { path: string; size: number; sha256: Buffer };

declare global {
  namespace Express {
    interface Request {
      uploads?: UploadedFile[];
    }
  }
}

type UploadLimits = Pick<ApiConfig, 'maxUploadBytes' | 'maxUploadRequestBytes' | 'uploadDir'>;

const mbText = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/**
 * Answers a refusal at once, while the client may still be sending: `Connection: close`, then the rest of the
 * body is read and dropped for at most LINGER_MS (so the client sees the answer rather than a reset), then the
 * socket is destroyed. Nothing of the body is kept.
 */
function refuseNow(req: Request, res: Response, error: DomainError): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.setHeader('Connection', 'close');
  sendError(res, STATUS_OF[error.code], error.message);
  req.resume();
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
  cut.unref();
  req.socket.once('close', () => clearTimeout(cut));
}

/**
 * Streams multipart/form-data uploads to a temp directory, one file per `file` part, measuring each file's size
 * and SHA-256 as it is written: memory stays at a few stream buffers whatever the request's size.
 * - a part over `maxUploadBytes`, or a request over `maxUploadRequestBytes`, is refused with 413 the moment the
 *   limit is passed, and the connection is closed (the rest of the body is never read);
 * - any part that is not a file part named `file` (another name, a text field, whatever its type), more than
 *   MAX_UPLOAD_FILES files, and malformed bodies → 400 naming the part;
 * - the temp directory is removed when the response ends or the client goes away.
 * The handler receives the files as `req.uploads` (StoredFile with `path`, `size`, `sha256`).
 */
export function uploadMiddleware(config: UploadLimits): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: config.maxUploadBytes,
          files: MAX_UPLOAD_FILES + 1,
          fieldNameSize: 200,
          fieldSize: 1024,
          headerPairs: 200,
        },
      });
    } catch (error) {
      return next(invalid(`file: malformed multipart/form-data request (${(error as Error).message})`));
    }

    let dir: Promise<string> | undefined;
    let done = false;
    const writes: Array<Promise<UploadedFile>> = [];
    const aborter = new AbortController();
    setMaxListeners(MAX_UPLOAD_FILES + 5, aborter.signal); // one pipeline per file listens to it
    const cleanup = () => {
      aborter.abort();
      // Also a directory still being made: removed once it exists.
      dir?.then((made) => rm(made, { recursive: true, force: true })).catch(() => {});
    };
    res.once('close', cleanup);

    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      aborter.abort();
      const refusal = isDomainError(error)
        ? error
        : invalid(`file: malformed multipart/form-data body (${(error as Error)?.message ?? 'unreadable'})`);
      // Mid-body (a limit passed, a stray part seen), the rest is not read: answer now and close the connection.
      if (!req.complete) return refuseNow(req, res, refusal);
      next(refusal);
    };

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > config.maxUploadRequestBytes) {
        fail(
          tooLarge(
            `file: the request is larger than the upload limit of ${mbText(config.maxUploadRequestBytes)} per request (DOCENT_MAX_UPLOAD_REQUEST_MB)`,
          ),
        );
      }
    });

    const tempDir = () => (dir ??= mkdtemp(path.join(config.uploadDir, 'docent-upload-')));

    parser.on('file', (field, stream, info) => {
      if (done) return void stream.resume();
      if (field !== 'file')
        return fail(invalid(`${field || 'form'}: unexpected form part; send the files as parts named "file"`));
      if (writes.length >= MAX_UPLOAD_FILES)
        return fail(invalid(`file: at most ${MAX_UPLOAD_FILES} files per request`));
      const index = writes.length;
      stream.on('limit', () =>
        fail(
          tooLarge(
            `file: a file is larger than the upload limit of ${mbText(config.maxUploadBytes)} (DOCENT_MAX_UPLOAD_MB)`,
          ),
        ),
      );
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const write = (async (): Promise<UploadedFile> => {
        const file = path.join(await tempDir(), String(index));
        await pipeline(stream, measure, createWriteStream(file), { signal: aborter.signal });
        return {
          name: displayNameOf(info.filename),
          path: file,
          size,
          sha256: hash.digest(),
          mimeType:
            info.mimeType && info.mimeType !== 'application/octet-stream' ? info.mimeType.toLowerCase() : undefined,
        };
      })();
      write.catch(() => {}); // awaited below; a failure here is reported by fail() or by the await
      writes.push(write);
    });
    parser.on('field', (field) =>
      fail(invalid(`${field || 'form'}: unexpected form field; send the files as parts named "file"`)),
    );
    parser.on('error', fail);
    parser.on('close', () => {
      if (done) return;
      Promise.all(writes).then(
        (files) => {
          if (done) return;
          done = true;
          req.uploads = files;
          next();
        },
        (error) => fail(error),
      );
    });
    req.on('aborted', () => {
      done = true;
      cleanup();
    });
    req.pipe(parser);
  };
}

/**
 * Busboy decodes a plain `filename="..."` as latin1, but browsers and curl send UTF-8 bytes there:
 * re-decode when the latin1 text is really valid UTF-8.
 */
function utf8FileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range starts at U+0000 on purpose
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

/**
 * The client's file name, for display only (bytes are stored by document id): the last path segment,
 * without control or bidi-override characters, trimmed, at most MAX_NAME characters.
 */
export function displayNameOf(original: string | undefined): string {
  const name = utf8FileName(original ?? '')
    // Browsers and undici escape `"`, CR and LF in multipart file names as %22, %0D, %0A (HTML spec).
    .replace(/%22/g, '"')
    .replace(/%0[ad]/gi, '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim();
  const capped = [...name].slice(0, MAX_NAME).join('').trim();
  return capped === '' || capped === '.' || capped === '..' ? 'upload' : capped;
}

/** The parsed file parts of an upload, as documents to store; none → 400. */
export function uploadedFiles(req: Request): UploadedFile[] {
  const files = req.uploads ?? [];
  if (files.length === 0) {
    throw invalid('file: no file uploaded; send multipart/form-data with one or more parts named "file"');
  }
  return files;
}

/**
 * What identifies an upload's files for Idempotency-Key: names, declared types, sizes and SHA-256 of the bytes
 * (both measured while the part was streamed to disk: the file is not read again).
 */
export function filesFingerprint(files: UploadedFile[]) {
  return files.map((f) => ({
    name: f.name,
    type: f.mimeType ?? null,
    size: f.size,
    sha256: f.sha256.toString('hex'),
  }));
}
