import { pino, type Logger } from 'pino';

/** Paths that never reach a log line, whatever a handler logs. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.code',
  '*.answer',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redactedPaths, censor: '[redacted]' } });
}
