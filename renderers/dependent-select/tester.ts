import { controlTester } from '../common/testers.ts';

export const dependentSelectTester = controlTester('dependentSelect');
