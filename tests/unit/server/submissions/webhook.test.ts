import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueueFor } from '../../../../src/server/jobs/from-config.ts';
import type { JobQueue } from '../../../../src/server/jobs/types.ts';
import { WEBHOOK_JOB, type WebhookPayload } from '../../../../src/server/webhooks/webhook-job.ts';
import { answersOf, type Submission } from '../../../../src/shared/submission/submission.ts';
import { ROOT } from '../../cli/run-cli.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { expectedAnswers, readyApplicant, submitApplication } from './submitted-application.ts';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const SECRET_ENV = 'TEST_WEBHOOK_SECRET';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
  answered: number;
}

/** A receiver on loopback answering the statuses given in turn (the last one from then on). */
async function receiver(statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = statuses[Math.min(received.length, statuses.length - 1)];
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers, answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/admissions`, received, server };
}

let test: TestApp;
let queue: JobQueue;
let flaky: Awaited<ReturnType<typeof receiver>>;
let down: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  process.env[SECRET_ENV] = SECRET;
  flaky = await receiver([500, 500, 500, 200]);
  down = await receiver([503]);
  test = await buildTestApp(
    { JOBS_WORKER: 'off' },
    {
      extend: (app) => {
        app.tenantWebhooks.push(
          { name: 'SIS', url: flaky.url, secretEnv: SECRET_ENV },
          { name: 'Down', url: down.url, secretEnv: SECRET_ENV, withSsn: true },
          { name: 'Not http', url: 'ftp://127.0.0.1/in', secretEnv: SECRET_ENV },
        );
      },
    },
  );
  // The app's own worker is off (no Chromium for the PDF job here): this worker runs only the webhook job, with
  // the app's handler and a fast retry schedule, on the queue the app enqueues on (pg-boss on PostgreSQL, whose
  // retries wait a second at least).
  queue = jobQueueFor({ db: test.app.db, engine: test.app.dbEngine, pgPool: test.app.pgPool, log: test.app.log, runWorker: true, pollMs: 20 });
  queue.register<WebhookPayload>(WEBHOOK_JOB, test.app.webhooks.job.handler, { ...test.app.webhooks.job.options, backoff: { firstMs: 20, maxMs: 20 } });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await test.close();
  flaky.server.close();
  down.server.close();
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the webhook on submit', () => {
  it('delivers the submission signed (verified by standardwebhooks), retried after three 500s, exactly one accepted delivery, each attempt recorded', async () => {
    const started = performance.now();
    const submitted = await submitApplication(test.app);
    // The submit answered although one receiver is down and the other failing: it only queued the deliveries.
    expect(performance.now() - started).toBeLessThan(15_000);
    await until(async () => flaky.received.some((r) => r.answered === 200) && down.received.length > 0);
    await until(async () => (await test.app.db.selectFrom('webhook_delivery').select('status').where('receiver', '=', 'SIS').executeTakeFirst())?.status === 'delivered');

    expect(flaky.received.map((r) => r.answered)).toEqual([500, 500, 500, 200]);
    const ids = new Set(flaky.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const verifier = new Webhook(SECRET);
    for (const delivery of flaky.received) {
      const verified = verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: Submission };
      expect(verified.type).toBe('application.submitted');
    }
    const accepted = flaky.received.at(-1)!;
    const { data } = JSON.parse(accepted.body) as { data: Submission };
    const expected = expectedAnswers(submitted.typed);
    delete expected.ssn;
    expect(data.id).toBe(submitted.id);
    expect(answersOf(data)).toEqual(expected);
    // A body changed on the way fails the independent check.
    expect(() => verifier.verify(accepted.body.replace(submitted.id, 'someone-else'), accepted.headers as Record<string, string>)).toThrow();

    const deliveries = await test.app.db.selectFrom('webhook_delivery').selectAll().where('application_id', '=', submitted.id).orderBy('receiver').execute();
    await until(
      async () => (await test.app.db.selectFrom('webhook_delivery').select('status').where('receiver', '=', 'Not http').executeTakeFirst())?.status === 'failed',
    );
    expect(deliveries.map((d) => [d.receiver, d.status])).toEqual([
      ['Down', 'pending'],
      ['Not http', expect.stringMatching(/pending|failed/)],
      ['SIS', 'delivered'],
    ]);
    const sis = deliveries.find((d) => d.receiver === 'SIS')!;
    expect(sis.attempts).toBe(4);
    const attempts = await test.app.db.selectFrom('webhook_attempt').selectAll().where('delivery_id', '=', sis.id).orderBy('attempt').execute();
    expect(attempts.map((a) => a.status_code)).toEqual([500, 500, 500, 200]);
    const accepted200 = await test.app.db.selectFrom('webhook_attempt').select('delivery_id').where('status_code', '=', 200).execute();
    expect(accepted200.filter((row) => row.delivery_id === sis.id)).toHaveLength(1);
    // The receiver allowed the SSN gets it.
    const downBody = JSON.parse(down.received[0].body) as { data: Submission };
    expect(answersOf(downBody.data).ssn).toBe('123-45-6789');

    // npm run staff:deliveries lists what is not accepted, and resends only that.
    const env = { ...process.env, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', ...(test.config.databaseUrl ? { DATABASE_URL: test.config.databaseUrl } : {}) };
    const cli = (args: string[]) =>
      spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/staff-deliveries.ts'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    const listed = cli([]);
    expect(listed.status, listed.stderr).toBe(0);
    const notHttp = await test.app.db.selectFrom('webhook_delivery').selectAll().where('receiver', '=', 'Not http').executeTakeFirstOrThrow();
    expect(listed.stdout).toContain(`${notHttp.id}\tfailed\tNot http`);
    expect(listed.stdout).toContain('is not http or https');
    expect(listed.stdout).not.toContain(sis.id);
    expect(cli(['--resend', sis.id]).status).toBe(1);
    expect(cli(['--resend', notHttp.id]).status).toBe(0);
    await until(async () => (await test.app.db.selectFrom('webhook_delivery').select('status').where('id', '=', notHttp.id).executeTakeFirst())?.status === 'failed');
  }, 90_000);

  it('keeps every submission with its deliveries: a queue failing after the commit loses none (the relay queues them), a delivery that cannot be recorded rolls the submit back', async () => {
    const deliveriesOf = (id: string) => test.app.db.selectFrom('webhook_delivery').selectAll().where('application_id', '=', id).orderBy('receiver').execute();
    const jobOf = (deliveryId: string) => test.app.jobs.statusByDedupeKey(`${WEBHOOK_JOB}:${deliveryId}`);

    // The queue refuses every job, as if the process had stopped right after the commit.
    const enqueue = test.app.jobs.enqueue;
    test.app.jobs.enqueue = async () => {
      throw new Error('the queue is down');
    };
    let submitted: Awaited<ReturnType<typeof submitApplication>>;
    try {
      submitted = await submitApplication(test.app);
    } finally {
      test.app.jobs.enqueue = enqueue;
    }
    const recorded = await deliveriesOf(submitted.id);
    expect(recorded.map((d) => [d.receiver, d.status, d.attempts])).toEqual([
      ['Down', 'pending', 0],
      ['Not http', 'pending', 0],
      ['SIS', 'pending', 0],
    ]);
    for (const delivery of recorded) expect(await jobOf(delivery.id)).toBeNull();
    // A delivery younger than relaySeconds is left to its own submit; these were recorded "long ago".
    expect(await test.app.webhooks.relay()).toBe(0);
    const longAgo = new Date(Date.now() - (staffApi.webhook.relaySeconds + 1) * 1000).toISOString();
    await test.app.db.updateTable('webhook_delivery').set({ created_at: longAgo }).where('application_id', '=', submitted.id).execute();
    expect(await test.app.webhooks.relay()).toBe(3);
    for (const delivery of recorded) expect(await jobOf(delivery.id)).not.toBeNull();
    expect(await test.app.webhooks.relay()).toBe(0);
    await until(async () => flaky.received.some((r) => r.body.includes(submitted.id)));
    await until(async () => (await deliveriesOf(submitted.id)).find((d) => d.receiver === 'SIS')?.status === 'delivered');

    // The deliveries cannot be recorded: the submission is not kept either, and the applicant can submit again.
    const ready = await readyApplicant(test.app);
    await test.app.db.schema.alterTable('webhook_delivery').renameTo('webhook_delivery_away').execute();
    let refused: Awaited<ReturnType<typeof ready.browser.post>>;
    try {
      refused = await ready.browser.post('/api/submit', {});
    } finally {
      await test.app.db.schema.alterTable('webhook_delivery_away').renameTo('webhook_delivery').execute();
    }
    expect(refused.statusCode).toBe(500);
    const application = await test.app.db
      .selectFrom('application')
      .select(['submitted_at', 'submission_seq'])
      .where('applicant_id', '=', ready.id)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ submitted_at: null, submission_seq: null });
    expect((await ready.browser.post('/api/submit', {})).statusCode).toBe(200);
    expect(await deliveriesOf(ready.id)).toHaveLength(3);
  }, 90_000);
});
