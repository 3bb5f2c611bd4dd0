import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPrefixesOf } from '../../../../src/shared/form/form-groups.ts';
import { LOOKUP_DEFAULT_PREFIX } from '../../../../src/shared/lookup.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { csvFolder, isolatedDb, type IsolatedDb } from './helpers/isolated-db.ts';

// GET /lookup/find on a small made-up data set, loaded at start from LOOKUP_DATA_DIR by the file naming rule.
const FILES = {
  'high_schools_sample.csv':
    'ceeb_code,nces_id,nces_source,name,city,state,zip,country\n' +
    '111111,1,CCD,Lakeside High School,SEATTLE,WA,98125,US\n' +
    '222222,2,PSS,Saint Brendan HS,Cleveland,OH,44111,US\n',
  'colleges_sample.csv': 'unitid,name,alias,city,state,zip,ceeb_code\n900001,Front Range College,FRC,Denver,CO,80204,1234\n',
  'addresses.csv':
    'id,address_line_1,city,state,zip,country\n' +
    'a1,1 Main St,Boulder,CO,80302,US\n' +
    'a2,2 Main St,,,80305,US\n' +
    Array.from({ length: 25 }, (_, i) => `m${i},${i + 10} Main Street,Denver,CO,80204,US\n`).join(''),
  'notes.txt': 'not a data file',
};

// The school prefixes come from the UI schemas: the last block's, and one past it that no question fills.
const schoolPrefixes = [...lookupPrefixesOf('hs_ceeb')];
const lastSchool = schoolPrefixes[schoolPrefixes.length - 1];
const beyondLastSchool = `hs_${schoolPrefixes.length + 1}_`;

let isolated: IsolatedDb;
let folder: ReturnType<typeof csvFolder>;
let test: TestApp;

function get(query: Record<string, string> | string) {
  const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return test.app.inject({ url: `/lookup/find?${qs}` });
}

beforeAll(async () => {
  isolated = await isolatedDb();
  folder = csvFolder(FILES);
  test = await buildTestApp({ ...isolated.env, LOOKUP_DATA_DIR: folder.dir });
}, 60_000);
afterAll(async () => {
  await test?.close();
  await isolated?.drop();
  folder?.remove();
});

