import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staffDirOf } from './staff-folder/staff-folder.ts';

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
  /** Encrypts secret answers (the SSN) at rest; null: a key generated once and kept in the database. */
  answerEncryptionKey: Buffer | null;
  /** Keys answers may still be encrypted with; each start re-encrypts those answers with answerEncryptionKey. */
  answerEncryptionPreviousKeys: Buffer[];
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  /** Headless Chromium for PDF copies; optional at start (`npm start` warns when it is missing). */
  chromiumPath: string;
  /** Which proxies may name the client's address (X-Forwarded-For): none, a hop count, or addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Whether this process runs the job worker (JOBS_WORKER=off for a web-only process beside `npm run worker`). */
  jobsWorker: boolean;
  /** Jobs of each pool (conversions, PDFs) one process runs at the same time (document conversions are CPU-bound). */
  jobsConcurrency: number;
  /** UV_THREADPOOL_SIZE as libuv read it at start (its default 4 when unset); see thread-pool.ts. */
  threadPoolSize: number;
  /** An S3-compatible bucket for uploaded and converted documents (S3_*); null: files under DATA_DIR/files. */
  s3: S3Settings | null;
  /** STAFF_DIR: a folder whose schemas/, uischemas/, texts-and-settings/ and tenants/ the server reads instead of the repository's; null: the repository's. */
  staffDir: string | null;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service's URL; null for AWS itself. */
  endpoint: string | null;
  /** null: the SDK's own credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** A setting that cannot be used; its message names the variable, in one line. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export const DEFAULT_CHROMIUM_PATH = '/usr/lib/chromium/chromium';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['production', 'development', 'test'] as const;

/** The value of a variable, or null when it is unset or empty (an empty value means "use the default"). */
/** The reference data shipped in the repository (reference/README.md), imported on first start by default. */
export const SHIPPED_REFERENCE_DIR = fileURLToPath(new URL('../../reference', import.meta.url));

/** LOOKUP_DATA_DIR: unset imports the shipped reference data, `none` imports nothing, a folder imports its files. */
function lookupFolder(env: Env): string | null {
  if (read(env, 'LOOKUP_DATA_DIR')?.trim() === 'none') return null;
  return folder(env, 'LOOKUP_DATA_DIR', SHIPPED_REFERENCE_DIR, { mustExist: true });
}

