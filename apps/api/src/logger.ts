import pino, { type Logger } from 'pino';

/** JSON logs on stdout; secrets are redacted wherever they could appear. */
export function createLogger(level: string, name = 'docent-api', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        'authorization',
        'apiKey',
        '*.apiKey',
        'api_key',
        '*.api_key',
        'key',
        'secret',
        'sig',
        '*.sig',
      ],
      censor: '[redacted]',
    },
  };
  // A destination is given by tests that capture the log. Otherwise stdout, written asynchronously: lines that
  // come while a write is under way go out together in the next one (one system call for many requests under
  // load, none held back when idle); pino flushes what is left when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
