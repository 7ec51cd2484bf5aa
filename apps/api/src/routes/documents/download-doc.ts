import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { getBlobInfo, readDocumentBlob, s3Of, verifyDocumentLink } from '@docent/core';
import { blobsOf } from '../../http/blob-storage';
import type { ApiContext } from '../../context';
import { sendError } from '../../http/errors';

/** Bytes read per query (Postgres) or ranged GET (S3) while streaming, so a download never holds a whole file. */
const SLICE = 1024 * 1024;
/** A pre-signed URL lives no longer than this (and never past the link's own expiry). */
const REDIRECT_MAX_S = 300;

/** `filename*` per RFC 5987/8187: UTF-8, percent-encoded, with the few characters encodeURIComponent leaves. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file name for Content-Disposition: last path segment of the display name, with an ASCII fallback. */
export function contentDisposition(name: string, docid: string): string {
  const base =
    name
      .split(/[/\\?#]/)
      .filter(Boolean)
      .pop()
      ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim() || docid;
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(base)}`;
}

async function* slices(ctx: ApiContext, docid: string, start: number, end: number) {
  for (let at = start; at <= end; at += SLICE) {
    const bytes = await readDocumentBlob(
      ctx.db,
      docid,
      { start: at, length: Math.min(SLICE, end - at + 1) },
      blobsOf(ctx),
    );
    if (!bytes) return;
    yield bytes;
  }
}

/**
 * GET /api/v1/files/:docid?exp=&sig= — outside Bearer auth: the HMAC signature over docid + expiry is
 * the credential. Streams the original bytes with Range support. Always `attachment`, with nosniff and
 * a sandboxing CSP, so an uploaded HTML file can never run as a page of this origin.
 */
export const downloadDoc =
  (ctx: ApiContext): RequestHandler =>
  async (req, res, next) => {
    try {
      const docid = String(req.params.docid);
      const check = verifyDocumentLink({ secret: ctx.config.secret, docid, exp: req.query.exp, sig: req.query.sig });
      if (check === 'bad_signature') return sendError(res, 403, 'This link is invalid: its signature does not match');
      if (check === 'expired')
        return sendError(res, 403, 'This link has expired; request a new one with GET /doc/{docid}/link');
      const info = await getBlobInfo(ctx.db, docid);
      if (!info) return sendError(res, 404, `document ${docid} not found`);
      const storage = blobsOf(ctx);
      if (storage.redirectDownloads && info.objectKey && storage.s3) {
        // DOCENT_BLOB_DOWNLOADS=redirect: the store serves the bytes (Range included) through a short-lived signed URL.
        const expiresS = Math.min(REDIRECT_MAX_S, Number(req.query.exp) - Math.floor(Date.now() / 1000));
        const url = await storage.s3.presign(info.objectKey, {
          expiresS,
          contentDisposition: contentDisposition(info.name, docid),
          contentType: info.mimeType ?? 'application/octet-stream',
        });
        res.setHeader('Cache-Control', 'private, no-store');
        return res.redirect(302, url);
      }

      const etag = `"${info.sha256.toString('hex')}"`;
      res.setHeader('Content-Type', info.mimeType ?? 'application/octet-stream');
      res.setHeader('Content-Disposition', contentDisposition(info.name, docid));
      res.setHeader('ETag', etag);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");

      let start = 0;
      let end = info.byteSize - 1;
      const ifRange = req.get('if-range');
      const ranges =
        req.get('range') && (!ifRange || ifRange === etag) ? req.range(info.byteSize, { combine: true }) : undefined;
      if (ranges === -1) {
        res.setHeader('Content-Range', `bytes */${info.byteSize}`);
        return sendError(res, 416, `Range not satisfiable: the file has ${info.byteSize} bytes`);
      }
      // A malformed Range (-2) or several disjoint ranges: answer with the whole file (RFC 9110 allows it).
      if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
        start = ranges[0].start;
        end = ranges[0].end;
        res.status(206);
        res.setHeader('Content-Range', `bytes ${start}-${end}/${info.byteSize}`);
      }
      res.setHeader('Content-Length', String(end - start + 1));
      if (req.method === 'HEAD' || end < start) return res.end();
      // A blob in S3: one ranged GET, streamed; in Postgres: a megabyte per query.
      if (info.objectKey) {
        const object = await s3Of(storage).stream(info.objectKey, { start, length: end - start + 1 });
        if (!object) throw new Error(`the object of ${docid} is missing from the bucket`);
        return await pipeline(object, res);
      }
      await pipeline(Readable.from(slices(ctx, docid, start, end)), res);
    } catch (error) {
      if (res.headersSent) return res.destroy(error as Error);
      next(error);
    }
  };
