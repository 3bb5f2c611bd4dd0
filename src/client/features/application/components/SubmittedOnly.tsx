import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner.tsx';
import { messages } from '../../../lib/messages.ts';
import { defaultFormPage } from '../../../lib/pages.ts';
import { useProfile } from '../api/get-profile.ts';
import { useWebStatus } from '../hooks/web-status.ts';

/** /completion is only for a submitted application; anyone else goes to the default form page. */
export function SubmittedOnly() {
  const profile = useProfile();
  const webStatus = useWebStatus();
  if (!profile.isSuccess) return <FullScreenSpinner label={messages.loadingApplication} />;
  return webStatus === 'submitted' ? <Outlet /> : <Navigate to={defaultFormPage.path} replace />;
}
