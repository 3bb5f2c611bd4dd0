import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FormContext, LookupContext, type FormContextValue, type LookupClient } from '../../../renderers/index.ts';
import { AnswerForm } from '../../../src/client/form/AnswerForm.tsx';
import { createAnswerStore } from '../../../src/client/form/answer-store.ts';
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

/**
 * Renders one JSON Forms page with our registries through the client's form binding (AnswerForm over an answer
 * store), and records the answers every commit wrote.
 */
export function renderForm({ schema, uischema, data = {}, mode = 'edit', context, errors = {}, lookup }: RenderFormOptions) {
  const store = createAnswerStore(data);
  /** The answer map after each commit a renderer made, in order (answers set from outside are not listed). */
  const changes: Answers[] = [];
  let fromOutside = false;
  store.subscribe(() => {
    if (!fromOutside) changes.push(store.getAnswers());
  });
  const tree = (shown: Partial<FormContextValue> | undefined) => (
    <FormContext.Provider value={{ ...visitor, ...shown }}>
      <LookupContext.Provider value={lookup ?? noLookup}>
        <AnswerForm schema={schema as JsonSchema} uischema={uischema as UISchemaElement} store={store} errors={errors} mode={mode} />
      </LookupContext.Provider>
    </FormContext.Provider>
  );
  const view = render(tree(context));
  /** Renders the same form in a new form context, as the client does when a query it holds changes. */
  const setContext = (next: Partial<FormContextValue>) => view.rerender(tree(next));
  /** Hands the form new answers from outside, as the client does after loading or clearing. */
  const setAnswers = (answers: Answers) => {
    fromOutside = true;
    act(() => store.setAnswers(answers));
    fromOutside = false;
  };
  const latest = () => store.getAnswers();
  /** Waits until the answers satisfy `check` (some renderers commit after a pause or a lookup). */
  const answersWhere = async (check: (answers: Answers) => boolean) => {
    await waitFor(() => {
      if (!check(latest())) throw new Error(`answers not as expected: ${JSON.stringify(latest())}`);
    });
    return latest();
  };
  return { ...view, changes, latest, answersWhere, setAnswers, setContext };
}
