import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SHIPPED_REFERENCE_DIR } from '../../../src/server/config.ts';

const folder = mkdtempSync(join(tmpdir(), 'config-test-'));
const file = join(folder, 'a-file.txt');
writeFileSync(file, 'not a folder');
writeFileSync(join(folder, 'index.html'), '<!doctype html>');
const emptyFolder = mkdtempSync(join(folder, 'empty-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: null,
      tenantId: 'demo',
      mailDir: resolve('data/mail'),
      smtpUrl: null,
      lookupDataDir: SHIPPED_REFERENCE_DIR,
      lookupAddressProvider: 'local',
      lookupRateLimit: 600,
      publicUrl: null,
      clientDir: resolve('dist/client'),
      logLevel: 'info',
      bodyLimit: 262144,
      authSecret: null,
      answerEncryptionKey: null,
      answerEncryptionPreviousKeys: [],
      nodeEnv: 'development',
      isProduction: false,
      chromiumPath: '/usr/lib/chromium/chromium',
      trustProxy: false,
      jobsWorker: true,
      jobsConcurrency: 2,
      threadPoolSize: 4,
      s3: null,
      staffDir: null,
    });
  });

  it('imports the reference data shipped in the repository unless LOOKUP_DATA_DIR says none', () => {
    expect(SHIPPED_REFERENCE_DIR).toBe(resolve('reference'));
    expect(loadConfig({}).lookupDataDir).toBe(SHIPPED_REFERENCE_DIR);
    expect(loadConfig({ LOOKUP_DATA_DIR: 'none' }).lookupDataDir).toBeNull();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: folder,
      DATABASE_URL: 'postgresql://app:pw@db.internal:5432/admissions',
      TENANT: 'demo',
      MAIL_DIR: join(folder, 'outbox'),
      SMTP_URL: 'smtps://user:pw@mail.example.edu:465',
      LOOKUP_DATA_DIR: folder,
      PUBLIC_URL: 'https://apply.example.edu',
      CLIENT_DIR: folder,
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '65536',
      AUTH_SECRET: 'x'.repeat(32),
      NODE_ENV: 'production',
      CHROMIUM_PATH: '/opt/chrome/chrome',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      JOBS_WORKER: 'off',
      JOBS_CONCURRENCY: '4',
      UV_THREADPOOL_SIZE: '6',
      S3_BUCKET: 'admissions-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: folder,
      clientDir: folder,
      databaseUrl: 'postgresql://app:pw@db.internal:5432/admissions',
      mailDir: join(folder, 'outbox'),
      smtpUrl: 'smtps://user:pw@mail.example.edu:465',
      lookupDataDir: folder,
      publicUrl: 'https://apply.example.edu',
      logLevel: 'warn',
      bodyLimit: 65536,
      authSecret: 'x'.repeat(32),
      nodeEnv: 'production',
      isProduction: true,
      chromiumPath: '/opt/chrome/chrome',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      jobsWorker: false,
      jobsConcurrency: 4,
      threadPoolSize: 6,
      s3: {
        bucket: 'admissions-files',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('reads TRUST_PROXY as off, a hop count or a list, and refuses true (any client could name its own address)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would let any client choose its own address: give the number of proxies in front (e.g. 1) or their addresses/CIDRs',
    );
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('reads STAFF_DIR as a folder holding the four staff folders', () => {
    expect(loadConfig({ STAFF_DIR: '.' }).staffDir).toBe(process.cwd());
  });

  it('takes an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', CLIENT_DIR: ' ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ S3_ENDPOINT: 'http://s3' }, 'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store files in S3'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET is not a valid bucket name (got "Bad_Bucket")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ BODY_LIMIT: '1mb' }, 'BODY_LIMIT must be a whole number from 1024 to 67108864 (got "1mb")'],
    [{ UV_THREADPOOL_SIZE: '0' }, 'UV_THREADPOOL_SIZE must be a whole number from 1 to 1024 (got "0")'],
    [{ LOOKUP_RATE_LIMIT: '0' }, 'LOOKUP_RATE_LIMIT must be a whole number from 1 to 1000000 (got "0")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must use postgres: or postgresql: (got "mysql:")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must use smtp: or smtps: (got "http:")'],
    [{ PUBLIC_URL: 'apply.example.edu' }, 'PUBLIC_URL is not a valid URL'],
    [{ TENANT: '../etc' }, 'TENANT must be a folder name under tenants/ (got "../etc")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of production, development, test (got "prod")'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [
      { ANSWER_ENCRYPTION_KEY: 'ab'.repeat(31) },
      'ANSWER_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or 43-44 base64 characters (e.g. openssl rand -base64 32)',
    ],
    [
      { ANSWER_ENCRYPTION_KEY: 'ab'.repeat(32), ANSWER_ENCRYPTION_PREVIOUS_KEYS: 'ab'.repeat(32) + ',nope' },
      'ANSWER_ENCRYPTION_PREVIOUS_KEYS must be 32 bytes written as 64 hex digits or 43-44 base64 characters (e.g. openssl rand -base64 32)',
    ],
    [
      { ANSWER_ENCRYPTION_PREVIOUS_KEYS: 'ab'.repeat(32) },
      'ANSWER_ENCRYPTION_PREVIOUS_KEYS is set but ANSWER_ENCRYPTION_KEY is not: set the key answers are encrypted with now',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be false, a number of proxies, or IP addresses/CIDRs separated by commas (got "yes")'],
    [{ HOST: 'local host' }, 'HOST must be a host name or IP address (got "local host")'],
    [{ DATA_DIR: file }, `DATA_DIR must be a folder, but ${file} is a file`],
    [{ MAIL_DIR: file }, `MAIL_DIR must be a folder, but ${file} is a file`],
    [{ LOOKUP_DATA_DIR: join(folder, 'missing') }, `LOOKUP_DATA_DIR names a folder that does not exist (${join(folder, 'missing')})`],
    [{ CLIENT_DIR: emptyFolder }, `CLIENT_DIR must be a folder holding index.html (none at ${emptyFolder})`],
    [{ STAFF_DIR: join(folder, 'missing') }, `STAFF_DIR names a folder that does not exist (${join(folder, 'missing')})`],
    [
      { STAFF_DIR: emptyFolder },
      `STAFF_DIR must be a folder holding schemas, uischemas, texts-and-settings, tenants (${emptyFolder} lacks schemas, uischemas, texts-and-settings, tenants)`,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats a URL that may hold a password', () => {
    for (const env of [{ DATABASE_URL: 'mysql://app:hunter2@db' }, { SMTP_URL: 'smtp://app:hunter2@mail:bad-port' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).not.toThrow(/hunter2/);
    }
  });
});
