import { createContext, useContext } from 'react';
import { defaultLanguage } from '../../../shared/texts/languages.ts';

export interface LanguageChoice {
  /** The language the pages are shown in. */
  language: string;
  /** The applicant's choice: remembered for the tab (and the account, when logged in), then shown. */
  choose(code: string): void;
  /** The account's saved language, shown when nothing was chosen in this tab. */
  followAccount(code: string | null | undefined): void;
}

export const LanguageContext = createContext<LanguageChoice>({ language: defaultLanguage, choose: () => {}, followAccount: () => {} });

export const useLanguage = (): LanguageChoice => useContext(LanguageContext);
