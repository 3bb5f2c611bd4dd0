// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormPage, type FormPageProps } from '../../../../../src/client/features/form/components/FormPage.tsx';
import { FormContext, type FormContextValue } from '../../../../../renderers/index.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';
import complete from '../../../../fixtures/about.complete.answers.json';

afterEach(cleanup);

const applicant: FormContextValue = {
  isLoggedIn: true,
  isServiceUser: false,
  characterLimit: 7000,
  addAnother: { counts: { legacy: 2 }, onAdd: vi.fn() },
  tabs: { chosen: {}, onSwitch: () => Promise.resolve() },
  documents: { answers: {}, upload: () => Promise.resolve(), remove: () => Promise.resolve() },
};

/** A client page in miniature: holds the answers and hands FormPage's changes back to it. */
function Harness({ initial, onAnswers, ...rest }: Omit<FormPageProps, 'answers' | 'onChange' | 'page'> & { initial: Answers; onAnswers(answers: Answers): void }) {
  const [answers, setAnswers] = useState(initial);
  return (
    <FormContext.Provider value={applicant}>
      <FormPage
        page="about"
        answers={answers}
        onChange={(next) => {
          onAnswers(next);
          setAnswers(next);
        }}
        {...rest}
      />
    </FormContext.Provider>
  );
}

describe('FormPage', () => {
  it('renders the About You page with every input under its answer key', () => {
    render(<Harness initial={complete as Answers} onAnswers={vi.fn()} />);
    for (const key of ['first_name', 'birth_date', 'gender', 'phone_mobile', 'ssn', 'country', 'mailing_city', 'legacy_2_first_name']) {
      expect(document.getElementById(key), key).not.toBeNull();
    }
    expect((document.getElementById('first_name') as HTMLInputElement).value).toBe('Maria');
  });

  it('reports only the applicant’s changes, not the answers it was given', async () => {
    const onAnswers = vi.fn();
    render(<Harness initial={complete as Answers} onAnswers={onAnswers} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onAnswers).not.toHaveBeenCalled();
    const input = document.getElementById('first_name') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, 'Ana');
    await waitFor(() => expect(onAnswers).toHaveBeenLastCalledWith(expect.objectContaining({ first_name: 'Ana' })));
  });

  it('hands a commit to the client in the same event, before the next one (a click on Save)', async () => {
    const onAnswers = vi.fn();
    render(<Harness initial={complete as Answers} onAnswers={onAnswers} />);
    const input = document.getElementById('preferred_name') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, 'Mia');
    onAnswers.mockClear();
    input.blur();
    expect(onAnswers).toHaveBeenCalledTimes(1);
    expect(onAnswers.mock.calls[0][0]).toMatchObject({ preferred_name: 'Mia', first_name: 'Maria' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onAnswers).toHaveBeenCalledTimes(1);
  });

  it('clears the answers of a section the applicant hides', async () => {
    const onAnswers = vi.fn();
    render(<Harness initial={complete as Answers} onAnswers={onAnswers} />);
    expect(document.getElementById('mailing_city')).not.toBeNull();
    const sameAddress = screen.getByRole('radiogroup', { name: /mailing address the same/ });
    await userEvent.click(within(sameAddress).getByLabelText('Yes'));
    await waitFor(() => expect(onAnswers).toHaveBeenCalled());
    const last = onAnswers.mock.calls.at(-1)![0] as Answers;
    expect(last.mailing_addr_same_as_perm_addr).toBe('Y');
    expect(last.mailing_city).toBe('');
    expect(last.mailing_state_desc).toBe('');
    expect(document.getElementById('mailing_city')).toBeNull();
  });

  it('shows the errors it is given under their fields', () => {
    render(<Harness initial={{}} onAnswers={vi.fn()} errors={{ first_name: ['First Name'], birth_date: ['A valid date of birth is required.'] }} />);
    expect(document.getElementById('first_name-error')!.textContent).toBe('First Name');
    expect(document.getElementById('birth_date')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('in display mode shows values and no interactive control', () => {
    const { container } = render(<Harness initial={complete as Answers} onAnswers={vi.fn()} mode="display" />);
    expect(container.querySelector('input, select, textarea, button, [role="tab"]')).toBeNull();
    expect(container.textContent).toContain('Maria');
    expect(container.textContent).toContain('[X] Send me text message updates');
    expect(container.textContent).toContain('United States');
  });
});
