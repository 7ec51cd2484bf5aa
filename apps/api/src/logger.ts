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
  // A destination is given by tests that capture the log; otherwise pino's default stdout.
  return destination ? pino(options, destination) : pino(options);
}
