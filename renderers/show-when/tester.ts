import { rankWith, type Tester } from '@jsonforms/core';
import { RANKS } from '../ranks.ts';
import { isDecided } from './decided.ts';

/** Elements whose visibility depends on the answers: a `showWhen`, or a dependent select that needs options. */
const mayHide: Tester = (uischema) => {
  const options = uischema.options ?? {};
  const needsOptions = options.renderer === 'dependentSelect' && options.category === 'displayAndOptions';
  return (options.showWhen !== undefined || needsOptions) && !isDecided(uischema);
};

/** Visibility is decided here, before the element's own renderer, for layouts and controls alike. */
export const showWhenTester = rankWith(RANKS.showWhen, mayHide);
