import { useKeepSessionAlive } from '../api/keep-alive.ts';
import { useLogOut } from '../api/log-out.ts';
import { useIdleTimeout } from '../hooks/use-idle-timeout.ts';
import { idleSettings } from '../idle-settings.ts';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';

/**
 * The idle timeout of a logged-in student: mount it only while logged in. Staying also refreshes the
 * server's session; the timer's expiry logs out with the inactivity message, "No" like the Log Out button.
 */
export function IdleTimeout() {
  const idleLogOut = useLogOut({ reason: idleSettings.loggedOutMessage });
  const logOut = useLogOut();
  const keepAlive = useKeepSessionAlive();
  const { warning, stay } = useIdleTimeout(() => idleLogOut.mutate());

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
