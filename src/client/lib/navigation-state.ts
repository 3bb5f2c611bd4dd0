import type { Answers } from '../../shared/form/types.ts';

/**
 * What the account screens hand each other (and the form) in the history entry's state:
 * - /signup, /login: `studentAnswers` (a visitor's unsaved answers), /login also `errorMessage` (session ended, logout,
 *   inactivity) or `successMessage` and `username` (after confirm or reset);
 * - /confirm: `username`, `successMessage` and `studentAnswers`;
 * - the form (/about) after a login: `studentAnswers`, for the form to save once the student is logged in.
 */
export interface AuthNavigationState {
  username?: string;
  successMessage?: string;
  errorMessage?: string;
  studentAnswers?: Answers;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isAnswers(value: unknown): value is Answers {
  return isRecord(value) && Object.values(value).every((answer) => typeof answer === 'string' || typeof answer === 'boolean');
}

/** The history state as the cards read it: any part of the wrong type (a stale or foreign entry) is left out. */
export function readAuthState(state: unknown): AuthNavigationState {
  if (!isRecord(state)) return {};
  const text = (key: string) => (typeof state[key] === 'string' ? (state[key] as string) : undefined);
  return {
    username: text('username'),
    successMessage: text('successMessage'),
    errorMessage: text('errorMessage'),
    studentAnswers: isAnswers(state.studentAnswers) ? state.studentAnswers : undefined,
  };
}

/** Only the in-progress answers, to pass along to the next screen when there are any. */
export function carryAnswers({ studentAnswers }: AuthNavigationState): Pick<AuthNavigationState, 'studentAnswers'> {
  return studentAnswers ? { studentAnswers } : {};
}
