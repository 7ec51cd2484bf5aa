import dns from 'node:dns/promises';
import { Agent } from 'undici';
import { ipLiteralOf, refusedAddressReason } from './address-policy';
import { guardedLookup, RefusedAddressError } from './guarded-lookup';

/**
 * The one rule for every outgoing request made on a user's behalf (POST /doc {url}, webhook deliveries): http(s)
 * only, no user name or password in the URL, and never a loopback, private, link-local or reserved address unless
 * the `host:port` is allow-listed (DOCENT_FETCH_ALLOW_HOSTS). Names are checked again at connect time by
 * guardedLookup (no DNS-rebinding window).
 */
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const hostPort = `${url.hostname}:${url.port || DEFAULT_PORT[url.protocol]}`.toLowerCase();
  return allowHosts.some((entry) => entry.toLowerCase() === hostPort);
}

/** Why a URL is refused: its scheme, credentials in it, or the address it names (callers say what was not done). */
export type RefusalRule = 'scheme' | 'credentials' | 'address';

export type UrlTarget = { refused: string; rule: RefusalRule } | { refused?: undefined; allowListed: boolean };

/**
 * Credentials in a URL (`user:password@host`) are refused, never stripped: they would not be sent by us, and a
 * password must never end up stored (as a document's name, a webhook's url), in a response or in a log.
 */
export const CREDENTIALS_REFUSED = 'must not contain a user name or password (user:password@host)';

/**
 * Checks a URL before any connection: scheme, credentials, allow-list, and the address itself when the host is an
 * IP literal.
 */
export function checkUrlTarget(url: URL, allowHosts: readonly string[]): UrlTarget {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { refused: `only http and https URLs are accepted, not ${url.protocol}`, rule: 'scheme' };
  if (url.username !== '' || url.password !== '') return { refused: CREDENTIALS_REFUSED, rule: 'credentials' };
  if (isAllowListed(url, allowHosts)) return { allowListed: true };
  const literal = ipLiteralOf(url.hostname);
  if (literal) {
    const reason = refusedAddressReason(literal);
    if (reason) return { refused: `${url.hostname} is a ${reason}`, rule: 'address' };
  }
  return { allowListed: false };
}

/** A refusal in words, for a sentence about what was not done with it ("fetched", "called"). */
export function describeRefusal(target: { refused: string; rule: RefusalRule }, notDone: string): string {
  return target.rule === 'address' ? `${target.refused}, which is not ${notDone}` : target.refused;
}

/**
 * checkUrlTarget, and for a host name also a DNS lookup now: used where a URL is registered for later use
 * (webhooks), so a name that resolves to a private address is refused up front, not only at delivery time.
 */
export async function checkUrlTargetResolved(url: URL, allowHosts: readonly string[]): Promise<string | undefined> {
  const target = checkUrlTarget(url, allowHosts);
  if (target.refused !== undefined) return target.refused;
  if (target.allowListed || ipLiteralOf(url.hostname)) return undefined;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await dns.lookup(url.hostname, { all: true });
  } catch {
    return `${url.hostname} does not resolve`;
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address);
    if (reason) return `${url.hostname} resolves to ${address} (${reason})`;
  }
  return undefined;
}

/**
 * Agents for outgoing requests: `guarded` refuses non-public addresses when connecting; `open` serves the allow-list.
 */
export function outgoingAgents(options: { timeoutMs: number; connectTimeoutMs?: number; connections?: number }) {
  const common = {
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connections: options.connections ?? 2,
    pipelining: 0,
  };
  const connect = { timeout: options.connectTimeoutMs ?? Math.min(5_000, options.timeoutMs) };
  return {
    guarded: new Agent({ ...common, connect: { ...connect, lookup: guardedLookup } }),
    open: new Agent({ ...common, connect }),
  };
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
 * Why an outgoing request (URL fetch, webhook delivery) failed, in words for the user: never a library's own message
 * (OpenSSL routines, undici internals), which would say little to them and too much about us.
 */
export function describeRequestFailure(error: unknown): string {
  type Failure = { name?: string; code?: unknown; cause?: unknown };
  for (let e = error as Failure | undefined; e; e = e.cause as Failure | undefined) {
    if (e instanceof RefusedAddressError) return e.message;
    if (
      e.name === 'TimeoutError' ||
      e.code === 'UND_ERR_CONNECT_TIMEOUT' ||
      e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
      e.code === 'UND_ERR_BODY_TIMEOUT'
    ) {
      return 'the server was too slow to answer';
    }
    const code: unknown = e.code;
    if (typeof code !== 'string') continue;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'the host name does not resolve';
    if (code === 'ECONNREFUSED') return 'the connection was refused';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'the connection was reset';
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the host cannot be reached';
    if (CERTIFICATE_PROBLEMS[code]) return `the server is not trusted: ${CERTIFICATE_PROBLEMS[code]}`;
    if (/^(ERR_SSL_|ERR_TLS_|EPROTO$)/.test(code)) {
      return 'a secure (TLS) connection could not be made: the server may not speak https on that port';
    }
    if (code.startsWith('Z_')) return 'the response body could not be decoded';
    if (/^(HPE_|UND_ERR_INVALID|UND_ERR_RES)/.test(code)) return 'the server sent an invalid HTTP response';
  }
  return 'the connection failed';
}
