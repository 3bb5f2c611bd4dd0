import { withAnswerProps } from '../common/with-answer-props.tsx';
import { CheckboxControl } from './CheckboxControl.tsx';
import { CheckboxDisplay } from './CheckboxDisplay.tsx';

export { checkboxTester } from './tester.ts';
export const CheckboxRenderer = withAnswerProps(CheckboxControl);
export const CheckboxDisplayRenderer = withAnswerProps(CheckboxDisplay);
