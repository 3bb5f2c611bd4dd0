// @vitest-environment jsdom
import { Profiler } from 'react';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormContext } from '../../../renderers/index.ts';
import { AnswerForm } from '../../../src/client/form/AnswerForm.tsx';
import { createAnswerStore } from '../../../src/client/form/answer-store.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { visitor } from './render-form.tsx';
import { control } from './tester-table.ts';

afterEach(cleanup);

const group = (label: string, keys: string[]) => ({ type: 'Group', label, elements: keys.map((key) => control(key)) });
// A section of five questions, one question on its own (no layout inside to take the steps), a section of three.
const page = {
  type: 'VerticalLayout',
  elements: [group('Names', ['first_name', 'nickname', 'region', 'grad_year', 'phone_mobile']), control('partner_essay'), group('More', ['essay', 'ssn', 'birth_date'])],
};

/** After each commit of the form: its sections (headings), questions (inputs) and whether more are to come. */
function renderCommits(mode: 'edit' | 'display') {
  const commits: Array<{ sections: number; questions: number; toCome: boolean }> = [];
  const container = document.body.appendChild(document.createElement('div'));
  render(
    <FormContext.Provider value={visitor}>
      <Profiler
        id="form"
        onRender={() =>
          commits.push({
            sections: container.querySelectorAll('h3, h4').length,
            questions: container.querySelectorAll('input, textarea').length,
            toCome: container.querySelector('[data-sections-to-come]') !== null,
          })
        }
      >
        <AnswerForm schema={schema as JsonSchema} uischema={page as UISchemaElement} store={createAnswerStore({})} mode={mode} />
      </Profiler>
    </FormContext.Provider>,
    { container },
  );
  return { commits, container };
}

describe('an editable page shows its questions in steps', () => {
  it('none in the first commit, then a section at a time, the one being added two questions per render, until all nine are there', () => {
    const { commits, container } = renderCommits('edit');
    expect(container.querySelectorAll('input, textarea')).toHaveLength(9);
    expect(container.querySelector('[data-sections-to-come]')).toBeNull();
    const questions = commits.map((commit) => commit.questions);
    // The first commit is the page's frame alone (a phone's first long task); the first with questions has two.
    expect(commits[0]).toEqual({ sections: 0, questions: 0, toCome: true });
    expect(questions.find((count) => count > 0)).toBe(2);
    // Never more than two new questions in one commit, never one taken away.
    for (let i = 1; i < questions.length; i++) expect(questions[i] - questions[i - 1]).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < questions.length; i++) expect(questions[i] - questions[i - 1]).toBeLessThanOrEqual(2);
    // The second section starts only once the first shows all five, the question on its own counting as shown at once.
    const secondSection = commits.findIndex((commit) => commit.sections === 2);
    expect(commits[secondSection - 1]?.questions).toBe(6);
    expect(commits.filter((commit) => commit.questions < 9).every((commit) => commit.toCome)).toBe(true);
  });

  it('a read-only page (the print view) shows them all in its first render', () => {
    const { commits, container } = renderCommits('display');
    expect(commits[0]?.sections).toBe(2);
    expect(container.querySelector('[data-sections-to-come]')).toBeNull();
  });
});
