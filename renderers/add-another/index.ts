import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { AddAnother } from './AddAnother.tsx';
import { AddAnotherDisplay } from './AddAnotherDisplay.tsx';

export { addAnotherTester } from './tester.ts';
export const AddAnotherRenderer = withJsonFormsLayoutProps(AddAnother);
export const AddAnotherDisplayRenderer = withJsonFormsLayoutProps(AddAnotherDisplay);
