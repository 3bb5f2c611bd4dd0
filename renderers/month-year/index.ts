import { withAnswerProps } from '../common/with-answer-props.tsx';
import { MonthYearControl } from './MonthYearControl.tsx';
import { MonthYearDisplay } from './MonthYearDisplay.tsx';
import { selectYear } from './year-props.ts';

export { monthYearTester } from './tester.ts';
export const MonthYearRenderer = withAnswerProps(MonthYearControl, selectYear);
export const MonthYearDisplayRenderer = withAnswerProps(MonthYearDisplay, selectYear);
