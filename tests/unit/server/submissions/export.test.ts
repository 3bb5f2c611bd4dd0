import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staffApi from '../../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { fromSpreadsheetCell } from '../../../../src/shared/submission/spreadsheet-cell.ts';
import { answersOf, type Submission } from '../../../../src/shared/submission/submission.ts';
import { ROOT } from '../../cli/run-cli.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { expectedAnswers, submitApplication } from './submitted-application.ts';

let test: TestApp;
let out: string;

beforeAll(async () => {
  test = await buildTestApp({ JOBS_WORKER: 'off' });
  out = mkdtempSync(join(tmpdir(), 'export-test-'));
});
afterAll(async () => {
  await test.close();
  rmSync(out, { recursive: true, force: true });
});

function runExport(args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: test.dataDir,
    TENANT: test.config.tenantId,
    LOG_LEVEL: 'silent',
    ...(test.config.databaseUrl ? { DATABASE_URL: test.config.databaseUrl } : {}),
  };
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/cli/export.ts'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

const readJsonl = (): Submission[] =>
  readFileSync(join(out, 'submissions.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const readCsv = (): Record<string, string>[] => parse(readFileSync(join(out, 'submissions.csv')), { bom: true, columns: true });
const text = (answers: Record<string, string | boolean>) => Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));

describe('npm run export', () => {
  it('writes JSONL, CSV and the frozen PDFs equal to what was typed, then continues from its cursor', async () => {
    const first = await submitApplication(test.app);
    const run = runExport(['--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const cursor = run.stdout;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const [line] = readJsonl();
    expect(readJsonl()).toHaveLength(1);
    const expected = expectedAnswers(first.typed);
    delete expected.ssn;
    expect(answersOf(line)).toEqual(expected);
    expect(line.answers.map((answer) => answer.key)).not.toContain('ssn');

    const [row] = readCsv();
    expect(row.application_id).toBe(first.id);
    expect(row).not.toHaveProperty('ssn');
    const answered = Object.fromEntries(
      Object.entries(row)
        .slice(4)
        .map(([key, cell]) => [key, fromSpreadsheetCell(cell)])
        .filter(([, value]) => value !== ''),
    );
    expect(answered).toEqual(text(expected));
    // A spreadsheet keeps dates and codes as text: they are written as text formulas.
    expect(readFileSync(join(out, 'submissions.csv'), 'utf8')).toContain(`"=""${first.typed.birth_date}"""`);

    expect(readFileSync(join(out, 'pdf', `${first.id}.pdf`))).toEqual(Buffer.from(first.pdf));
    expect(readdirSync(out).filter((name) => name.endsWith('.partial'))).toEqual([]);

    // Nothing new: an empty export and the same cursor.
    const again = runExport(['--out', out, '--after', cursor]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toBe(cursor);
    expect(readJsonl()).toEqual([]);

    const second = await submitApplication(test.app, { first_name: 'Zoë' });
    const next = runExport(['--out', out, '--after', cursor, '--with-ssn']);
    expect(next.status, next.stderr).toBe(0);
    expect(readJsonl().map((submission) => submission.id)).toEqual([second.id]);
    expect(answersOf(readJsonl()[0])).toEqual(expectedAnswers(second.typed));
    expect(fromSpreadsheetCell(readCsv()[0].ssn)).toBe('123-45-6789');
  }, 120_000);

  it('refuses a cursor it did not make and writes nothing', () => {
    const elsewhere = join(out, 'refused');
    const run = runExport(['--out', elsewhere, '--after', 'not a cursor']);
    expect(run.status).toBe(2);
    expect(existsSync(elsewhere)).toBe(false);
    // A cursor of the earlier form (submitted-at and id) is refused with a sentence that says why.
    const old = runExport(['--out', elsewhere, '--after', Buffer.from(JSON.stringify({ t: '2026-11-27T10:00:00.000Z', i: 'a1b2c3' })).toString('base64url')]);
    expect(old.status).toBe(2);
    expect(old.stderr).toContain(staffApi.cursorRetired);
    expect(existsSync(elsewhere)).toBe(false);
  }, 60_000);
});
