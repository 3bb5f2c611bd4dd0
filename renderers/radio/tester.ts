import { controlTester } from '../common/testers.ts';

export const radioTester = controlTester('radio');
