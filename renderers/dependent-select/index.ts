import type { JsonFormsCore } from '@jsonforms/core';
import { selectStoredLabel } from '../common/ChoiceDisplay.tsx';
import { withAnswerProps } from '../common/with-answer-props.tsx';
import { selectControllingValue } from './dependent-options.ts';
import { DependentSelectControl } from './DependentSelectControl.tsx';
import { DependentSelectDisplay } from './DependentSelectDisplay.tsx';

export { dependentSelectTester } from './tester.ts';
export const DependentSelectRenderer = withAnswerProps(DependentSelectControl, selectControllingValue);
export const DependentSelectDisplayRenderer = withAnswerProps(DependentSelectDisplay, (core: JsonFormsCore, props) => ({
  ...selectControllingValue(core, props),
  ...selectStoredLabel(core, props),
}));
