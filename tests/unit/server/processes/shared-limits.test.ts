import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { startServerProcess, type ServerProcess } from '../../../support/server-process.ts';
import { freshDatabase, type FreshDatabase } from '../helpers/fresh-database.ts';

/**
 * Two real server processes on one database (PostgreSQL with TEST_DATABASE_URL, else one SQLite file), as behind a
 * load balancer: a client's requests alternate between them, and each limit counts them together.
 */
const SITE = 'http://admissions.test';
const LOOKUP_LIMIT = 4;

let dataDir: string;
let database: FreshDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shared-limits-'));
  database = await freshDatabase();
  const env = {
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    PUBLIC_URL: SITE,
    LOOKUP_DATA_DIR: 'none',
    LOOKUP_RATE_LIMIT: String(LOOKUP_LIMIT),
    JOBS_WORKER: 'off',
  };
  // One after the other: the first creates the schema and the shared secrets, the second finds them.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The n-th request of a client goes to server n mod 2, as a round-robin balancer sends them. */
const serverFor = (n: number) => servers[n % 2]!;

describe('limits hold across server processes', () => {
  it('the per-IP lookup limit reached through both processes refuses the next request on either', async () => {
    const find = (n: number) => fetch(`${serverFor(n).url}/lookup/find?category=hs_ceeb&text=fair`);
    for (let n = 0; n < LOOKUP_LIMIT; n += 1) expect((await find(n)).status, `request ${n + 1}`).toBe(200);
    expect((await find(LOOKUP_LIMIT)).status).toBe(429);
    expect((await find(LOOKUP_LIMIT + 1)).status).toBe(429);
  });

  it('a per-IP account limit reached through one process holds through the other', async () => {
    // Refused bodies count too: the limit is checked before the body is read.
    const resend = (server: ServerProcess) =>
      fetch(`${server.url}/public/resend-confirm`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE }, body: '{}' });
    for (let n = 0; n < authPolicy.perIp.resendConfirm; n += 1) expect((await resend(servers[0]!)).status, `request ${n + 1}`).toBe(400);
    const refused = await resend(servers[1]!);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: authMessages.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
