import { controlTester, isDateSchema } from '../common/testers.ts';

/** `options.renderer: "date"`, or any `format: "date"` string without a renderer named. */
export const dateTester = controlTester('date', isDateSchema);
