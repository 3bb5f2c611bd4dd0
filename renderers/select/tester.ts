import { controlTester, hasOneOf } from '../common/testers.ts';

/** `options.renderer: "select"`, or any string with a `oneOf` list and no renderer named. */
export const selectTester = controlTester('select', hasOneOf);
