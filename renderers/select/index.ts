import { ChoiceDisplay, selectStoredLabel } from '../common/ChoiceDisplay.tsx';
import { withAnswerProps } from '../common/with-answer-props.tsx';
import { SelectControl } from './SelectControl.tsx';

export { selectTester } from './tester.ts';
export const SelectRenderer = withAnswerProps(SelectControl);
export const SelectDisplayRenderer = withAnswerProps(ChoiceDisplay, selectStoredLabel);
