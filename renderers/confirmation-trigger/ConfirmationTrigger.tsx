import { useId, useState } from 'react';
import type { JsonFormsCore, Layout, UISchemaElement } from '@jsonforms/core';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { isAnswered } from '../../src/shared/form/answer-model.ts';
import type { UiElement } from '../../src/shared/form/types.ts';
import { controlKeysOf } from '../../src/shared/form/uischema-tree.ts';
import { Column } from '../common/Column.ts';
import { LayoutChildren } from '../common/LayoutChildren.tsx';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { useFormText } from '../common/form-text.tsx';

export type MustShowProps = { mustShow: boolean };

const keysCache = new WeakMap<UISchemaElement, readonly string[]>();

/** Whether the content holds an answer or an error, and so must stay in sight. */
export function selectMustShow(core: JsonFormsCore, { uischema }: AnswerLayoutProps): MustShowProps {
  let keys = keysCache.get(uischema);
  if (!keys) keysCache.set(uischema, (keys = controlKeysOf(uischema as UiElement)));
  const answers = core.data ?? {};
  const errors = core.additionalErrors ?? [];
  return { mustShow: keys.some((key) => isAnswered(answers[key]) || errors.some((error) => error.instancePath === `/${key}`)) };
}

/**
 * Content revealed by a button toggle or a checkbox (`options.mode`), placed before or after it
 * (`options.position`); `optional` content starts revealed. Content holding answers or errors always shows.
 */
export function ConfirmationTrigger({ uischema, schema, path, enabled, renderers, cells, mustShow }: AnswerLayoutProps & MustShowProps) {
  const options = uischema.options ?? {};
  const text = useFormText();
  const label = typeof options.label === 'string' ? text(options.label, options.label) : options.label;
  const [open, setOpen] = useState(options.position === 'optional');
  const contentId = useId();
  const revealed = open || mustShow;

  const trigger =
    options.mode === 'checkbox' ? (
      <FormControlLabel
        label={label}
        control={<Checkbox checked={revealed} onChange={(event) => setOpen(event.target.checked)} inputProps={{ 'aria-controls': contentId }} />}
      />
    ) : (
      <div>
        <Button variant="text" aria-expanded={revealed} aria-controls={contentId} onClick={() => setOpen(!revealed)}>
          {label}
        </Button>
      </div>
    );
  const content = (
    <Column id={contentId}>
      {revealed && <LayoutChildren elements={(uischema as Layout).elements ?? []} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />}
    </Column>
  );
  return (
    <Column>
      {options.position === 'before' && content}
      {trigger}
      {options.position !== 'before' && content}
    </Column>
  );
}
