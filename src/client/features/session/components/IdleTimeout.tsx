import { useEffect } from 'react';
import { runBeforeSessionEnd } from '../../../lib/before-session-end.ts';
import { useKeepSessionAlive } from '../api/keep-alive.ts';
import { useLogOut } from '../api/log-out.ts';
import { useIdleTimeout } from '../hooks/use-idle-timeout.ts';
import { idleSettings } from '../idle-settings.ts';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';

/**
 * The idle timeout of a logged-in student: mount it only while logged in. Staying also refreshes the
 * server's session; the timer's expiry logs out with the inactivity message (after the work registered to run before
 * a session ends), "No" like the Log Out button.
 */
export function IdleTimeout() {
  const idleLogOut = useLogOut({ reason: idleSettings.loggedOutMessage });
  const logOut = useLogOut();
  const keepAlive = useKeepSessionAlive();
  // What must reach the server first (the draft of unsaved answers) is sent at the warning, while the session surely
  // stands, and once more at the logout for anything since; the logout waits for it only briefly.
  const { warning, stay } = useIdleTimeout(() => void runBeforeSessionEnd().then(() => idleLogOut.mutate()));
  useEffect(() => {
    if (warning) void runBeforeSessionEnd();
  }, [warning]);

  return (
    <IdleWarningDialog
      open={warning && !logOut.isPending}
      onStay={() => {
        stay();
        keepAlive.mutate();
      }}
      onLeave={() => logOut.mutate()}
    />
  );
}
