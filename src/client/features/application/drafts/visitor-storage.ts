/** The tab's copy of a visitor's typing (sessionStorage: this tab only, gone when it closes). */
export const VISITOR_TYPING_KEY = 'admissions.visitor-answers';

/** Whether this tab kept a visitor's typing from before a reload. */
export function hasVisitorTyping(): boolean {
  try {
    return sessionStorage.getItem(VISITOR_TYPING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Logged in, the visitor's answers came along through sign-up and are saved on the server: the tab's copy goes. */
export function dropVisitorTyping(): void {
  try {
    sessionStorage.removeItem(VISITOR_TYPING_KEY);
  } catch {
    // Storage turned off: nothing was kept.
  }
}
