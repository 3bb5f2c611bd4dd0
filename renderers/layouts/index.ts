import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { Group, HorizontalLayout, Label, VerticalLayout } from './Layouts.tsx';

export { groupTester, horizontalLayoutTester, labelTester, verticalLayoutTester } from './tester.ts';
export const VerticalLayoutRenderer = withJsonFormsLayoutProps(VerticalLayout);
export const HorizontalLayoutRenderer = withJsonFormsLayoutProps(HorizontalLayout);
export const GroupRenderer = withJsonFormsLayoutProps(Group);
export const LabelRenderer = withJsonFormsLayoutProps(Label);
