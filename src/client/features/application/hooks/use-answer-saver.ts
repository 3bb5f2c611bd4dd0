import { useEffect, useState } from 'react';
import { isLoggedIn } from '../../../lib/session.ts';
import { applicationApi } from '../api/application-api.ts';
import { createAnswerSaver, type AnswerSaver } from '../flow/answer-saver.ts';
import { changedAnswers, type ApplicationStore } from '../store/application-store.ts';

/**
 * The store's saver, made once (its retries outlive a page change), stopped when the application closes. While a
 * logged-in applicant has changed answers the server does not have, leaving the page (closing the tab, reloading,
 * another site) asks first; what the page filled in itself (the account's e-mail) and the applicant left as it was
 * is no loss, so it does not count.
 */
export function useAnswerSaver(store: ApplicationStore): AnswerSaver {
  const [saver] = useState(() => createAnswerSaver(store, (changed) => applicationApi.saveAnswers(changed)));
  const [opened] = useState(() => store.getState().answers);
  useEffect(() => {
    saver.resume();
    return () => saver.stop();
  }, [saver]);
  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      const { answers, savedAnswers } = store.getState();
      if (!isLoggedIn() || Object.keys(changedAnswers(answers, { ...opened, ...savedAnswers })).length === 0) return;
      // The browser asks in its own words (a page's text is no longer shown).
      event.preventDefault();
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [opened, store]);
  return saver;
}
