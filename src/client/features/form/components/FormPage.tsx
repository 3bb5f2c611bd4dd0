import { useCallback, useMemo, useRef } from 'react';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import type { ErrorObject } from 'ajv';
import { displayRenderers, editRenderers, useFormContext } from '../../../../../renderers/index.ts';
import { clearHiddenAnswers, formAjv, getPageSchema, getPageUiSchema, type PageName } from '../../../../shared/form/index.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';
import { toAdditionalErrors } from './additional-errors.ts';

export interface FormPageProps {
  page: PageName;
  /** The whole answer map; keep the same object until it really changes. */
  answers: Answers;
  /** Called with the new answer map after the applicant changes something (hidden sections already cleared). */
  onChange(answers: Answers): void;
  /** The shared pipeline's normalised errors, shown under the fields (pass them only while validating). */
  errors?: ErrorsByKey;
  /** `display`: the read-only twins of the service (print) view. */
  mode?: 'edit' | 'display';
}

const NO_ERRORS: ErrorObject[] = [];

/**
 * One form page through JSON Forms with our renderers. Every prop handed to <JsonForms> stays the same object
 * between renders (page schema, UI schema, renderers, AJV, errors), so a keystroke never recompiles anything.
 * The surrounding page (FormContext, saving, navigation, summary) belongs to the client around it.
 */
export function FormPage({ page, answers, onChange, errors, mode = 'edit' }: FormPageProps) {
  const { tabs } = useFormContext();
  const additionalErrors = useMemo(() => (errors ? toAdditionalErrors(errors) : NO_ERRORS), [errors]);
  const latest = useRef({ answers, onChange, chosenTabs: tabs.chosen });
  latest.current = { answers, onChange, chosenTabs: tabs.chosen };

  const handleChange = useCallback(
    ({ data }: { data: Answers }) => {
      const { answers: current, onChange: report, chosenTabs } = latest.current;
      // JSON Forms also reports the answers it was given; only the applicant's changes go out.
      if (data === current) return;
      const cleared = clearHiddenAnswers(page, data, { tabs: chosenTabs });
      report(cleared.length === 0 ? data : { ...data, ...Object.fromEntries(cleared.map((key) => [key, ''])) });
    },
    [page],
  );

  return (
    <JsonForms
      schema={getPageSchema(page) as JsonSchema}
      uischema={getPageUiSchema(page) as UISchemaElement}
      data={answers}
      renderers={mode === 'edit' ? editRenderers : displayRenderers}
      ajv={formAjv}
      validationMode="ValidateAndHide"
      additionalErrors={additionalErrors}
      readonly={mode === 'display'}
      onChange={handleChange}
    />
  );
}
