import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { invalid } from '../common/errors';
import { ipLiteralOf, refusedAddressReason } from './address-policy';
import { guardedLookup, RefusedAddressError } from './guarded-lookup';

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
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A user-facing refusal: 400 with the field named, nothing stored. */
const refuse = (reason: string) => invalid(`url: could not be fetched: ${reason}`);

function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const hostPort = `${url.hostname}:${url.port || DEFAULT_PORT[url.protocol]}`.toLowerCase();
  return allowHosts.some((entry) => entry.toLowerCase() === hostPort);
}

/** Checks a hop before any connection: scheme, and the address itself when the host is an IP literal. */
function checkHop(url: URL, allowHosts: readonly string[]): 'guarded' | 'allow-listed' {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(`only http and https URLs are fetched, not ${url.protocol}`);
  if (isAllowListed(url, allowHosts)) return 'allow-listed';
  const literal = ipLiteralOf(url.hostname);
  if (literal) {
    const reason = refusedAddressReason(literal);
    if (reason) throw refuse(`${url.hostname} is a ${reason}, which is not fetched`);
  }
  return 'guarded';
}

/** TLS certificate failures (Node's codes) in plain words. */
const CERTIFICATE_PROBLEMS: Record<string, string> = {
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  CERT_NOT_YET_VALID: 'its TLS certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is signed by an untrusted (self-signed) authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate is not signed by a trusted authority',
  UNABLE_TO_GET_ISSUER_CERT: 'its TLS certificate is not signed by a trusted authority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its TLS certificate is not signed by a trusted authority',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host name',
  CERT_REVOKED: 'its TLS certificate was revoked',
};

/**
 * Why a fetch failed, in words for the user: never a library's own message (OpenSSL routines, undici internals),
 * which would say little to them and too much about us.
 */
function describe(error: unknown): string {
  for (let e: any = error; e; e = e.cause) {
    if (e instanceof RefusedAddressError) return e.message;
    if (e.name === 'TimeoutError' || e.code === 'UND_ERR_CONNECT_TIMEOUT' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT') {
      return 'the server was too slow to answer';
    }
    if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' || e.code === 'ENODATA') return 'the host name does not resolve';
    if (e.code === 'ECONNREFUSED') return 'the connection was refused';
    if (e.code === 'ECONNRESET' || e.code === 'UND_ERR_SOCKET' || e.code === 'EPIPE') return 'the connection was reset';
    if (e.code === 'EHOSTUNREACH' || e.code === 'ENETUNREACH') return 'the host cannot be reached';
    if (typeof e.code === 'string' && CERTIFICATE_PROBLEMS[e.code]) return `the server is not trusted: ${CERTIFICATE_PROBLEMS[e.code]}`;
    if (typeof e.code === 'string' && /^(ERR_SSL_|ERR_TLS_|EPROTO$)/.test(e.code)) {
      return 'a secure (TLS) connection could not be made: the server may not speak https on that port';
    }
    if (typeof e.code === 'string' && e.code.startsWith('Z_')) return 'the response body could not be decoded';
    if (typeof e.code === 'string' && /^(HPE_|UND_ERR_INVALID|UND_ERR_RES)/.test(e.code)) return 'the server sent an invalid HTTP response';
  }
  return 'the connection failed';
}

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
  const codings = typeof encoding === 'string' ? encoding.toLowerCase().split(',').map((c) => c.trim()).filter((c) => c && c !== 'identity') : [];
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
  const connect = { timeout: options.connectTimeoutMs ?? 5_000 };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const agentOptions = { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections: 2, pipelining: 0 };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalid('url: not a valid absolute URL');
  }
  const guarded = new Agent({ ...agentOptions, connect: { ...connect, lookup: guardedLookup } });
  const open = new Agent({ ...agentOptions, connect });
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
