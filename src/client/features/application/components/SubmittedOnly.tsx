import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner.tsx';
import { useAccountLanguage } from '../../../lib/language/use-account-language.ts';
import { messages } from '../../../lib/messages.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { defaultFormPage } from '../../../lib/pages.ts';
import { useProfile } from '../api/get-profile.ts';
import { useWebStatus } from '../hooks/web-status.ts';

/** /completion is only for a submitted application (in the account's language); anyone else goes to the default form page. */
export function SubmittedOnly() {
  const profile = useProfile();
  const webStatus = useWebStatus();
  const inAccountLanguage = useAccountLanguage(profile.data?.language, profile.isSuccess && isLoggedIn());
  if (!profile.isSuccess || !inAccountLanguage) return <FullScreenSpinner label={messages.loadingApplication} />;
  return webStatus === 'submitted' ? <Outlet /> : <Navigate to={defaultFormPage.path} replace />;
}
