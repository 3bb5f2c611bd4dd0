import { controlTester } from '../common/testers.ts';

export const textareaTester = controlTester('textarea');
