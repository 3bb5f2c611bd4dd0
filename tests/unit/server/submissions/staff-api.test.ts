import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { answersOf, type Submission } from '../../../../src/shared/submission/submission.ts';
import { ROOT } from '../../cli/run-cli.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { expectedAnswers, readyApplicant, submitApplication } from './submitted-application.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => test.close());

function staffKeyCli(args: string[]) {
  const env = { ...process.env, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', ...(test.config.databaseUrl ? { DATABASE_URL: test.config.databaseUrl } : {}) };
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/staff-key.ts'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });

describe('the staff API', () => {
  it('pages submissions in order, gives one and its PDF to a key made on the command line, audits every call, and 401 once revoked', async () => {
    const first = await submitApplication(test.app);
    const second = await submitApplication(test.app, { first_name: 'Second' });
    const made = staffKeyCli(['create', '--name', 'SIS import', '--with-ssn']);
    expect(made.status, made.stderr).toBe(0);
    const key = made.stdout;

    const page1 = await get('/staff/api/submissions?limit=1', key);
    expect(page1.statusCode, page1.body).toBe(200);
    const body1 = page1.json() as { submissions: Submission[]; cursor: string; more: boolean };
    expect(body1.submissions.map((s) => s.id)).toEqual([first.id]);
    expect(body1.more).toBe(true);
    expect(answersOf(body1.submissions[0])).toEqual(expectedAnswers(first.typed));
    const page2 = (await get(`/staff/api/submissions?limit=1&after=${body1.cursor}`, key)).json() as { submissions: Submission[]; cursor: string; more: boolean };
    expect(page2.submissions.map((s) => s.id)).toEqual([second.id]);
    const page3 = (await get(`/staff/api/submissions?after=${page2.cursor}`, key)).json();
    expect(page3).toEqual({ submissions: [], cursor: page2.cursor, more: false });

    const one = await get(`/staff/api/submissions/${second.id}`, key);
    expect(answersOf(one.json())).toEqual(expectedAnswers(second.typed));
    const pdf = await get(`/staff/api/submissions/${second.id}/pdf`, key);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload).toEqual(Buffer.from(second.pdf));
    expect((await get('/staff/api/submissions/no-such-id', key)).statusCode).toBe(404);

    // Every call names the applications its answer carried, a page each one on it.
    const audit = await test.app.db.selectFrom('staff_audit').selectAll().where('key_name', '=', 'SIS import').orderBy('created_at').execute();
    const returned = await test.app.db
      .selectFrom('staff_audit_application')
      .selectAll()
      .where(
        'audit_id',
        'in',
        audit.map((row) => row.id),
      )
      .execute();
    const returnedBy = (auditId: string) =>
      returned
        .filter((row) => row.audit_id === auditId)
        .map((row) => row.application_id)
        .sort();
    expect(audit.map((row) => [row.route, row.application_id, row.status, returnedBy(row.id)])).toEqual([
      ['/staff/api/submissions', null, 200, [first.id]],
      ['/staff/api/submissions', null, 200, [second.id]],
      ['/staff/api/submissions', null, 200, []],
      ['/staff/api/submissions/:id', second.id, 200, [second.id]],
      ['/staff/api/submissions/:id/pdf', second.id, 200, [second.id]],
      ['/staff/api/submissions/:id', 'no-such-id', 404, []],
    ]);
    const whole = (await get('/staff/api/submissions?limit=2', key)).json() as { submissions: Submission[] };
    const [last] = await test.app.db.selectFrom('staff_audit').select('id').where('key_name', '=', 'SIS import').orderBy('created_at', 'desc').limit(1).execute();
    const named = await test.app.db.selectFrom('staff_audit_application').select('application_id').where('audit_id', '=', last.id).execute();
    expect(named.map((row) => row.application_id).sort()).toEqual(whole.submissions.map((s) => s.id).sort());
    expect(named).toHaveLength(2);

    const listed = staffKeyCli(['list']);
    expect(listed.stdout).toMatch(/^SIS import\twith SSN\tcreated .*\tlive$/);
    expect(staffKeyCli(['revoke', '--name', 'SIS import']).status).toBe(0);
    expect((await get('/staff/api/submissions', key)).statusCode).toBe(401);
    expect((await get(`/staff/api/submissions/${first.id}`, key)).statusCode).toBe(401);
  }, 120_000);

  it('pages by submission number: a submission committed after a page was read, stamped with the same millisecond and an id sorting first, is on the next page, once', async () => {
    const key = await test.app.staffKeys.create('same instant', false);
    const readAll = async (after: string | null) => {
      const ids: string[] = [];
      for (let cursor = after; ;) {
        const page = (await get(`/staff/api/submissions?limit=1${cursor ? `&after=${cursor}` : ''}`, key)).json() as {
          submissions: Submission[];
          cursor: string | null;
          more: boolean;
        };
        ids.push(...page.submissions.map((s) => s.id));
        cursor = page.cursor;
        if (!page.more) return { ids, cursor };
      }
    };
    const start = ((await get('/staff/api/submissions?limit=500', key)).json() as { cursor: string | null }).cursor;
    const one = await readyApplicant(test.app);
    const other = await readyApplicant(test.app);
    // The later submission's id sorts before the earlier one's, and both carry the same submitted-at.
    const [earlier, later] = one.id > other.id ? [one, other] : [other, one];
    expect((await earlier.browser.post('/api/submit', {})).statusCode).toBe(200);
    const seen = await readAll(start);
    expect(seen.ids).toEqual([earlier.id]);
    expect((await later.browser.post('/api/submit', {})).statusCode).toBe(200);
    const { submitted_at } = await test.app.db.selectFrom('application').select('submitted_at').where('applicant_id', '=', earlier.id).executeTakeFirstOrThrow();
    await test.app.db.updateTable('application').set({ submitted_at }).where('applicant_id', '=', later.id).execute();
    expect((await readAll(seen.cursor)).ids).toEqual([later.id]);
    expect((await readAll(start)).ids).toEqual([earlier.id, later.id]);
  });

  it('refuses a cursor of the earlier form (submitted-at and id) with a 400 that says so', async () => {
    const key = await test.app.staffKeys.create('old cursor', false);
    const old = Buffer.from(JSON.stringify({ t: '2026-11-27T10:00:00.000Z', i: 'a1b2c3' })).toString('base64url');
    const refused = await get(`/staff/api/submissions?after=${old}`, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(staffApi.cursorRetired);
    const unknown = await get(`/staff/api/submissions?after=${Buffer.from('{"x":1}').toString('base64url')}`, key);
    expect(unknown.json().message).toBe(staffApi.cursorUnknown);
  });

  it('leaves the SSN out for a key made without --with-ssn', async () => {
    const submitted = await submitApplication(test.app);
    const key = await test.app.staffKeys.create('no ssn', false);
    const one = (await get(`/staff/api/submissions/${submitted.id}`, key)).json() as Submission;
    expect(one.ssnIncluded).toBe(false);
    expect(answersOf(one).ssn).toBeUndefined();
  });

  it('never opens /staff with an applicant cookie, nor /api or /public with a staff key', async () => {
    const submitted = await submitApplication(test.app);
    const key = await test.app.staffKeys.create('boundaries', false);
    expect((await submitted.browser.get('/api/profile')).statusCode).toBe(200);
    expect((await submitted.browser.get('/staff/api/submissions')).statusCode).toBe(401);
    expect((await submitted.browser.get(`/staff/api/submissions/${submitted.id}`)).json()).toEqual({ message: staffApi.unauthorized });
    expect((await get('/api/profile', key)).statusCode).toBe(401);
    expect((await get('/public/tenant', key)).statusCode).toBe(401);
    expect((await get('/staff/api/submissions', 'sk_staff_' + 'A'.repeat(43))).statusCode).toBe(401);
  });

  it('validates its query and rate-limits each key', async () => {
    const key = await test.app.staffKeys.create('limited', false);
    expect((await get('/staff/api/submissions?limit=0', key)).statusCode).toBe(400);
    expect((await get(`/staff/api/submissions?limit=${staffApi.maxPageSize + 1}`, key)).statusCode).toBe(400);
    expect((await get('/staff/api/submissions?after=bm90LWEtY3Vyc29y', key)).statusCode).toBe(400);
    expect((await get('/staff/api/submissions?other=1', key)).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let n = 0; n < staffApi.requestsPerMinute; n += 1) statuses.push((await get('/staff/api/submissions?limit=1', key)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const other = await test.app.staffKeys.create('other', false);
    expect((await get('/staff/api/submissions?limit=1', other)).statusCode).toBe(200);
  }, 60_000);
});
