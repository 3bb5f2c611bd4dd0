import { withAnswerProps } from '../common/with-answer-props.tsx';
import { SsnControl } from './SsnControl.tsx';

export { ssnTester } from './tester.ts';
export const SsnRenderer = withAnswerProps(SsnControl);
