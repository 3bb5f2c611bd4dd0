import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Engine } from '../../../../src/server/db/database.ts';
import type { LookupCategory } from '../../../../src/shared/lookup.ts';
import { LookupImportError, importLookupCsv, type RowProblem } from '../../../../src/server/lookup/import.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { isolatedDb, type IsolatedDb } from './helpers/isolated-db.ts';

const HS_HEADER = 'ceeb_code,nces_id,nces_source,name,city,state,zip,country\r\n';
const HS_ROWS = [
  '111111,1,CCD,Lakeside High School,SEATTLE,WA,98125,US',
  '222222,2,PSS,"Academy For Arts, Sciences And Technology",MYRTLE BEACH,SC,29572,US',
  '333333,3,CCD,,COFFEEVILLE,AL,36524,US',
  '444444,4,PSS,st. brendan hs,"Cleveland,",OH,44111,US',
];

let isolated: IsolatedDb;
let test: TestApp;
let db: Db;
let engine: Engine;

async function* chunks(text: string, size = 64): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

function load(category: LookupCategory, text: string, options?: { onlyIfEmpty?: boolean }) {
  return importLookupCsv(db, engine, category, chunks(text), options);
}

async function refused(category: LookupCategory, text: string): Promise<RowProblem[]> {
  const error = await load(category, text).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LookupImportError);
  return (error as LookupImportError).errors;
}

async function ids(category: LookupCategory): Promise<string[]> {
  const rows = await db.selectFrom('lookup_record').select('id').where('category', '=', category).orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function names(category: LookupCategory, text: string): Promise<string[]> {
  const found = await test.app.lookup.suggest(category, text, 20);
  return found.map((s) => s.text);
}

beforeAll(async () => {
  isolated = await isolatedDb();
  test = await buildTestApp(isolated.env);
  db = test.app.db;
  engine = test.app.dbEngine;
});
afterAll(async () => {
  await test.close();
  await isolated.drop();
});

describe('lookup importer', () => {
  it('imports a CSV as it is: quoted commas, CRLF, tidied names and cities; rows without a name are skipped with their line', async () => {
    const summary = await load('hs_ceeb', HS_HEADER + HS_ROWS.join('\r\n') + '\r\n');
    expect(summary).toEqual({ imported: true, records: 3, skipped: [{ line: 4, message: 'no name' }] });
    expect(await ids('hs_ceeb')).toEqual(['111111', '222222', '444444']);
    expect(await test.app.lookup.suggest('hs_ceeb', 'brendan', 5)).toEqual([{ id: '444444', text: 'St. Brendan HS', sub_text: 'Cleveland, OH · CEEB 444444' }]);
    expect(await names('hs_ceeb', 'arts sciences myrtle')).toEqual(['Academy For Arts, Sciences And Technology']);
  });

  it('refuses a file with a bad row, naming its line, and keeps what was there', async () => {
    const text = HS_HEADER + [HS_ROWS[0], '555555,5,CCD,Extra Field High,TOWN,WA,98000,US,surplus', 'not-a-code!,6,CCD,X High,TOWN,WA,98000,US'].join('\n');
    expect(await refused('hs_ceeb', text)).toEqual([
      { line: 3, message: 'expected 8 fields, found 9' },
      { line: 4, message: 'ceeb_code must be 1 to 40 letters, digits, - or _ (got "not-a-code!")' },
    ]);
    expect(await ids('hs_ceeb')).toEqual(['111111', '222222', '444444']);
    expect(await names('hs_ceeb', 'lakeside')).toEqual(['Lakeside High School']);
  });

  it('counts lines inside quoted fields, and reports bad quoting, duplicates, bad states and ZIPs with their lines', async () => {
    const multiLine = HS_HEADER + '111111,1,CCD,"Two\nLine Name",A,WA,98000,US\n222222,2,CCD,B High,B,WA,98000,US\n111111,3,CCD,C High,C,WA,98000,US';
    expect(await refused('hs_ceeb', multiLine)).toEqual([{ line: 5, message: 'ceeb_code 111111 is also on line 2' }]);
    expect(await refused('hs_ceeb', HS_HEADER + '111111,1,CCD,"Open High,A,WA,98000,US\n')).toEqual([{ line: 2, message: 'a quoted field is never closed' }]);
    expect(await refused('hs_ceeb', HS_HEADER + '111111,1,CCD,A High,A,Washington,98000,US\n222222,2,CCD,B High,B,WA,9,US')).toEqual([
      { line: 2, message: 'state must be a two-letter code (got "WASHINGTON")' },
      { line: 3, message: 'zip is not a ZIP or postal code (got "9")' },
    ]);
    expect(await ids('hs_ceeb')).toEqual(['111111', '222222', '444444']);
  });

  it('refuses a header without the columns the category needs, and an empty file', async () => {
    expect(await refused('hs_ceeb', 'code,name\n1,A\n')).toEqual([{ line: 1, message: 'the header has no ceeb_code column' }]);
    expect(await refused('college_ceeb', 'name,city\nA,B\n')).toEqual([{ line: 1, message: 'the header has no unitid or ceeb_code column' }]);
    expect(await refused('address', '')).toEqual([{ line: 1, message: 'the file is empty' }]);
  });

  it('re-import replaces the whole category and leaves the others alone', async () => {
    await load('college_ceeb', 'unitid,name,alias,city,state,zip,ceeb_code\n900001,Old College,,X,CO,80000,1234\n');
    await load('hs_ceeb', HS_HEADER + '666666,6,CCD,New High School,SPOKANE,WA,99201,US\n');
    expect(await ids('hs_ceeb')).toEqual(['666666']);
    expect(await names('hs_ceeb', 'lakeside')).toEqual([]);
    expect(await names('hs_ceeb', 'new spokane')).toEqual(['New High School']);
    expect(await ids('college_ceeb')).toEqual(['900001']);
  });

  it('keeps colleges without a CEEB code (id from unitid), and takes address ids from the line when the file has none', async () => {
    await load('college_ceeb', 'unitid,name,alias,city,state,zip,ceeb_code\n900002,Front Range College,FRC,Denver,CO,80204,\n900003,Peak Univ,,Boulder,CO,80302,4321\n');
    expect(await test.app.lookup.suggest('college_ceeb', 'frc', 5)).toEqual([{ id: '900002', text: 'Front Range College', sub_text: 'Denver, CO' }]);
    expect(await names('college_ceeb', 'peak university')).toEqual(['Peak Univ']);
    await load('address', 'address_line_1,city,state,zip,country\n1 Main St,Boulder,CO,80302,US\n\n2 Oak Ave,,,80305,US\n');
    expect(await ids('address')).toEqual(['2', '4']);
    expect(await refused('address', 'id,address_line_1\nzip-80302,3 Elm Rd\n')).toEqual([{ line: 2, message: 'id must not start with "zip-" (got "zip-80302")' }]);
  });

  it('with onlyIfEmpty, leaves a loaded category as it is', async () => {
    const summary = await load('hs_ceeb', HS_HEADER + HS_ROWS[0], { onlyIfEmpty: true });
    expect(summary.imported).toBe(false);
    expect(await ids('hs_ceeb')).toEqual(['666666']);
  });
});
