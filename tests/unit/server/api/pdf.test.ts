import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant } from '../helpers/session.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => test.close());

describe('GET /api/pdf', () => {
  it('answers a new applicant who has saved nothing yet with a queued PDF, not an error', async () => {
    const applicant = await logInNewApplicant(test.app);
    const response = await applicant.get('/api/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UNPROCESSED', url: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
