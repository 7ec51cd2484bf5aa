import { request, type Dispatcher } from 'undici';
import { Webhook } from 'standardwebhooks';
import { checkUrlTarget, describeRefusal, describeRequestFailure, outgoingAgents } from '../fetching/url-guard';

export interface SendOptions {
  /** `host:port` entries exempt from the private-address rule (DOCENT_FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** The whole attempt: connect, send, the endpoint's answer. */
  timeoutMs: number;
}

export interface SendResult {
  /** 2xx from the endpoint. */
  ok: boolean;
  /** The endpoint's HTTP status, or null when it gave none. */
  status: number | null;
  /** Why the attempt failed, in plain words (null when ok). */
  error: string | null;
  durationMs: number;
}

const USER_AGENT = 'Docent-Webhooks/1.0';
const MAX_ERROR = 300;

// One pair of agents per process and timeout (keep-alive to endpoints across deliveries).
const agents = new Map<number, ReturnType<typeof outgoingAgents>>();
function agentsFor(timeoutMs: number) {
  let pair = agents.get(timeoutMs);
  if (!pair) {
    pair = outgoingAgents({ timeoutMs, connections: 4 });
    agents.set(timeoutMs, pair);
  }
  return pair;
}

/**
 * One signed POST of an event body, following the Standard Webhooks specification: `webhook-id` (the event id, the
 * same on every attempt), `webhook-timestamp` (this attempt, in seconds) and `webhook-signature` (`v1,` + base64
 * HMAC-SHA256 of `id.timestamp.body` under the endpoint's `whsec_` secret). The URL goes through the same guard as
 * URL fetching (private addresses refused at connect time unless allow-listed). Redirects are not followed.
 * Never throws: every failure is a result.
 */
export async function sendSignedEvent(
  target: { url: string; secret: string; eventId: string; body: string },
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): SendResult => ({
    ok: error === null && status !== null && status >= 200 && status < 300,
    status,
    error: error === null ? null : error.slice(0, MAX_ERROR),
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  let signature: string;
  const at = new Date();
  try {
    url = new URL(target.url);
    signature = new Webhook(target.secret).sign(target.eventId, at, target.body);
  } catch (error) {
    return done(
      null,
      error instanceof TypeError ? 'the url is not a valid absolute URL' : 'the signing secret is unreadable',
    );
  }
  const check = checkUrlTarget(url, options.allowHosts);
  if (check.refused !== undefined) return done(null, describeRefusal(check, 'called'));
  const { guarded, open } = agentsFor(options.timeoutMs);
  let res: Dispatcher.ResponseData;
  try {
    res = await request(url, {
      method: 'POST',
      dispatcher: check.allowListed ? open : guarded,
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': target.eventId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: target.body,
    });
  } catch (error) {
    return done(null, describeRequestFailure(error));
  }
  // The answer's body is not used: read a little of it (so the connection can be reused) and drop it.
  await res.body.dump({ limit: 64 * 1024 }).catch(() => {});
  const status = res.statusCode;
  if (status >= 200 && status < 300) return done(status, null);
  if (status >= 300 && status < 400)
    return done(status, `the endpoint answered HTTP ${status}; redirects are not followed`);
  return done(status, `the endpoint answered HTTP ${status}`);
}
