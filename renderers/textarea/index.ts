import { withAnswerProps } from '../common/with-answer-props.tsx';
import { TextareaControl } from './TextareaControl.tsx';

export { textareaTester } from './tester.ts';
export const TextareaRenderer = withAnswerProps(TextareaControl);
