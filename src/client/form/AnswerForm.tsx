import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { JsonSchema, Translator, UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import type { Ajv, ErrorObject } from 'ajv';
import {
  AnswerSourceContext,
  CommitContext,
  displayRenderers,
  editRenderers,
  RevealInStepsContext,
  FormTextContext,
  passThrough,
  type FormText,
  useFormContext,
  type AnswerChanges,
} from '../../../renderers/index.ts';
import { toJsonFormsErrors } from '../../shared/form/json-forms-errors.ts';
import type { ErrorsByKey, UiElement } from '../../shared/form/types.ts';
import { commitAnswers } from './answer-changes.ts';
import type { AnswerStore } from './answer-store.ts';

export interface AnswerFormProps {
  schema: JsonSchema;
  uischema: UISchemaElement;
  /** Where the answers live: JSON Forms shows what it holds, and every commit is written to it at once. */
  store: AnswerStore;
  /** The shared pipeline's normalised errors, shown under the fields (pass them only while validating). */
  errors?: ErrorsByKey;
  /** `display`: the read-only twins of the service (print) view; nothing is committed. */
  mode?: 'edit' | 'display';
  ajv?: Ajv;
  /** The form's texts in the chosen language (JSON Forms' i18n: labels, errors; our renderers' help and options). */
  i18n?: FormI18n;
  /** An editable page shows its sections in steps (reveal-in-steps.tsx); false shows them all in one render. */
  inSteps?: boolean;
}

/** JSON Forms' i18n with the translator our renderers use too. */
export interface FormI18n {
  locale: string;
  translate: FormText;
  translateError: (error: ErrorObject) => string;
}

const NO_ERRORS: ErrorObject[] = [];

/** JSON Forms' data: always this object, so no commit changes its state (the renderers read the store). */
const NO_DATA = {};

/**
 * The binding between an answer store and JSON Forms with our renderers, one channel each way: the renderers read
 * the answers from the store (AnswerSourceContext), each subscribed to what it shows, and a renderer's commit goes
 * to the store once, in the event that made it, dependent selects and newly hidden sections cleared on the way
 * (`commitAnswers`). JSON Forms lays the page out and holds schema, UI schema and errors, but not the answers: its
 * state, which every renderer reads, would change on each commit and re-render the whole page. Its own onChange is
 * not listened to. The client page provides FormContext (and LookupContext) around it.
 */
export function AnswerForm({ schema, uischema, store, errors, mode = 'edit', ajv, i18n, inSteps = mode === 'edit' }: AnswerFormProps) {
  const { tabs } = useFormContext();
  // Read by the commit at event time, so a tab switch does not make a new commit function.
  const chosenTabs = useRef(tabs.chosen);
  useLayoutEffect(() => {
    chosenTabs.current = tabs.chosen;
  }, [tabs.chosen]);
  // JSON Forms asks with no English for keys it only tries (`error.custom`): those have none here.
  const jsonFormsI18n = useMemo(
    () =>
      i18n && {
        locale: i18n.locale,
        translate: ((key: string, english?: string) => (english === undefined ? undefined : i18n.translate(key, english))) as Translator,
        translateError: i18n.translateError,
      },
    [i18n],
  );
  const additionalErrors = useMemo(() => (errors ? toJsonFormsErrors(errors) : NO_ERRORS), [errors]);

  // Stable while the form lives, so no memoised renderer re-renders for a new commit function.
  const commit = useCallback(
    (changes: AnswerChanges) => {
      const current = store.getAnswers();
      const next = commitAnswers(uischema as UiElement, current, changes, chosenTabs.current);
      if (next !== current) store.setAnswers(next);
    },
    [store, uischema],
  );

  return (
    <AnswerSourceContext.Provider value={store}>
      <CommitContext.Provider value={mode === 'edit' ? commit : null}>
        <RevealInStepsContext.Provider value={inSteps}>
          <FormTextContext.Provider value={i18n?.translate ?? passThrough}>
            <JsonForms
              i18n={jsonFormsI18n}
              schema={schema}
              uischema={uischema}
              data={NO_DATA}
              renderers={mode === 'edit' ? editRenderers : displayRenderers}
              ajv={ajv}
              validationMode="NoValidation"
              additionalErrors={additionalErrors}
              readonly={mode === 'display'}
            />
          </FormTextContext.Provider>
        </RevealInStepsContext.Provider>
      </CommitContext.Provider>
    </AnswerSourceContext.Provider>
  );
}
