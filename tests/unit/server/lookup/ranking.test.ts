import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupSuggestion } from '../../../../src/shared/lookup.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { SHARED_LOOKUP_DIR, isolatedDb, type IsolatedDb } from './helpers/isolated-db.ts';

// Ranking on the real reference data, imported at start from LOOKUP_DATA_DIR, through the HTTP route.
let isolated: IsolatedDb;
let test: TestApp;

async function find(category: string, text: string, max = 5): Promise<LookupSuggestion[]> {
  const query = new URLSearchParams({ category, text, max_results: String(max) });
  const response = await test.app.inject({ url: `/lookup/find?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const ids = (found: LookupSuggestion[]) => found.map((s) => s.id);

beforeAll(async () => {
  if (!existsSync(SHARED_LOOKUP_DIR)) throw new Error(`reference data not found at ${SHARED_LOOKUP_DIR} (set LOOKUP_DATA_DIR)`);
  isolated = await isolatedDb();
  test = await buildTestApp({ ...isolated.env, LOOKUP_DATA_DIR: SHARED_LOOKUP_DIR });
}, 120_000);
afterAll(async () => {
  await test?.close();
  await isolated?.drop();
});

describe('lookup ranking on the shared reference data', () => {
  it("'fairview boulder' puts Fairview High School in Boulder, CO first, in any word order, case or punctuation", async () => {
    const first = { id: '060118', text: 'Fairview High School', sub_text: 'Boulder, CO · CEEB 060118' };
    expect((await find('hs_ceeb', 'fairview boulder'))[0]).toEqual(first);
    expect((await find('hs_ceeb', 'boulder fairview'))[0]).toEqual(first);
    expect((await find('hs_ceeb', 'FAIRVIEW, Boulder!!'))[0]).toEqual(first);
    expect((await find('hs_ceeb', 'fairview colorado'))[0]).toEqual(first);
    expect((await find('hs_ceeb', 'fairview co'))[0]).toEqual(first);
  });

  it('finds by prefix while typing', async () => {
    const found = await find('hs_ceeb', 'fairv');
    expect(found).toHaveLength(5);
    for (const s of found) expect(s.text).toMatch(/^Fairview\b/);
    expect(ids(await find('hs_ceeb', 'fairview boul'))).toEqual(['060118']);
  });

  it("\"st. mary's\" finds St. Mary's schools, and 'saint' and 'st' are the same", async () => {
    const found = await find('hs_ceeb', "st. mary's", 10);
    expect(found).toHaveLength(10);
    for (const s of found) expect(s.text).toMatch(/\b(st\.?|saint) mary'?s\b/i);
    expect(ids(await find('hs_ceeb', 'saint marys', 10))).toEqual(ids(found));
    expect(ids(await find('hs_ceeb', 'st mary', 10))).toEqual(ids(await find('hs_ceeb', 'saint mary', 10)));
  });

  it("'hs' is 'high school', and the other abbreviations work both ways", async () => {
    expect(ids(await find('hs_ceeb', 'fairview hs', 20))).toEqual(ids(await find('hs_ceeb', 'fairview high school', 20)));
    expect((await find('hs_ceeb', 'whitesboro high school')).map((s) => s.text)).toContain('Whitesboro Hs');
    expect((await find('college_ceeb', 'georgia inst tech'))[0].text).toBe('Georgia Institute of Technology-Main Campus');
    expect((await find('college_ceeb', 'texas technology univ'))[0].text).toBe('Texas Tech University');
  });

  it("'univ colorado' finds the University of Colorado campuses first", async () => {
    const found = await find('college_ceeb', 'univ colorado');
    expect(
      found
        .slice(0, 4)
        .map((s) => s.text)
        .sort(),
    ).toEqual([
      'University of Colorado Boulder',
      'University of Colorado Colorado Springs',
      'University of Colorado Denver/Anschutz Medical Campus',
      'University of Colorado System Office',
    ]);
    expect(found[0]).toEqual({ id: '126614', text: 'University of Colorado Boulder', sub_text: 'Boulder, CO · CEEB 4841' });
  });

  it('ranks whole words of the name before prefixes, and the name before the city', async () => {
    for (const s of await find('hs_ceeb', 'lincoln', 20)) expect(s.text).toMatch(/\bLincoln\b/);
    const boulder = await find('hs_ceeb', 'boulder', 20);
    const inName = boulder.map((s) => /boulder/i.test(s.text));
    expect(inName.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(inName.indexOf(false)).toBeGreaterThan(inName.lastIndexOf(true));
    expect(boulder.map((s) => s.id)).toContain('060118');
  });

  it('finds an acronym in the aliases and a school by its CEEB code', async () => {
    expect((await find('college_ceeb', 'mit'))[0].text).toBe('Massachusetts Institute of Technology');
    expect(ids(await find('hs_ceeb', '060118'))).toEqual(['060118']);
  });

  it('fills a high school group and a college group from the chosen record', async () => {
    const school = await test.app.inject({ url: '/lookup/find?category=hs_ceeb&id=060118&prefix=hs_3_' });
    expect(school.json()).toEqual({
      hs_3_name: 'Fairview High School',
      hs_3_ceeb: '060118',
      hs_3_address_line_1: '',
      hs_3_city: 'Boulder',
      hs_3_state: 'CO',
      hs_3_state_desc: 'Colorado',
      hs_3_zip: '80305',
    });
    const college = await test.app.inject({ url: '/lookup/find?category=college_ceeb&id=126614' });
    expect(college.json()).toEqual({
      college_name: 'University of Colorado Boulder',
      college_ceeb: '4841',
      college_address_line_1: 'Regent Drive at Broadway',
      college_city: 'Boulder',
      college_state: 'CO',
      college_state_desc: 'Colorado',
      college_zip: '80309-0017',
    });
  });
});