function read(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = read(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // The value itself is not repeated: it may hold a password.
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name) ?? fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

interface FolderRule {
  /** The folder is read, not created: it must exist. */
  mustExist?: boolean;
  /** A file the folder must hold. */
  mustHold?: string;
}

/** A folder path; when the path exists it must be a folder. The rule applies to a value set, not to the default. */
function folder(env: Env, name: string, fallback: string, rule?: FolderRule): string;
function folder(env: Env, name: string, fallback: null, rule?: FolderRule): string | null;
function folder(env: Env, name: string, fallback: string | null, rule: FolderRule = {}): string | null {
  const raw = read(env, name);
  if (raw === null) return fallback === null ? null : resolve(fallback);
  const path = resolve(raw);
  if (!existsSync(path)) {
    if (rule.mustExist || rule.mustHold) throw new ConfigError(`${name} names a folder that does not exist (${path})`);
    return path;
  }
  if (!statSync(path).isDirectory()) {
    throw new ConfigError(`${name} must be a folder, but ${path} is a file`);
  }
  const { mustHold } = rule;
  if (mustHold !== undefined && !existsSync(join(path, mustHold))) {
    throw new ConfigError(`${name} must be a folder holding ${mustHold} (none at ${path})`);
  }
  return path;
}

/** A 32-byte key written as 64 hex digits or in base64/base64url; the value is never repeated in a message. */
function keyBytes(name: string, raw: string): Buffer {
  const text = raw.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url')
      : null;
  if (!bytes || bytes.length !== 32) throw new ConfigError(`${name} must be 32 bytes written as 64 hex digits or 43-44 base64 characters (e.g. openssl rand -base64 32)`);
  return bytes;
}

function answerKeys(env: Env): { current: Buffer | null; previous: Buffer[] } {
  const current = read(env, 'ANSWER_ENCRYPTION_KEY');
  const previous = read(env, 'ANSWER_ENCRYPTION_PREVIOUS_KEYS');
  if (current === null && previous !== null) {
    throw new ConfigError('ANSWER_ENCRYPTION_PREVIOUS_KEYS is set but ANSWER_ENCRYPTION_KEY is not: set the key answers are encrypted with now');
  }
  return {
    current: current === null ? null : keyBytes('ANSWER_ENCRYPTION_KEY', current),
    previous: (previous ?? '')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map((part) => keyBytes('ANSWER_ENCRYPTION_PREVIOUS_KEYS', part)),
  };
}

/**
 * Off by default: a client could otherwise choose its own address and slip past every per-IP limit. `true` is
 * refused: trusting every hop believes the left-most X-Forwarded-For entry, which the client writes itself.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    throw new ConfigError('TRUST_PROXY=true would let any client choose its own address: give the number of proxies in front (e.g. 1) or their addresses/CIDRs');
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every((address) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address))) return addresses;
  throw new ConfigError(`TRUST_PROXY must be false, a number of proxies, or IP addresses/CIDRs separated by commas (got "${raw}")`);
}

/** TRUST_PROXY in the form Fastify's types take (its run time also takes a hop count; its types do not). */
export function fastifyTrustProxy(value: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

function s3Settings(env: Env): S3Settings | null {
  const bucket = read(env, 'S3_BUCKET');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (bucket === null) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => read(env, name) !== null);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a valid bucket name (got "${bucket}")`);
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  return {
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: oneOf(env, 'S3_FORCE_PATH_STYLE', ['true', 'false'] as const, endpoint ? 'true' : 'false') === 'true',
  };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = folder(env, 'DATA_DIR', './data');
  const tenantId = read(env, 'TENANT') ?? 'demo';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(tenantId)) {
    throw new ConfigError(`TENANT must be a folder name under tenants/ (got "${tenantId}")`);
  }
  const authSecret = read(env, 'AUTH_SECRET');
  if (authSecret !== null && authSecret.length < 32) {
    throw new ConfigError('AUTH_SECRET must be at least 32 characters');
  }
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) throw new ConfigError(`HOST must be a host name or IP address (got "${host}")`);
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const answerKey = answerKeys(env);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    tenantId,
    mailDir: folder(env, 'MAIL_DIR', join(dataDir, 'mail')),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    lookupDataDir: lookupFolder(env),
    lookupAddressProvider: read(env, 'LOOKUP_ADDRESS_PROVIDER') ?? 'local',
    lookupRateLimit: integer(env, 'LOOKUP_RATE_LIMIT', 600, 1, 1_000_000),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    // The default may be missing (the API alone, under `npm run dev`); a folder named on purpose must hold a build.
    clientDir: folder(env, 'CLIENT_DIR', './dist/client', { mustHold: 'index.html' }),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    bodyLimit: integer(env, 'BODY_LIMIT', 256 * 1024, 1024, 64 * 1024 * 1024),
    authSecret,
    answerEncryptionKey: answerKey.current,
    answerEncryptionPreviousKeys: answerKey.previous,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    chromiumPath: read(env, 'CHROMIUM_PATH') ?? DEFAULT_CHROMIUM_PATH,
    trustProxy: trustProxy(env),
    jobsWorker: oneOf(env, 'JOBS_WORKER', ['on', 'off'] as const, 'on') === 'on',
    jobsConcurrency: integer(env, 'JOBS_CONCURRENCY', 2, 1, 64),
    // libuv's own bounds.
    threadPoolSize: integer(env, 'UV_THREADPOOL_SIZE', 4, 1, 1024),
    s3: s3Settings(env),
    staffDir: staffFolder(env),
  };
}

function staffFolder(env: Env): string | null {
  try {
    return staffDirOf(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
