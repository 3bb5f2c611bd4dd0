import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed and checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  tenantId: string;
  mailDir: string;
  smtpUrl: string | null;
  lookupDataDir: string | null;
  /** Which address lookup provider answers (src/server/lookup/providers/index.ts); `local` makes no network call. */
  lookupAddressProvider: string;
  /** Lookup requests allowed per client IP per minute. */
  lookupRateLimit: number;
  publicUrl: string | null;
  clientDir: string;
  logLevel: string;
  bodyLimit: number;
  authSecret: string | null;
  isProduction: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const tenantId = env.TENANT || 'demo';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(tenantId)) {
    throw new ConfigError(`TENANT must be a folder name under tenants/ (got "${tenantId}")`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const authSecret = env.AUTH_SECRET || null;
  if (authSecret !== null && authSecret.length < 32) {
    throw new ConfigError('AUTH_SECRET must be at least 32 characters');
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    tenantId,
    mailDir: resolve(env.MAIL_DIR || `${dataDir}/mail`),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    lookupDataDir: env.LOOKUP_DATA_DIR ? resolve(env.LOOKUP_DATA_DIR) : null,
    lookupAddressProvider: env.LOOKUP_ADDRESS_PROVIDER || 'local',
    lookupRateLimit: integer(env, 'LOOKUP_RATE_LIMIT', 600, 1, 1_000_000),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    logLevel,
    bodyLimit: integer(env, 'BODY_LIMIT', 256 * 1024, 1024, 64 * 1024 * 1024),
    authSecret,
    isProduction: env.NODE_ENV === 'production',
  };
}
