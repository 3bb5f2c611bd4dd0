import { withAnswerLayoutProps } from '../common/with-answer-props.tsx';
import { Group, HorizontalLayout, Label, VerticalLayout } from './Layouts.tsx';

export { groupTester, horizontalLayoutTester, labelTester, verticalLayoutTester } from './tester.ts';
export const VerticalLayoutRenderer = withAnswerLayoutProps(VerticalLayout);
export const HorizontalLayoutRenderer = withAnswerLayoutProps(HorizontalLayout);
export const GroupRenderer = withAnswerLayoutProps(Group);
export const LabelRenderer = withAnswerLayoutProps(Label);