describe('GET /lookup/find', () => {
  it('answers without a session: suggestions, then the record a suggestion fills', async () => {
    const found = await get({ category: 'hs_ceeb', text: 'st brendan' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['set-cookie']).toBeUndefined();
    expect(found.json()).toEqual([{ id: '222222', text: 'Saint Brendan HS', sub_text: 'Cleveland, OH · CEEB 222222' }]);
    const record = await get({ category: 'hs_ceeb', id: '222222', prefix: lastSchool });
    expect(record.json()).toMatchObject({
      [`${lastSchool}name`]: 'Saint Brendan HS',
      [`${lastSchool}ceeb`]: '222222',
      [`${lastSchool}city`]: 'Cleveland',
    });
    const college = LOOKUP_DEFAULT_PREFIX.college_ceeb;
    expect((await get({ category: 'college_ceeb', id: '900001' })).json()).toMatchObject({
      [`${college}name`]: 'Front Range College',
      [`${college}ceeb`]: '1234',
    });
  });

  it('returns at most max_results suggestions: 5 by default, never more than 20', async () => {
    expect((await get({ category: 'address', text: 'main' })).json()).toHaveLength(5);
    expect((await get({ category: 'address', text: 'main', max_results: '2' })).json()).toHaveLength(2);
    expect((await get({ category: 'address', text: 'main', max_results: '500' })).json()).toHaveLength(20);
  });

  it('suggests ZIP codes for digits and fills place, state, country and their labels for the address group', async () => {
    expect((await get({ category: 'address', text: '8030' })).json()[0]).toEqual({ id: 'zip-80301', text: '80301', sub_text: 'Boulder, CO' });
    expect((await get({ category: 'address', id: 'zip-80305', prefix: 'parent_2_' })).json()).toEqual({
      parent_2_city: 'Boulder',
      parent_2_state: 'CO',
      parent_2_state_desc: 'Colorado',
      parent_2_zip: '80305',
      parent_2_country: 'USA',
      parent_2_country_desc: 'United States',
    });
    expect((await get({ category: 'address', id: 'zip-00000' })).statusCode).toBe(404);
  });

  it('suggests first lines from the address table; a record without city or state takes them from its ZIP', async () => {
    expect((await get({ category: 'address', text: '2 main st' })).json()[0]).toEqual({ id: 'a2', text: '2 Main St', sub_text: '80305' });
    expect((await get({ category: 'address', id: 'a2', prefix: 'mailing_' })).json()).toEqual({
      mailing_address_line_1: '2 Main St',
      mailing_city: 'Boulder',
      mailing_state: 'CO',
      mailing_state_desc: 'Colorado',
      mailing_zip: '80305',
      mailing_country: 'USA',
      mailing_country_desc: 'United States',
    });
    expect(Object.keys((await get({ category: 'address', id: 'a1' })).json())[0]).toBe('address_line_1');
  });

  it('refuses a bad category, unknown or repeated parameters, text with id, neither, and a prefix outside the group', async () => {
    const bad: (string | Record<string, string>)[] = [
      { category: 'schools', text: 'a' },
      'category=hs_ceeb',
      'category=hs_ceeb&text=a&id=111111',
      'category=hs_ceeb&text=a&session=1',
      'category=hs_ceeb&text=a&text=b',
      'text=a',
      'category=hs_ceeb&text=a&max_results=0',
      'category=hs_ceeb&text=a&max_results=five',
      { category: 'hs_ceeb', id: "' or 1=1 --" },
      { category: 'hs_ceeb', id: '111111', prefix: beyondLastSchool },
      { category: 'college_ceeb', id: '900001', prefix: `${LOOKUP_DEFAULT_PREFIX.college_ceeb}2_` },
      { category: 'hs_ceeb', id: '111111', prefix: '__proto__' },
      { category: 'address', id: 'a1', prefix: 'hs_' },
      { category: 'hs_ceeb', text: 'x'.repeat(10_000) },
    ];
    for (const query of bad) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('answers 404 with a message for an unknown id', async () => {
    const response = await get({ category: 'hs_ceeb', id: '999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such lookup record' });
  });

  it('never breaks on hostile text: full-text operators, SQL, LIKE wildcards, unicode, long input', async () => {
    const hostile = [
      '"',
      "'",
      '""',
      '*',
      '"*"',
      'NEAR(lakeside high)',
      'lakeside AND high OR x NOT y',
      '^lakeside',
      'name_terms:lakeside',
      '{name_terms alias_terms}: x',
      "'); drop table lookup_record; --",
      '%',
      '_',
      '%lake%',
      '\\',
      '\u0000',
      '学校',
      '🏫 🎓',
      'e\u0301cole',
      'ﬁeld',
      '𝔏𝔞𝔨𝔢𝔰𝔦𝔡𝔢',
      'a'.repeat(200),
      Array.from({ length: 100 }, () => 'a').join(' '),
      'lake-side:* & | !',
    ];
    for (const category of ['hs_ceeb', 'college_ceeb', 'address']) {
      for (const text of hostile) {
        const response = await get({ category, text });
        expect(response.statusCode, `${category} ${JSON.stringify(text).slice(0, 40)}`).toBe(200);
        expect(Array.isArray(response.json())).toBe(true);
      }
    }
    expect((await get({ category: 'hs_ceeb', text: '"lakeside"' })).json()[0].id).toBe('111111');
    expect((await get({ category: 'hs_ceeb', text: 'NEAR(lakeside high)' })).json()).toEqual([]);
  });
});

describe('lookup start-up import and rate limit', () => {
  it('skips an ambiguous category and a refused file, and limits requests per IP', async () => {
    const own = await isolatedDb();
    const data = csvFolder({
      'colleges_a.csv': FILES['colleges_sample.csv'],
      'college_ceeb.csv': FILES['colleges_sample.csv'],
      'hs_ceeb.csv': 'ceeb_code,name\n111111,Good High\n222222,Bad High,extra\n',
    });
    const limited = await buildTestApp({ ...own.env, LOOKUP_DATA_DIR: data.dir, LOOKUP_RATE_LIMIT: '3' });
    try {
      const find = (text: string, category = 'college_ceeb') => limited.app.inject({ url: `/lookup/find?category=${category}&text=${text}`, remoteAddress: '10.0.0.1' });
      expect((await find('front')).json()).toEqual([]);
      expect((await find('good', 'hs_ceeb')).json()).toEqual([]);
      expect((await find('front')).statusCode).toBe(200);
      const refused = await find('front');
      expect(refused.statusCode).toBe(429);
      expect(typeof refused.json().message).toBe('string');
      const other = await limited.app.inject({ url: '/lookup/find?category=hs_ceeb&text=x', remoteAddress: '10.0.0.2' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
      await own.drop();
      data.remove();
    }
  }, 60_000);
});
