import { withJsonFormsLayoutProps } from '@jsonforms/react';
import { ConfirmationTrigger } from './ConfirmationTrigger.tsx';
import { ConfirmationTriggerDisplay } from './ConfirmationTriggerDisplay.tsx';

export { confirmationTriggerTester } from './tester.ts';
export const ConfirmationTriggerRenderer = withJsonFormsLayoutProps(ConfirmationTrigger);
export const ConfirmationTriggerDisplayRenderer = withJsonFormsLayoutProps(ConfirmationTriggerDisplay);
