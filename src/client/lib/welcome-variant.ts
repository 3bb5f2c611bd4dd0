/** Which welcome banner a form page shows: after submitting, at the first and second login, or the generic one. */
export type WelcomeVariant = 'submitted' | 'firstLogin' | 'secondLogin' | 'other';
