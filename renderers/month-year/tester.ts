import { controlTester } from '../common/testers.ts';

/** On the month key, with `options.yearKey` naming the year key. */
export const monthYearTester = controlTester('monthYear');
