import { controlTester, isBooleanSchema } from '../common/testers.ts';

/** `options.renderer: "checkbox"`, or any boolean without a renderer named. */
export const checkboxTester = controlTester('checkbox', isBooleanSchema);
