// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { radioTester } from '../../../renderers/radio/index.ts';
import { RANKS } from '../../../renderers/ranks.ts';
import schema from '../../fixtures/renderers/contact.schema.json';
import { renderForm } from './render-form.tsx';
import { control, testerTable } from './tester-table.ts';
import { controlLabel } from '../../support/staff-text.ts';

const page = (...elements: object[]) => ({ type: 'VerticalLayout', elements });

describe('radio renderer', () => {
  testerTable(radioTester, [
    ['named radio', control('gender', { renderer: 'radio' }), RANKS.namedControl],
    ['oneOf without renderer', control('gender'), -1],
  ]);

  it('groups the options under the question, the first radio carrying the answer key as id', () => {
    renderForm({ schema, uischema: page(control('gender', { renderer: 'radio' })), errors: { gender: [controlLabel('uischemas/about.uischema.json', 'gender')] } });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe('gender-label');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById('gender-label')!.tagName).toBe('LEGEND');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.id)).toEqual(['gender', 'gender-M', 'gender-X']);
    expect(radios[0].getAttribute('aria-describedby')).toBe('gender-error');
    expect(document.getElementById('gender-error')!.textContent).toBe(controlLabel('uischemas/about.uischema.json', 'gender'));
  });

  it('writes _desc only when asked to', async () => {
    const form = renderForm({
      schema,
      uischema: page(control('gender', { renderer: 'radio', writeDesc: true }), control('fin_aid_apply', { renderer: 'radio' })),
    });
    await userEvent.click(screen.getByLabelText('Another gender'));
    await form.answersWhere((answers) => answers.gender === 'X' && answers.gender_desc === 'Another gender');
    await userEvent.click(screen.getByLabelText('No'));
    const answers = await form.answersWhere((a) => a.fin_aid_apply === 'N');
    expect(answers.fin_aid_apply_desc).toBeUndefined();
  });
});
