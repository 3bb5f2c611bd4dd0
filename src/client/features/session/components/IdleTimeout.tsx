import { useEffect } from 'react';
import { runBeforeSessionEnd } from '../../../lib/before-session-end.ts';
import { useKeepSessionAlive } from '../api/keep-alive.ts';
import { useLogOut } from '../api/log-out.ts';
import { useIdleTimeout } from '../hooks/use-idle-timeout.ts';
import { idleSettings } from '../idle-settings.ts';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';

/**
 * The idle timeout of a logged-in student: mount it only while logged in. Staying also refreshes the
 * server's session; the timer's expiry logs out with the inactivity message, "No" like the Log Out button (every
 * logout first runs the work registered to run before a session ends).
 */
export function IdleTimeout() {
  const idleLogOut = useLogOut({ reason: idleSettings.loggedOutMessage });
  const logOut = useLogOut();
  const keepAlive = useKeepSessionAlive();
  // What must reach the server first (the draft of unsaved answers) is sent at the warning, while the session surely
  // stands, and once more by the logout itself for anything since; the logout waits for it only briefly.
  const { warning, stay } = useIdleTimeout(() => idleLogOut.mutate());
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
