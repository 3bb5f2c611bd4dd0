import { withAnswerProps } from '../common/with-answer-props.tsx';
import { TextControl } from './TextControl.tsx';

export { textTester } from './tester.ts';
export const TextRenderer = withAnswerProps(TextControl);
