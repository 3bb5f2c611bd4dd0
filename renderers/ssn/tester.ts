import { controlTester } from '../common/testers.ts';

export const ssnTester = controlTester('ssn');
