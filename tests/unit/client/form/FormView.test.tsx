// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormView, type FormViewProps } from '../../../../src/client/form/FormView.tsx';
import { createAnswerStore } from '../../../../src/client/form/answer-store.ts';
import { FormContext, type FormContextValue } from '../../../../renderers/index.ts';
import type { Answers } from '../../../../src/shared/form/types.ts';
import complete from '../../../fixtures/about.complete.answers.json';
import { passEveryDebounce, useQuietTimers } from '../../renderers/quiet-time.ts';
import { staffText } from '../../../support/staff-text.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const applicant: FormContextValue = {
  isLoggedIn: true,
  isServiceUser: false,
  characterLimit: 7000,
  addAnother: { counts: { legacy: 2 }, onAdd: vi.fn() },
  tabs: { chosen: {}, onSwitch: () => Promise.resolve() },
  documents: { answers: {}, upload: () => Promise.resolve(), remove: () => Promise.resolve() },
};

/** The About You page over an answer store, as the client page shows it; `writes` lists every answer map written. */
function renderAbout(initial: Answers, props: Omit<FormViewProps, 'page' | 'store'> = {}) {
  const store = createAnswerStore(initial);
  const writes: Answers[] = [];
  store.subscribe(() => writes.push(store.getAnswers()));
  const view = render(
    <FormContext.Provider value={applicant}>
      <FormView page="about" store={store} {...props} />
    </FormContext.Provider>,
  );
  return { ...view, store, writes };
}

describe('FormView', () => {
  it('renders the About You page with every input under its answer key', () => {
    renderAbout(complete as Answers);
    for (const key of ['first_name', 'birth_date', 'gender', 'phone_mobile', 'ssn', 'country', 'mailing_city', 'legacy_2_first_name']) {
      expect(document.getElementById(key), key).not.toBeNull();
    }
    expect((document.getElementById('first_name') as HTMLInputElement).value).toBe('Maria');
  });

  it('writes only the applicant’s changes to the store, never the answers it was given', async () => {
    const user = useQuietTimers();
    const { store, writes } = renderAbout(complete as Answers);
    await passEveryDebounce();
    expect(writes).toEqual([]);
    const input = document.getElementById('first_name') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'Ana');
    await waitFor(() => expect(store.getAnswers().first_name).toBe('Ana'));
    expect(writes.at(-1)).toEqual({ ...complete, first_name: 'Ana' });
  });

  it('puts a commit in the store in the same event, before the next one (a click on Save), and once', async () => {
    const user = useQuietTimers();
    const { store, writes } = renderAbout(complete as Answers);
    const input = document.getElementById('preferred_name') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'Mia');
    writes.length = 0;
    input.blur();
    expect(writes).toHaveLength(1);
    expect(store.getAnswers()).toMatchObject({ preferred_name: 'Mia', first_name: 'Maria' });
    await passEveryDebounce();
    expect(writes).toHaveLength(1);
  });

  // A keyboard user reads the group right after the key that chose (a screen reader, the e2e journey). When the
  // radios read answers a render behind the store (JSON Forms' state, updated by an effect), React put the old
  // choice back on the input at the end of the event, and an arrow pressed on that stale reading committed a
  // second answer over the first.
  it('a chosen radio is checked when the event that chose it ends, not a render later', () => {
    const { store } = renderAbout({});
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = reactAct.IS_REACT_ACT_ENVIRONMENT;
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const gender = document.getElementById('gender') as HTMLInputElement;
      const [first, second] = document.getElementsByName(gender.name) as NodeListOf<HTMLInputElement>;
      first!.click();
      expect([first!.checked, store.getAnswers().gender]).toEqual([true, first!.value]);
      second!.click();
      expect([first!.checked, second!.checked, store.getAnswers().gender]).toEqual([false, true, second!.value]);
    } finally {
      reactAct.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('shows answers set in the store from outside', async () => {
    const { store } = renderAbout(complete as Answers);
    store.setAnswers({ ...store.getAnswers(), first_name: 'Lena' });
    await waitFor(() => expect((document.getElementById('first_name') as HTMLInputElement).value).toBe('Lena'));
  });

  it('clears the answers of a section the applicant hides, in the same write', async () => {
    const { store, writes } = renderAbout(complete as Answers);
    expect(document.getElementById('mailing_city')).not.toBeNull();
    const sameAddress = screen.getByRole('radiogroup', { name: /mailing address the same/ });
    await userEvent.click(within(sameAddress).getByLabelText('Yes'));
    expect(writes).toHaveLength(1);
    expect(store.getAnswers()).toMatchObject({ mailing_addr_same_as_perm_addr: 'Y', mailing_city: '', mailing_state_desc: '' });
    await waitFor(() => expect(document.getElementById('mailing_city')).toBeNull());
  });

  it('shows the errors it is given under their fields', () => {
    renderAbout(
      {},
      {
        errors: {
          first_name: [staffText('schemas/about.schema.json', '/errorMessage/required/first_name')],
          birth_date: [staffText('schemas/about.schema.json', '/errorMessage/required/birth_date')],
        },
      },
    );
    expect(document.getElementById('first_name-error')!.textContent).toBe(staffText('schemas/about.schema.json', '/errorMessage/required/first_name'));
    expect(document.getElementById('birth_date')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('in display mode shows values and no interactive control', () => {
    const { container } = renderAbout(complete as Answers, { mode: 'display' });
    expect(container.querySelector('input, select, textarea, button, [role="tab"]')).toBeNull();
    expect(container.textContent).toContain('Maria');
    expect(container.textContent).toContain('[X] Send me text message updates');
    expect(container.textContent).toContain('United States');
  });
});
