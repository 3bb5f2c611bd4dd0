import { withAnswerProps } from '../common/with-answer-props.tsx';
import { AutocompleteControl } from './AutocompleteControl.tsx';
import { AutocompleteDisplay, selectLookupCode } from './AutocompleteDisplay.tsx';

export { autocompleteTester } from './tester.ts';
export { LookupContext, type LookupClient } from './lookup-context.ts';
export const AutocompleteRenderer = withAnswerProps(AutocompleteControl);
export const AutocompleteDisplayRenderer = withAnswerProps(AutocompleteDisplay, selectLookupCode);
