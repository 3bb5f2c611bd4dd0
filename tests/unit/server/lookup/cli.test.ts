import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_USAGE, parseImportArgs } from '../../../../src/cli/lookup-import-args.ts';
import { connect } from '../../../../src/server/db/connect.ts';
import { countLookupRecords } from '../../../../src/server/db/lookup/records.ts';
import { isolatedDb, type IsolatedDb } from './helpers/isolated-db.ts';

// npm run lookup:import, run as a separate process against a database of its own.
let isolated: IsolatedDb;
let dir: string;
let env: NodeJS.ProcessEnv;

function importCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/lookup-import.ts', ...args], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function count(category: string): Promise<number> {
  const { db } = connect({ dataDir: dir, databaseUrl: isolated.env.DATABASE_URL ?? null });
  try {
    return await countLookupRecords(db, category);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  isolated = await isolatedDb();
  dir = mkdtempSync(join(tmpdir(), 'lookup-cli-'));
  env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', ...isolated.env };
  if (!isolated.env.DATABASE_URL) delete env.DATABASE_URL;
});
afterAll(async () => {
  await isolated.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run lookup:import', () => {
  it('reads its arguments: --category and one file', () => {
    expect(IMPORT_USAGE).toBe('usage: npm run lookup:import -- --category hs_ceeb|college_ceeb|address FILE.csv');
    expect(parseImportArgs(['--category', 'address', 'a.csv'])).toEqual({ category: 'address', file: 'a.csv' });
    expect(parseImportArgs(['--category=college_ceeb', 'a.csv'])).toEqual({ category: 'college_ceeb', file: 'a.csv' });
    expect(parseImportArgs(['--help'])).toEqual({ help: true });
    for (const args of [[], ['--category', 'schools', 'x.csv'], ['--category', 'hs_ceeb'], ['--category', 'hs_ceeb', 'a.csv', 'b.csv'], ['--colour', 'x.csv']]) {
      expect(parseImportArgs(args), args.join(' ')).toHaveProperty('problem');
    }
  });

  it('imports a file, says how many rows and which were skipped, exit 0; usage problems exit 2', () => {
    const good = file('hs.csv', 'ceeb_code,name,city,state\r\n111111,Lakeside High School,Seattle,WA\r\n222222,"Hill, The",Tacoma,WA\r\n333333,,Nowhere,WA\r\n');
    const run = importCli('--category', 'hs_ceeb', good);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Imported 2 hs_ceeb records from .*hs\.csv in \d+\.\d s\.\n/);
    expect(run.stdout).toContain('Skipped 1 row(s) with nothing to search by:\n  line 4: no name\n');
    const usage = importCli('--category', 'schools', good);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe(`--category must be one of hs_ceeb, college_ceeb, address\n${IMPORT_USAGE}\n`);
  }, 90_000);

  it('refuses a file with bad rows, listing their lines, imports nothing, exit 1', async () => {
    const bad = file('bad.csv', 'ceeb_code,name\n444444,Fine High\n555555,Broken "High"\n666666,Short,row,extra\n');
    const run = importCli('--category=hs_ceeb', bad);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`Nothing imported: ${bad} has bad rows.\n  line 3: a quote inside an unquoted field\n`);
    expect(await count('hs_ceeb')).toBe(2);
    const missing = importCli('--category', 'hs_ceeb', join(dir, 'missing.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Nothing imported: ENOENT/);
  }, 90_000);
});
