import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';

describe('jobs plugin', () => {
  it('runs jobs once the app is ready; a job cut off by closing the app completes after the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jobs-plugin-'));
    const database = await freshDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
    try {
      let started: () => void = () => undefined;
      // What the job works with (LibreOffice, Chromium) belongs to a plugin registered after the jobs plugin, and
      // closes with the app: the job must be stopped first, or it fails (and waits for a retry) instead of being given back.
      let toolClosed: (error: Error) => void = () => undefined;
      const first = await buildTestApp(env, {
        extend(app: FastifyInstance) {
          app.jobs.register<{ who: string }>('test.greet', async ({ who }) => `hello ${who}`);
          app.jobs.register('test.long', (_payload, { signal }) => {
            started();
            return new Promise((_resolve, reject) => {
              toolClosed = reject;
              signal.addEventListener('abort', () => reject(signal.reason));
            });
          });
          app.addHook('onClose', async () => toolClosed(new Error('the tool closed under a running job')));
        },
      });
      const greet = await first.app.jobs.enqueue('test.greet', { who: 'applicant' });
      await first.app.jobs.idle();
      expect(await first.app.jobs.status(greet.id)).toMatchObject({ status: 'completed', result: 'hello applicant' });
      const running = new Promise<void>((resolve) => (started = resolve));
      const long = await first.app.jobs.enqueue('test.long', {});
      await running;
      await first.close();

      const second = await buildTestApp(env, { extend: (app) => app.jobs.register('test.long', async () => 'finished after restart') });
      try {
        await second.app.jobs.idle();
        expect(await second.app.jobs.status(long.id)).toMatchObject({ status: 'completed', attempts: 1, result: 'finished after restart' });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs no worker with JOBS_WORKER=off, but still enqueues', async () => {
    const test = await buildTestApp({ JOBS_WORKER: 'off' }, { extend: (app) => app.jobs.register('test.never', async () => 'ran') });
    try {
      const { id } = await test.app.jobs.enqueue('test.never', {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await test.app.jobs.status(id)).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await test.close();
    }
  });
});
