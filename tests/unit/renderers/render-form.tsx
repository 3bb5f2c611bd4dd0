import { JsonForms } from '@jsonforms/react';
import type { JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  CommitSinkContext,
  displayRenderers,
  editRenderers,
  FormContext,
  LookupContext,
  type AnswerChanges,
  type FormContextValue,
  type LookupClient,
} from '../../../renderers/index.ts';
import { toJsonFormsErrors } from '../../../src/shared/form/json-forms-errors.ts';
import type { Answers } from '../../../src/shared/form/types.ts';

afterEach(cleanup);

export interface RenderFormOptions {
  schema: object;
  uischema: object;
  data?: Answers;
  mode?: 'edit' | 'display';
  context?: Partial<FormContextValue>;
  /** Messages per key, passed to JSON Forms as additionalErrors. */
  errors?: Record<string, string[]>;
  /** What the autocomplete reaches GET /lookup/find through (the client's fetcher in the app). */
  lookup?: LookupClient;
}

export const visitor: FormContextValue = {
  isLoggedIn: false,
  isServiceUser: false,
  addAnother: { counts: {}, onAdd: () => {} },
  tabs: { chosen: {}, onSwitch: () => Promise.resolve() },
  documents: { answers: {}, upload: () => Promise.resolve(), remove: () => Promise.resolve() },
};

/** A lookup that finds nothing and has no records. */
const noLookup: LookupClient = {
  search: () => Promise.resolve([]),
  record: () => Promise.reject(new Error('no lookup in this test')),
};

/** Renders one JSON Forms page with our registries the way FormPage does, and records every data change. */
export function renderForm({ schema, uischema, data = {}, mode = 'edit', context, errors = {}, lookup }: RenderFormOptions) {
  const changes: Answers[] = [];
  /** Every commit a renderer made, as it made it (what FormPage's commit sink receives). */
  const commits: AnswerChanges[] = [];
  const sink = (committed: AnswerChanges) => commits.push(committed);
  const renderers: JsonFormsRendererRegistryEntry[] = mode === 'edit' ? editRenderers : displayRenderers;
  const additionalErrors = toJsonFormsErrors(errors);
  const tree = (answers: Answers) => (
    <FormContext.Provider value={{ ...visitor, ...context }}>
      <CommitSinkContext.Provider value={sink}>
        <LookupContext.Provider value={lookup ?? noLookup}>
          <JsonForms
            schema={schema as JsonSchema}
            uischema={uischema as UISchemaElement}
            data={answers}
            renderers={renderers}
            validationMode="NoValidation"
            additionalErrors={additionalErrors}
            onChange={({ data: next }) => changes.push(next as Answers)}
          />
        </LookupContext.Provider>
      </CommitSinkContext.Provider>
    </FormContext.Provider>
  );
  const view = render(tree(data));
  /** Hands the form new answers from outside, as the client does after loading or clearing. */
  const setAnswers = (answers: Answers) => view.rerender(tree(answers));
  const latest = () => changes[changes.length - 1] ?? data;
  /** Waits until the answers satisfy `check` (JSON Forms reports changes after a short debounce). */
  const answersWhere = async (check: (answers: Answers) => boolean) => {
    await waitFor(() => {
      if (!check(latest())) throw new Error(`answers not as expected: ${JSON.stringify(latest())}`);
    });
    return latest();
  };
  return { ...view, changes, commits, latest, answersWhere, setAnswers };
}
