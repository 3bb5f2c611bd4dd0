import { useEffect } from 'react';
import { isLanguage } from '../../../shared/texts/languages.ts';
import { tabChoice } from './chosen-language.ts';
import { useLanguage } from './language-context.ts';

/**
 * The account's saved language, shown once its profile is here (`active`: logged in, not the print view), unless
 * this tab chose one (which the account then saves). False while the page is not yet in the language it must show:
 * a frame waits for it as it waits for the profile, so the first page after a login is painted in the account's
 * language, never in the browser's first.
 */
export function useAccountLanguage(saved: string | null | undefined, active: boolean): boolean {
  const { language, followAccount } = useLanguage();
  useEffect(() => {
    if (active) followAccount(saved);
  }, [active, saved, followAccount]);
  const wanted = active && tabChoice() === null && isLanguage(saved) ? saved : null;
  return wanted === null || wanted === language;
}
