import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { invalid } from '../common/errors';
import {
  checkUrlTarget,
  CREDENTIALS_REFUSED,
  describeRefusal,
  describeRequestFailure,
  outgoingAgents,
} from './url-guard';

export interface FetchUrlOptions {
  /** Largest body accepted, in bytes (the upload limit). */
  maxBytes: number;
  /** `host:port` entries exempt from the public-address rule (e.g. an intranet file server). */
  allowHosts?: readonly string[];
  connectTimeoutMs?: number;
  /** Whole fetch, redirects and body included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface FetchedFile {
  bytes: Buffer;
  /** Content-Type essence as the server declared it (analysis still detects the type from the bytes). */
  mimeType?: string;
  finalUrl: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A user-facing refusal: 400 with the field named, nothing stored. */
const refuse = (reason: string) => invalid(`url: could not be fetched: ${reason}`);

/** Checks a hop before any connection (the shared outgoing-URL rule). */
function checkHop(url: URL, allowHosts: readonly string[]): 'guarded' | 'allow-listed' {
  const target = checkUrlTarget(url, allowHosts);
  if (target.refused === undefined) return target.allowListed ? 'allow-listed' : 'guarded';
  // Only a redirect can get here with credentials: the URL given is checked before the first hop.
  if (target.rule === 'credentials') throw refuse('a redirect to a URL with a user name or password');
  throw refuse(describeRefusal(target, 'fetched'));
}

/** Why a fetch failed, in plain words (the shared rule for outgoing requests). */
const describe = describeRequestFailure;

const tooLargeReason = (maxBytes: number) =>
  `the file is larger than the upload limit of ${Math.round((maxBytes / 1024 / 1024) * 100) / 100} MB (DOCENT_MAX_UPLOAD_MB)`;

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * Reads the body, undoing a Content-Encoding the server applied although we asked for identity, and
 * stops as soon as the DECODED size passes maxBytes (so a compression bomb costs at most maxBytes).
 */
async function readCapped(body: Dispatcher.ResponseData['body'], encoding: unknown, maxBytes: number): Promise<Buffer> {
  const codings =
    typeof encoding === 'string'
      ? encoding
          .toLowerCase()
          .split(',')
          .map((c) => c.trim())
          .filter((c) => c && c !== 'identity')
      : [];
  let stream: Readable = body;
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder) throw refuse(`unsupported Content-Encoding ${coding}`);
    stream = stream.pipe(decoder()) as unknown as Readable;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > maxBytes) throw refuse(tooLargeReason(maxBytes));
      chunks.push(chunk);
    }
  } finally {
    if (size > maxBytes || !body.readableEnded) body.destroy();
    if (stream !== body) stream.destroy();
  }
  return Buffer.concat(chunks, size);
}

/**
 * Fetches a public URL for ingestion. Every hop (at most `maxRedirects` redirects, followed by hand)
 * is checked before connecting; names are resolved by a lookup that refuses non-public addresses at
 * connect time. Failures throw `invalid` (HTTP 400) with a reason, and no partial state.
 */
export async function fetchUrl(rawUrl: string, options: FetchUrlOptions): Promise<FetchedFile> {
  const allowHosts = options.allowHosts ?? [];
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalid('url: not a valid absolute URL');
  }
  // Credentials would not be sent (and must never end up as the document's name or in logs): refused outright.
  const given = checkUrlTarget(url, allowHosts);
  if (given.refused !== undefined && given.rule === 'credentials') {
    throw invalid(`url: ${CREDENTIALS_REFUSED}; Docent only fetches public URLs`);
  }
  const { guarded, open } = outgoingAgents({ timeoutMs, connectTimeoutMs: options.connectTimeoutMs ?? 5_000 });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const dispatcher = checkHop(url, allowHosts) === 'guarded' ? guarded : open;
      let res: Dispatcher.ResponseData;
      try {
        res = await request(url, {
          dispatcher,
          method: 'GET',
          signal,
          headers: { 'user-agent': 'Docent/0.1 (document fetch)', accept: '*/*', 'accept-encoding': 'identity' },
        });
      } catch (error) {
        throw refuse(describe(error));
      }
      if (REDIRECTS.has(res.statusCode)) {
        await res.body.dump().catch(() => {});
        const location = res.headers.location;
        if (typeof location !== 'string') throw refuse(`HTTP ${res.statusCode} redirect without a Location`);
        if (hop >= maxRedirects) throw refuse(`more than ${maxRedirects} redirects`);
        try {
          url = new URL(location, url);
        } catch {
          throw refuse('redirect to an invalid URL');
        }
        continue;
      }
      if (res.statusCode < 200 || res.statusCode > 299) {
        await res.body.dump().catch(() => {});
        throw refuse(`the server answered HTTP ${res.statusCode}`);
      }
      const declared = Number(res.headers['content-length']);
      // Content-Length counts encoded bytes: only an identity body can be refused on it up front.
      if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > options.maxBytes) {
        res.body.destroy();
        throw refuse(tooLargeReason(options.maxBytes));
      }
      let bytes: Buffer;
      try {
        bytes = await readCapped(res.body, res.headers['content-encoding'], options.maxBytes);
      } catch (error) {
        if ((error as { code?: string }).code === 'invalid') throw error;
        throw refuse(describe(error));
      }
      const type = res.headers['content-type'];
      const mimeType = typeof type === 'string' ? type.split(';')[0].trim().toLowerCase() || undefined : undefined;
      return { bytes, mimeType, finalUrl: url.toString() };
    }
  } finally {
    await Promise.all([guarded.destroy(), open.destroy()]).catch(() => {});
  }
}
