import { withAnswerProps } from '../common/with-answer-props.tsx';
import { DateControl } from './DateControl.tsx';
import { DateDisplay } from './DateDisplay.tsx';

export { dateTester } from './tester.ts';
export const DateRenderer = withAnswerProps(DateControl);
export const DateDisplayRenderer = withAnswerProps(DateDisplay);
