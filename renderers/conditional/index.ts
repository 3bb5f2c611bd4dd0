import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { Conditional } from './Conditional.tsx';

export { conditionalTester } from './tester.ts';
export const ConditionalRenderer = withJsonFormsLayoutProps(Conditional);
