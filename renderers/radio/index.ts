import { ChoiceDisplay, selectStoredLabel } from '../common/ChoiceDisplay.tsx';
import { withAnswerProps } from '../common/with-answer-props.tsx';
import { RadioControl } from './RadioControl.tsx';

export { radioTester } from './tester.ts';
export const RadioRenderer = withAnswerProps(RadioControl);
export const RadioDisplayRenderer = withAnswerProps(ChoiceDisplay, selectStoredLabel);
