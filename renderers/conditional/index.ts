import { withAnswerLayoutProps } from '../common/with-answer-props.tsx';
import { Conditional, selectBranch } from './Conditional.tsx';

export { conditionalTester } from './tester.ts';
export const ConditionalRenderer = withAnswerLayoutProps(Conditional, selectBranch);
