import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.ts';
import { completeApplication } from '../../support/complete-application.ts';
import { staffText } from '../../support/staff-text.ts';

const incomplete = join(ROOT, 'tests/fixtures/about.incomplete.answers.json');
const dir = mkdtempSync(join(tmpdir(), 'validate-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The whole application, complete as of the --today the tests pass. */
const complete = file('complete.json', JSON.stringify(completeApplication(new Date('2026-11-22T12:00:00Z'))));

describe('npm run validate', { timeout: 60_000 }, () => {
  it('prints an empty map per page and exits 0 for complete answers', () => {
    const result = spawnSync('npm', ['run', '--silent', 'validate', '--', '--today', '2026-11-22', complete], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ about: {}, education: {}, 'final-steps': {} });
  });

  it('prints each wrong key with its messages and exits 1', () => {
    const result = runCli('validate.ts', ['--today', '2026-11-22', incomplete]);
    expect(result.status).toBe(1);
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual(['about', 'education', 'final-steps']);
    expect(output.about).toMatchObject({
      last_name: [staffText('schemas/about.schema.json', '/errorMessage/required/last_name')],
      birth_date: ['You must be 13 years or older to apply.'],
      ssn: [staffText('schemas/about.schema.json', '/properties/ssn/errorMessage/maxLength')],
      zip: [staffText('schemas/about.schema.json', '/allOf/1/then/properties/zip/errorMessage/minLength')],
      mailing_addr_effective_date: ['The minimum supported year is 2023'],
      citizenship: [staffText('schemas/about.schema.json', '/allOf/2/then/errorMessage/required/citizenship')],
      parent_email_address: ['Parent 1/Guardian 1: Please enter a valid email address.'],
    });
    expect(output.education).toEqual({
      hs_name: [staffText('schemas/education.schema.json', '/errorMessage/required/hs_name')],
      grad_month: [staffText('schemas/education.schema.json', '/errorMessage/required/grad_month')],
      hs_gpa: ['GPA'],
      gpa_scale: [staffText('schemas/education.schema.json', '/errorMessage/required/gpa_scale')],
    });
    expect(output['final-steps']).toEqual({
      housing_pref: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/housing_pref')],
      entry_term: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/entry_term')],
      applied_major: [staffText('schemas/final-steps.schema.json', '/allOf/0/then/errorMessage/required/applied_major')],
      conviction: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/conviction')],
      suspended: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/suspended')],
      counselor_waiver_request: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/counselor_waiver_request')],
      legal_agree: [staffText('schemas/final-steps.schema.json', '/errorMessage/required/legal_agree')],
    });
  });

  it('measures age and year rules from --today', () => {
    const answers = file('young.json', JSON.stringify({ birth_date: '2013-11-23' }));
    const before = JSON.parse(runCli('validate.ts', ['--today', '2026-11-22', answers]).stdout);
    const after = JSON.parse(runCli('validate.ts', ['--today=2026-11-23', answers]).stdout);
    expect(before.about.birth_date).toEqual(['You must be 13 years or older to apply.']);
    expect(after.about.birth_date).toBeUndefined();
  });

  it('reads a null answer as empty', () => {
    const result = runCli('validate.ts', ['--today', '2026-11-22', file('null.json', JSON.stringify({ first_name: null }))]);
    expect(JSON.parse(result.stdout).about.first_name).toEqual([staffText('schemas/about.schema.json', '/errorMessage/required/first_name')]);
  });

  it.each([
    ['a missing file', [join(dir, 'missing.json')], /cannot read/],
    ['a file that is not JSON', [file('broken.json', '{ "first_name": ')], /is not JSON/],
    ['a JSON value that is not an object', [file('list.json', '["a"]')], /one JSON object/],
    ['an answer that is neither text nor true/false', [file('number.json', '{"zip": 62704}')], /"zip" must be text/],
    ['a --today that is not a date', ['--today', '2026-02-30', complete], /--today/],
    ['no file', [], /no answer file/],
  ])('explains %s and exits 2', (_name, args, message) => {
    const result = runCli('validate.ts', args as string[]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message as RegExp);
    expect(result.stderr).toContain('usage: npm run --silent validate');
    expect(result.stdout).toBe('');
  });
});
