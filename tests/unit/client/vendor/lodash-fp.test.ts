import lodashSetFp from 'lodash/fp/set.js';
import lodashUnsetFp from 'lodash/fp/unset.js';
import { describe, expect, it } from 'vitest';
import setFp from '../../../../src/client/vendor/lodash-fp-set.ts';
import unsetFp from '../../../../src/client/vendor/lodash-fp-unset.ts';

/** The browser build's stand-ins for lodash/fp's set and unset give what lodash/fp gives, and leave the input alone. */
const answers = () => ({
  firstName: 'Ada',
  address: { city: 'Boulder', lines: ['1 Main St'] },
  schools: [{ name: 'North High', years: [2023, 2024] }, { name: 'South High' }],
});

const paths = ['firstName', 'address.city', 'address.lines.1', 'schools.0.years.1', 'schools.1.name', 'parents.0.name', 'new.nested.key', 'schools.2'];

describe('lodash/fp set and unset stand-ins', () => {
  for (const path of paths) {
    it(`set at ${path} equals lodash/fp and copies only along the path`, () => {
      const input = answers();
      const ours = setFp(path, 'x', input);
      expect(ours).toEqual(lodashSetFp(path, 'x', answers()));
      expect(input).toEqual(answers());
      // What lies off the path is shared, as lodash/fp shares it.
      expect(ours.schools === input.schools).toBe(lodashSetFp(path, 'x', input).schools === input.schools);
    });

    it(`unset at ${path} equals lodash/fp and leaves the input alone`, () => {
      const input = answers();
      expect(unsetFp(path, input)).toEqual(lodashUnsetFp(path, answers()));
      expect(input).toEqual(answers());
    });
  }

  it('sets into an empty object, making arrays for index keys', () => {
    expect(setFp('a.0.b', 1, {})).toEqual(lodashSetFp('a.0.b', 1, {}));
    expect(setFp('a.0.b', 1, {})).toEqual({ a: [{ b: 1 }] });
  });
});
