// Every route the app registers, fuzzed with hostile requests as an anonymous visitor and as a logged-in applicant:
// no answer may be a 5xx, no request may pollute Object.prototype, and a refused write to the applicant's /api routes
// must leave the application exactly as it was. Generation is seeded: a failure prints FUZZ_SEED and FUZZ_PATH, and
// `FUZZ_SEED=… FUZZ_PATH=… npx vitest run tests/unit/server/fuzz/routes-fuzz.test.ts -t '<route>'` replays that
// one case. FUZZ_RUNS raises the number of cases per route for a longer hunt.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../../src/server/auth/create-auth.ts';
import { buildTestApp } from '../helpers/build.ts';
import { logInNewApplicant, TEST_ORIGIN, uniqueUsername } from '../helpers/session.ts';
import { applicantId, applicantState } from './applicant-state.ts';
import { OWN_COOKIES } from './hostile-headers.ts';
import { hostileRequest, type HostileRequest } from './hostile-requests.ts';
import { routeCollector } from './route-table.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 45);
const PATH = process.env.FUZZ_PATH;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join();

// A small built client, so the history fallback and the static files are routes here too, with or without a build.
const clientDir = mkdtempSync(join(tmpdir(), 'fuzz-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>fuzz</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log("fuzz");');

const collector = routeCollector();
// Jobs queued by a request stay queued: this file is about what the routes answer, not what the worker does later.
const test = await buildTestApp({ CLIENT_DIR: clientDir, JOBS_WORKER: 'off' }, { onRoute: collector.onRoute });
const { app } = test;
// The history fallback answers every path no route claims: fuzzed as a route of its own.
const routes = [...collector.routes(), { url: '/some/page', methods: ['GET', 'HEAD'], schemas: {} }];
const context = { origin: TEST_ORIGIN, bodyLimit: test.config.bodyLimit };

const sessionName = sessionCookieName(false);
let logins = 0;
let ownCookies = '';
let ownId = '';

/**
 * Makes a new applicant the logged-in one, each from an address of its own. A case that logs out needs it: logging the
 * same applicant in again hundreds of times in a long hunt would trip the login lock and the per-address limits.
 */
async function logInAsNewApplicant(): Promise<void> {
  logins += 1;
  const username = uniqueUsername('fuzz');
  ownCookies = (await logInNewApplicant(app, username, `192.0.${Math.floor(logins / 250) % 256}.${logins % 250}`)).cookieHeader();
  ownId = await applicantId(app, username);
}
await logInAsNewApplicant();

afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The request in a few lines: enough to see the case, never the 256 KB body. */
function describeCase(request: HostileRequest, response: LightMyRequestResponse | null): string {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  const answer = response ? `${response.statusCode} ${response.body.slice(0, 300)}` : 'no answer';
  return `${request.method} ${request.url.slice(0, 300)}\nheaders ${JSON.stringify(request.headers).slice(0, 600)}\nbody ${JSON.stringify(payload)}\n→ ${answer}`;
}

/** Runs one case; a hang is a failure too. */
async function send(request: HostileRequest): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within 15 s\n${describeCase(request, null)}`)), 15_000);
  });
  try {
    return await Promise.race([app.inject({ ...request, method: request.method as 'GET' }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const loggedOut = (response: LightMyRequestResponse) =>
  (response.cookies as Array<{ name: string; maxAge?: number }>).some((cookie) => cookie.name === sessionName && cookie.maxAge === 0);

describe.each([
  ['an anonymous visitor', false],
  ['a logged-in applicant', true],
] as const)('every route, fuzzed as %s', (_who, loggedIn) => {
  const reached = { total: 0, pastTheGuard: 0 };

  it.each(routes.map((route) => [`${route.methods.join(',')} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const property = fc.asyncProperty(hostileRequest(route, context, loggedIn), async (generated) => {
        const cookie = generated.headers.cookie?.replaceAll(OWN_COOKIES, ownCookies);
        const request = { ...generated, headers: { ...generated.headers, ...(cookie === undefined ? {} : { cookie }) } };
        const watched = loggedIn && STATE_CHANGING.has(request.method) && route.url.startsWith('/api/');
        const before = watched ? await applicantState(app, ownId) : null;

        const response = await send(request);
        const where = describeCase(request, response);
        if (response.statusCode >= 500) throw new Error(`server error\n${where}`);
        if (({} as { polluted?: unknown }).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).sort().join() !== PROTOTYPE_NAMES) {
          throw new Error(`Object.prototype was changed\n${where}`);
        }
        if (before !== null && response.statusCode >= 400 && (await applicantState(app, ownId)) !== before) {
          throw new Error(`a refused write changed the application\n${where}`);
        }
        if (loggedIn && route.url.startsWith('/api/')) {
          reached.total += 1;
          if (response.statusCode !== 401) reached.pastTheGuard += 1;
        }
        // A case that logged the applicant out: the next cases run with a new session.
        if (loggedIn && loggedOut(response)) await logInAsNewApplicant();
      });
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) });
      expect(
        details.failed,
        `${details.errorInstance instanceof Error ? details.errorInstance.message : ''}\nreplay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath}`,
      ).toBe(false);
      // A longer hunt (FUZZ_RUNS) gets the time it needs; a logout case signs a new applicant up.
    },
    Math.max(20_000, RUNS * 500),
  );

  if (loggedIn) {
    it('ran its /api cases with a live session', async () => {
      // Most cases must have got past the session guard, or the logged-in half fuzzed nothing but the 401.
      expect(reached.pastTheGuard).toBeGreaterThan(reached.total / 2);
      expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: ownCookies } })).statusCode).toBe(200);
    });
  }
});
