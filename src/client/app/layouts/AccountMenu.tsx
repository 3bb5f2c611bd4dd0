import { AccountPopover } from '../../features/shell/components/AccountPopover.tsx';
import { useLogOut } from '../../features/session/api/log-out.ts';

/**
 * The account popover with a working Log Out. It calls the logout hook itself, so a failed logout is thrown to the
 * DialogErrorBoundary the layout puts around it rather than to the route's error screen.
 */
export function AccountMenu({ username }: { username: string | null }) {
  const logOut = useLogOut();
  const account = username === null ? null : { username, onLogOut: () => logOut.mutate(), loggingOut: logOut.isPending };
  return <AccountPopover account={account} />;
}
