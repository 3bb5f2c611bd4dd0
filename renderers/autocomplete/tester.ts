import { controlTester } from '../common/testers.ts';

/** `options.renderer: "autocomplete"` (with `options.category` and `options.prefix`, uischemas/README.md). */
export const autocompleteTester = controlTester('autocomplete');
