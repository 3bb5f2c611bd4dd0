import { withAnswerProps } from '../common/with-answer-props.tsx';
import { PhoneControl } from './PhoneControl.tsx';

export { phoneTester } from './tester.ts';
export const PhoneRenderer = withAnswerProps(PhoneControl);
