import type { UISchemaElement } from '@jsonforms/core';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { JsonFormsDispatch } from '@jsonforms/react';

/** The content of the one tab that shows. */
export function TabPanel({
  element,
  schema,
  path,
  enabled,
  renderers,
  cells,
  ...aria
}: Pick<AnswerLayoutProps, 'schema' | 'path' | 'enabled' | 'renderers' | 'cells'> & {
  element: UISchemaElement;
  id?: string;
  'aria-labelledby'?: string;
}) {
  const panel = <JsonFormsDispatch uischema={element} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
  return aria.id ? (
    <div role="tabpanel" {...aria}>
      {panel}
    </div>
  ) : (
    panel
  );
}
