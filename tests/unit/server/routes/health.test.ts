import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('GET /healthz', () => {
  it('answers 200 while the process is alive, whatever it depends on', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await test.app.db.destroy();
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database, the storage and the job queue answer; any Host, no session', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/readyz', headers: { host: '10.0.0.12:4231' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the reason once the database is gone', async () => {
    const database = await freshDatabase();
    try {
      test = await buildTestApp(database.url ? { DATABASE_URL: database.url } : {});
      if (database.url) {
        // The database itself goes, its connections cut, as when the server is lost.
        await database.drop();
      } else {
        await test.app.db.destroy();
      }
      const response = await test.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', reason: 'database unavailable' });
      expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await database.drop();
    }
  });
});
