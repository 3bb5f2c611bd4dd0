import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Structured request logs that never hold secrets: only method, path (no query string, which may
 * carry tokens or reset codes), status and timing; cookies, authorization and bodies are never logged.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.code', '*.answer'],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { method: request.method, path: request.url.split('?')[0], ip: request.ip };
      },
      res(reply) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
