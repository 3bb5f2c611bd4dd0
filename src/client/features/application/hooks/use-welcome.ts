import { applicantNameKeys } from '../../../../shared/form/page-list.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { useProfile } from '../api/get-profile.ts';
import { useApplicationState } from '../store/application-store.ts';
import { useWebStatus } from './web-status.ts';
import type { WelcomeVariant } from '../../../lib/welcome-variant.ts';

export interface Welcome {
  variant: WelcomeVariant;
  /** The student's first name as saved ('' when unknown). */
  name: string;
  /** A visitor is also offered the way back in ('Already started your application?'). */
  isVisitor: boolean;
}

/** Banner hidden from this many logins on (unless submitted). */
const HIDE_FROM_LOGINS = 3;

function variantOf(numLogins: number): WelcomeVariant {
  if (numLogins === 1) return 'firstLogin';
  if (numLogins === 2) return 'secondLogin';
  return 'other';
}

/**
 * Which welcome banner shows, or null when hidden. Shown when submitted, to a visitor, or while the
 * student has not changed page, has logged in fewer than 3 times and is not validating. A visitor has no logins,
 * so sees the generic banner.
 */
export function useWelcome(): Welcome | null {
  const profile = useProfile();
  const webStatus = useWebStatus();
  const hasChangedPage = useApplicationState((state) => state.hasChangedPage);
  const firstName = useApplicationState((state) => state.savedAnswers[applicantNameKeys[0]]);
  const name = typeof firstName === 'string' ? firstName : '';
  if (!isLoggedIn()) return { variant: 'other', name: '', isVisitor: true };
  if (webStatus === 'submitted') return { variant: 'submitted', name, isVisitor: false };
  // num_logins counts successful logins and is at least 1 for a student.
  const numLogins = Math.max(1, profile.data?.successful_login.length ?? 0);
  if (hasChangedPage || numLogins >= HIDE_FROM_LOGINS || webStatus === 'validating') return null;
  return { variant: variantOf(numLogins), name, isVisitor: false };
}
