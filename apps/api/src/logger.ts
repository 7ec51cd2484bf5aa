import pino, { type Logger } from 'pino';

/** JSON logs on stdout; secrets are redacted wherever they could appear. */
export function createLogger(level: string, name = 'docent-api'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'apiKey', '*.apiKey', 'key', 'secret'],
      censor: '[redacted]',
    },
  });
}
