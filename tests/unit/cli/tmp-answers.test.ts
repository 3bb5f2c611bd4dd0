import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import settings from '../../../texts-and-settings/temporary-answers.json' with { type: 'json' };
import { buildTestApp } from '../server/helpers/build.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'tmp-answers-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/tmp-answers.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        // The same database the test app below opens.
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        PUBLIC_URL: 'https://apply.example.edu',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run tmp:create', () => {
  it('stores the answers and prints the link whose token GET /public/tmp reads', async () => {
    const file = join(dataDir, 'answers.json');
    writeFileSync(file, JSON.stringify({ first_name: 'Maria', race_white: true }));
    const { code, stdout } = await cli('--hours', '2', file);
    expect(code).toBe(0);
    const token = /^https:\/\/apply\.example\.edu\/\?token=([\w-]+)$/.exec(stdout.trim())?.[1];
    expect(token).toBeDefined();

    const test = await buildTestApp({ DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' });
    try {
      const response = await test.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
      expect(response.json()).toEqual({ answer: { first_name: 'Maria', race_white: true } });
    } finally {
      await test.app.close();
    }
  }, 60_000);

  it('refuses answers the form does not know, and wrong usage', async () => {
    const file = join(dataDir, 'unknown.json');
    writeFileSync(file, JSON.stringify({ favourite_colour: 'blue' }));
    const refused = await cli(file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/favourite_colour/);
    expect((await cli('--hours', 'soon', file)).code).toBe(2);
    // A link that lives for months: a forwarded mail keeps opening the form long after the applicant used it.
    const known = join(dataDir, 'known.json');
    writeFileSync(known, JSON.stringify({ first_name: 'Maria' }));
    const tooLong = await cli('--hours', String(settings.maxHours + 1), known);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain(`from 1 to ${settings.maxHours}`);
  }, 120_000);
});
