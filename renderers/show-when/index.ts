export { showWhenTester } from './tester.ts';
export { ShowWhen as ShowWhenRenderer } from './ShowWhen.tsx';
