import { PRINT_STANDBY_PARAMETER } from '../../../shared/print-view.ts';
import { isLanguage, negotiateLanguage } from '../../../shared/texts/languages.ts';

/** Where a choice made in this tab is kept: it outlives a reload, not the tab. */
const TAB_CHOICE = 'language';

/** The language chosen in this tab, if any (storage may be refused: a private window, a sandbox). */
export function tabChoice(): string | null {
  try {
    const code = window.sessionStorage.getItem(TAB_CHOICE);
    return isLanguage(code) ? code : null;
  } catch {
    return null;
  }
}

export function rememberTabChoice(code: string): void {
  try {
    window.sessionStorage.setItem(TAB_CHOICE, code);
  } catch {
    // Without storage the choice lasts until the page is left, and the account keeps it when logged in.
  }
}

/** The browser's own language list, in its order of preference, through the server's rule. */
function browserLanguage(): string {
  return negotiateLanguage(navigator.languages.join(','));
}

/**
 * The language the server's PDF renderer names for the print view (`&lang=`): an applicant's copy prints in theirs,
 * the staff copy in the default. Only the print view (a service token or the renderer's spare page) reads it.
 */
function printedIn(): string | null {
  const query = new URLSearchParams(window.location.search);
  const printView = query.has('service_token') || query.has(PRINT_STANDBY_PARAMETER);
  const code = printView ? query.get('lang') : null;
  return isLanguage(code) ? code : null;
}

let current = typeof window === 'undefined' ? negotiateLanguage(null) : (printedIn() ?? tabChoice() ?? browserLanguage());

/** The language the pages are shown in now: what every API call asks the server to answer in. */
export const currentLanguage = (): string => current;

/** Shown in `code` from now on: `<html lang>` follows, so screen readers read the page in that language. */
export function setCurrentLanguage(code: string): void {
  current = code;
  // The server's render of the page shell has no document: the page's <html lang> is written with it.
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
