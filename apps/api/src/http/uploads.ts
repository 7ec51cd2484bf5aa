import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { invalid, sha256Of, tooLarge, type StoredFile } from '@docent/core';
import type { ApiConfig } from '../config';

/** Files per upload request. */
export const MAX_UPLOAD_FILES = 20;
/** Longest display name kept from a client's file name (code points). */
const MAX_NAME = 255;

/**
 * multipart/form-data parsing for uploads: only `file` parts, at most MAX_UPLOAD_FILES, each at most
 * config.maxUploadBytes, no other fields. Memory storage on purpose: the bytes go to Postgres anyway,
 * and an aborted or refused request then leaves no temp file or descriptor behind (buffers are GC'd).
 * Multer's own errors are turned into domain errors with messages that name the field and the limit.
 */
export function uploadMiddleware(config: Pick<ApiConfig, 'maxUploadBytes'>): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: config.maxUploadBytes, files: MAX_UPLOAD_FILES, fields: 0, fieldNameSize: 100, headerPairs: 200 },
  }).array('file', MAX_UPLOAD_FILES);
  const mb = Math.round((config.maxUploadBytes / 1024 / 1024) * 100) / 100;
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const e = error as { code?: string; field?: string; message?: string };
      switch (e.code) {
        case 'LIMIT_FILE_SIZE':
          return next(tooLarge(`file: a file is larger than the upload limit of ${mb} MB (DOCENT_MAX_UPLOAD_MB)`));
        case 'LIMIT_FILE_COUNT':
          return next(invalid(`file: at most ${MAX_UPLOAD_FILES} files per request`));
        case 'LIMIT_UNEXPECTED_FILE':
        case 'LIMIT_FIELD_COUNT':
        case 'LIMIT_FIELD_KEY':
        case 'LIMIT_FIELD_VALUE':
        case 'MISSING_FIELD_NAME':
          return next(invalid(`${e.field ?? 'form'}: unexpected form field; send the files as parts named "file"`));
        default:
          if (e.code?.startsWith('LIMIT_')) return next(invalid(`file: ${e.message ?? 'upload limit exceeded'}`));
          // busboy's parse errors ("Unexpected end of form", "Malformed part header", ...) and aborts.
          return next(invalid(`file: malformed multipart/form-data body (${e.message ?? 'unreadable'})`));
      }
    });
  };
}

/**
 * Busboy decodes a plain `filename="..."` as latin1, but browsers and curl send UTF-8 bytes there:
 * re-decode when the latin1 text is really valid UTF-8.
 */
function utf8FileName(name: string): string {
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
export function uploadedFiles(req: Request): StoredFile[] {
  const files = (req.files ?? []) as Express.Multer.File[];
  if (!Array.isArray(files) || files.length === 0) {
    throw invalid('file: no file uploaded; send multipart/form-data with one or more parts named "file"');
  }
  return files.map((f) => ({
    name: displayNameOf(f.originalname),
    bytes: f.buffer,
    mimeType: f.mimetype && f.mimetype !== 'application/octet-stream' ? f.mimetype.toLowerCase() : undefined,
  }));
}

/** What identifies an upload's files for Idempotency-Key: names, declared types, sizes and SHA-256 of the bytes. */
export function filesFingerprint(files: StoredFile[]) {
  return files.map((f) => ({
    name: f.name,
    type: f.mimeType ?? null,
    size: f.bytes.length,
    sha256: sha256Of(f.bytes).toString('hex'),
  }));
}
