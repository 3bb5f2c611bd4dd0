import { controlTester } from '../common/testers.ts';

export const phoneTester = controlTester('phone');
