import { withAnswerLayoutProps } from '../common/with-answer-props.tsx';
import { AddAnother } from './AddAnother.tsx';
import { AddAnotherDisplay } from './AddAnotherDisplay.tsx';

export { addAnotherTester } from './tester.ts';
export const AddAnotherRenderer = withAnswerLayoutProps(AddAnother);
export const AddAnotherDisplayRenderer = withAnswerLayoutProps(AddAnotherDisplay);
