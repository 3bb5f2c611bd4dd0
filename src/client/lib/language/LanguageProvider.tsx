import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLanguage } from '../../../shared/texts/languages.ts';
import { isLoggedIn } from '../session.ts';
import { currentLanguage, rememberTabChoice, tabChoice } from './chosen-language.ts';
import { LanguageContext } from './language-context.ts';
import { saveLanguage } from './save-language.ts';
import { showLanguage } from './show-language.ts';

/**
 * The language the pages are shown in, and the way to change it. A change fetches the language's texts, shows
 * them in every text object (bound-texts.ts), then renders everything below afresh (keyed by the language), so
 * every component reads the new words; answers live outside the components and stay. A choice made in this tab
 * wins over the account's saved language, and is saved for the account when logged in.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(currentLanguage);
  const latest = useRef(language);

  const show = useCallback((code: string) => {
    latest.current = code;
    void showLanguage(code).then(() => {
      if (latest.current === code) setLanguage(code);
    });
  }, []);

  const choose = useCallback(
    (code: string) => {
      if (!isLanguage(code)) return;
      rememberTabChoice(code);
      // The account's copy is a convenience for the next login and for mails: a failed save changes nothing shown.
      if (isLoggedIn()) void saveLanguage(code).catch(() => undefined);
      show(code);
    },
    [show],
  );

  const followAccount = useCallback(
    (saved: string | null | undefined) => {
      const chosen = tabChoice();
      if (chosen !== null) {
        if (saved !== chosen && isLoggedIn()) void saveLanguage(chosen).catch(() => undefined);
        return;
      }
      if (isLanguage(saved) && saved !== latest.current) show(saved);
    },
    [show],
  );

  const value = useMemo(() => ({ language, choose, followAccount }), [language, choose, followAccount]);
  return (
    <LanguageContext.Provider value={value}>
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}
