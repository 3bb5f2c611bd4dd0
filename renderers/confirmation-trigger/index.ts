import { withAnswerLayoutProps } from '../common/with-answer-props.tsx';
import { ConfirmationTrigger, selectMustShow } from './ConfirmationTrigger.tsx';
import { ConfirmationTriggerDisplay } from './ConfirmationTriggerDisplay.tsx';

export { confirmationTriggerTester } from './tester.ts';
export const ConfirmationTriggerRenderer = withAnswerLayoutProps(ConfirmationTrigger, selectMustShow);
export const ConfirmationTriggerDisplayRenderer = withAnswerLayoutProps(ConfirmationTriggerDisplay);
