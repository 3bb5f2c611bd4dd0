import type { OwnPropsOfRenderer } from '@jsonforms/core';
import { JsonFormsDispatch, useJsonForms } from '@jsonforms/react';
import type { UiElement } from '../../src/shared/form/types.ts';
import { isElementShown } from '../../src/shared/form/visibility.ts';
import { useAnswerSelection, useAnswerSource } from '../common/answer-source.ts';
import { decidedCopy } from './decided.ts';

/**
 * Renders an element only while the shared visibility evaluator says it shows, then hands it to the renderer it
 * would get without a condition. Clearing the answers of hidden parts is the engine's job, not this one's.
 */
export function ShowWhen({ uischema, schema, path, enabled, renderers, cells }: OwnPropsOfRenderer) {
  const shown = useAnswerSelection(useAnswerSource(useJsonForms()), (answers) => !!uischema && isElementShown(uischema as UiElement, answers));
  if (!uischema || !shown) return null;
  return <JsonFormsDispatch uischema={decidedCopy(uischema)} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
