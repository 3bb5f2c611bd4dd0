import { Outlet, useLocation } from 'react-router';
import { DialogErrorBoundary } from '../../components/DialogErrorBoundary.tsx';
import { FullScreenSpinner } from '../../components/FullScreenSpinner.tsx';
import { ToastErrorBoundary } from '../../components/ToastErrorBoundary.tsx';
import { useProfile } from '../../features/application/api/get-profile.ts';
import { ApplicationProvider } from '../../features/application/components/ApplicationProvider.tsx';
import { DraftNoticeSlot } from '../../features/application/drafts/DraftNoticeSlot.tsx';
import { REVIEW_HEADING, REVIEW_PATH } from '../../features/application/review/review-step.ts';
import { IdleTimeout } from '../../features/session/components/IdleTimeout.tsx';
import { SiteFooter } from '../../features/shell/components/SiteFooter.tsx';
import { defaultFormPage, formPageByPath } from '../../lib/pages.ts';
import { useAccountLanguage } from '../../lib/language/use-account-language.ts';
import { messages } from '../../lib/messages.ts';
import { isLoggedIn } from '../../lib/session.ts';
import { useIsServiceUser } from '../../lib/service-user.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { FormFrame } from './FormFrame.tsx';
import { ApplicationStepNav } from './ApplicationStepNav.tsx';
import { ApplicationPdfLink } from './ApplicationPdfLink.tsx';
import { ApplicationWelcome } from './ApplicationWelcome.tsx';

/** The frame of the three form pages; nothing inside renders before the profile has loaded. */
export function FormLayout() {
  const profile = useProfile();
  const { pathname } = useLocation();
  const isServiceUser = useIsServiceUser();
  const inAccountLanguage = useAccountLanguage(profile.data?.language, profile.isSuccess && isLoggedIn() && !isServiceUser);
  if (!profile.isSuccess || !inAccountLanguage) return <FullScreenSpinner label={messages.loadingApplication} />;

  const loggedIn = isLoggedIn();
  const page = pathname === REVIEW_PATH ? REVIEW_HEADING : (formPageByPath(pathname) ?? defaultFormPage);

  return (
    <ApplicationProvider key={profile.data.username} profile={profile.data} isServiceUser={isServiceUser}>
      <FormFrame
        page={page}
        actions={
          <DialogErrorBoundary>
            <AccountMenu username={loggedIn ? profile.data.username : null} />
          </DialogErrorBoundary>
        }
        steps={!isServiceUser && <ApplicationStepNav />}
        notices={
          <>
            {!isServiceUser && <ApplicationWelcome />}
            {loggedIn && !isServiceUser && <DraftNoticeSlot />}
            {loggedIn && !isServiceUser && <ApplicationPdfLink resetKey={pathname} />}
          </>
        }
        footer={
          <>
            {!isServiceUser && <SiteFooter variant="form" />}
            {loggedIn && (
              <DialogErrorBoundary>
                <IdleTimeout />
              </DialogErrorBoundary>
            )}
          </>
        }
      >
        <ToastErrorBoundary resetKey={pathname}>
          <Outlet />
        </ToastErrorBoundary>
      </FormFrame>
    </ApplicationProvider>
  );
}
