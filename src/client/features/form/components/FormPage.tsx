import { useCallback, useMemo, useRef } from 'react';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import type { ErrorObject } from 'ajv';
import {
  applyAnswerChanges,
  CommitSinkContext,
  dependentsOf,
  displayRenderers,
  editRenderers,
  LookupContext,
  useFormContext,
  type AnswerChanges,
} from '../../../../../renderers/index.ts';
import { clearHiddenAnswers, formAjv, getPageSchema, getPageUiSchema, toJsonFormsErrors, type PageName } from '../../../../shared/form/index.ts';
import type { Answers, ErrorsByKey } from '../../../../shared/form/types.ts';
import { lookupClient } from '../api/find-lookup.ts';
import { sameAnswers } from './same-answers.ts';

export interface FormPageProps {
  page: PageName;
  /** The whole answer map; keep the same object until it really changes. */
  answers: Answers;
  /** Called with the new answer map as soon as the applicant changes something (hidden sections already cleared). */
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
 * The page around it (FormContext, saving, navigation, summary) belongs to the client.
 *
 * Messages come only from the shared pipeline (`errors` → `additionalErrors`). JSON Forms' own validation would be
 * hidden anyway (ValidateAndHide), yet compiling and running it against the option lists measured 0.5–0.9 s more
 * per page load and twice the cost per change, so it is off (`NoValidation`); `additionalErrors` show the same.
 */
export function FormPage({ page, answers, onChange, errors, mode = 'edit' }: FormPageProps) {
  const { tabs } = useFormContext();
  const schema = getPageSchema(page) as JsonSchema;
  const uischema = getPageUiSchema(page) as UISchemaElement;
  const additionalErrors = useMemo(() => (errors ? toJsonFormsErrors(errors) : NO_ERRORS), [errors]);

  // The answers as last given or last reported, so quick successive commits build on each other.
  const known = useRef(answers);
  const given = useRef(answers);
  if (given.current !== answers) known.current = given.current = answers;
  const latest = useRef({ onChange, chosenTabs: tabs.chosen });
  latest.current = { onChange, chosenTabs: tabs.chosen };

  // Hidden sections are cleared first; only answers that differ from what the client has go out.
  const report = useCallback(
    (changed: Answers) => {
      const cleared = clearHiddenAnswers(page, changed, { tabs: latest.current.chosenTabs });
      const next = cleared.length === 0 ? changed : { ...changed, ...Object.fromEntries(cleared.map((key) => [key, ''])) };
      if (sameAnswers(next, known.current)) return;
      known.current = next;
      latest.current.onChange(next);
    },
    [page],
  );

  // A renderer's commit reaches the client at once, in the same event, rather than after JSON Forms' debounce.
  const sink = useCallback(
    (changes: AnswerChanges) => {
      const base = known.current;
      report(applyAnswerChanges(base, typeof changes === 'function' ? changes(base) : changes, dependentsOf(uischema)));
    },
    [report, uischema],
  );

  // JSON Forms also reports the answers it was given, and our own commits a moment later.
  const handleChange = useCallback(({ data }: { data: Answers }) => report(data), [report]);

  return (
    <CommitSinkContext.Provider value={mode === 'edit' ? sink : null}>
      <LookupContext.Provider value={lookupClient}>
        <JsonForms
          schema={schema}
          uischema={uischema}
          data={answers}
          renderers={mode === 'edit' ? editRenderers : displayRenderers}
          ajv={formAjv}
          validationMode="NoValidation"
          additionalErrors={additionalErrors}
          readonly={mode === 'display'}
          onChange={handleChange}
        />
      </LookupContext.Provider>
    </CommitSinkContext.Provider>
  );
}
