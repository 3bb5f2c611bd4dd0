import { describe, expect, it } from 'vitest';
import { fts5Query, tsQuery } from '../../../../src/server/db/lookup/search.ts';
import { displayText, fold, nameTerms, parseQuery, placeTerms } from '../../../../src/server/lookup/normalise.ts';

describe('search normalisation', () => {
  it('folds case, accents and punctuation, and joins apostrophes', () => {
    expect(fold("  St. Mary's  HIGH-school ")).toBe('st marys high school');
    expect(fold('Zoë Café  Ñandú ’Ōla‘')).toBe('zoe cafe nandu ola');
    expect(fold('"NEAR(a b)" AND * ^ : -x {y} ')).toBe('near a b and x y');
    expect(fold('学校 🏫')).toBe('');
  });

  it('expands abbreviations and drops stop words in indexed names', () => {
    expect(nameTerms('St. Paul HS', 'institution')).toBe('saint paul high school');
    expect(nameTerms('Georgia Inst. of Tech', 'institution')).toBe('georgia institute technology');
    expect(nameTerms('The Univ. at Buffalo', 'institution')).toBe('university buffalo');
    expect(nameTerms('12 N Main St', 'address')).toBe('12 north main street');
    expect(placeTerms('St. Louis', 'MO', '63101-1234')).toBe('saint louis mo missouri 63101');
  });

  it('gives each typed word its expansions, as prefixes', () => {
    expect(parseQuery("st. mary's", 'institution')).toEqual([
      { forms: ['st', 'saint'], required: true },
      { forms: ['marys'], required: true },
    ]);
    expect(parseQuery('Fairview HS', 'institution')[1]).toEqual({ forms: ['hs', 'high school'], required: true });
    expect(parseQuery('univ tech inst', 'institution').map((t) => t.forms[1])).toEqual(['university', 'technology', 'institute']);
    expect(parseQuery('main st', 'address')[1].forms).toEqual(['st', 'street', 'saint']);
  });

  it('drops finished stop words but keeps a stop word still being typed as optional', () => {
    expect(parseQuery('university of colorado', 'institution').map((t) => t.forms[0])).toEqual(['university', 'colorado']);
    expect(parseQuery('university in', 'institution')).toEqual([
      { forms: ['university'], required: true },
      { forms: ['in'], required: false },
    ]);
    expect(parseQuery('university in ', 'institution')).toHaveLength(1);
    expect(parseQuery('the', 'institution')).toEqual([{ forms: ['the'], required: true }]);
  });

  it('bounds the query: at most 8 words of at most 40 characters; nothing for text without letters or digits', () => {
    const tokens = parseQuery(`${'x'.repeat(10_000)} a b c d e f g h i j`, 'institution');
    expect(tokens).toHaveLength(8);
    expect(tokens[0].forms[0]).toHaveLength(40);
    expect(parseQuery('*** "" ;; ', 'institution')).toEqual([]);
    expect(parseQuery('constructor __proto__', 'institution').map((t) => t.forms)).toEqual([['constructor'], ['proto']]);
  });

  it('builds full-text expressions from quoted, folded words only', () => {
    const tokens = parseQuery('hs "st" NEAR', 'institution');
    expect(fts5Query(tokens)).toBe('("hs"* OR "high school"*) AND ("st"* OR "saint"*) AND ("near"*)');
    expect(tsQuery(tokens)).toBe('(hs:* | high <-> school:*) & (st:* | saint:*) & (near:*)');
  });

  it('tidies display text: title case for all-capital or all-lower-case text only', () => {
    expect(displayText('ROHNERT PARK,')).toBe('Rohnert Park');
    expect(displayText("saint mary's-colgan high school")).toBe("Saint Mary's-Colgan High School");
    expect(displayText('APO')).toBe('APO');
    expect(displayText('McDonald  Academy')).toBe('McDonald Academy');
    expect(displayText('KIPP ACADEMY II')).toBe('Kipp Academy II');
  });
});
