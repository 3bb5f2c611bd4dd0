import type { JsonFormsCore, Layout } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';
import type { UiElement } from '../../src/shared/form/types.ts';
import { shownBranch } from '../../src/shared/form/visibility.ts';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';

export type BranchProps = { branch: number };

/** Which branch shows: the first whose condition holds (the shared evaluator decides), or -1. */
export function selectBranch(core: JsonFormsCore, { uischema }: AnswerLayoutProps): BranchProps {
  return { branch: shownBranch(uischema as UiElement, core.data ?? {}) };
}

/**
 * Shows the one branch whose condition holds; the engine clears the others' keys.
 * Has no inputs of its own, so it serves the edit and the display registry alike.
 */
export function Conditional({ uischema, schema, path, enabled, renderers, cells, branch }: AnswerLayoutProps & BranchProps) {
  const element = (uischema as Layout).elements?.[branch];
  if (!element) return null;
  return <JsonFormsDispatch uischema={element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
