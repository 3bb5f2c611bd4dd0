// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepVisitorTyping } from '../../../../../src/client/features/application/drafts/visitor-draft.ts';
import { createApplicationStore } from '../../../../../src/client/features/application/store/application-store.ts';
import { answerKeysKeptOutOfBrowserStorage } from '../../../../../src/shared/form/private-answers.ts';
import type { Answers } from '../../../../../src/shared/form/types.ts';

const newStore = (answers: Answers = {}) => createApplicationStore({ answers, savedAnswers: {}, hasChangedPage: false, summaryFocusRequest: 0, saveState: 'idle' });
const stored = () => Object.values(sessionStorage).join('');

afterEach(() => sessionStorage.clear());

describe('the answers a browser never keeps', () => {
  it('are the secret ones and the date of birth (the question with an age rule)', () => {
    expect([...answerKeysKeptOutOfBrowserStorage()].sort()).toEqual(['birth_date', 'ssn']);
  });
});

describe('a visitor’s typing in the tab', () => {
  it('is kept as it changes, without the SSN and the date of birth, and comes back in a new page of the tab', () => {
    const store = newStore();
    const stop = keepVisitorTyping(store, {});
    store.update({ answers: { first_name: 'Vera', ssn: '123-45-6789', birth_date: '2008-04-15' } });
    stop();
    expect(stored()).toContain('Vera');
    expect(stored()).not.toMatch(/6789|2008/);

    const reloaded = newStore();
    keepVisitorTyping(reloaded, {})();
    expect(reloaded.getState().answers).toEqual({ first_name: 'Vera' });
  });

  it('keeps what was typed before its code arrived, which wins over the copy', () => {
    sessionStorage.setItem('admissions.visitor-answers', JSON.stringify({ first_name: 'Old', city: 'Boulder', ssn: '123-45-6789' }));
    const store = newStore({ first_name: 'New' });
    keepVisitorTyping(store, {})();
    expect(store.getState().answers).toEqual({ first_name: 'New', city: 'Boulder' });
    expect(JSON.parse(sessionStorage.getItem('admissions.visitor-answers')!)).toEqual({ first_name: 'New', city: 'Boulder' });
  });
});
