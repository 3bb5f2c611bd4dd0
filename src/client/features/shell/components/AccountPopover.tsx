import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { lazyWarmed } from '../../../lib/lazy-warmed.ts';
import { messages } from '../../../lib/messages.ts';
import { useIsServiceUser } from '../../../lib/service-user.ts';

/** The logged-in student's side of the menu; absent for a visitor. */
export interface SignedInAccount {
  username: string;
  onLogOut: () => void;
  loggingOut: boolean;
}

// The panel's code (its dialog and contents) loads with the first open or the first interaction.
const AccountPanel = lazyWarmed(() => import('./AccountPanel.tsx').then((m) => m.AccountPanel));

/** The Account menu: Sign In / Create Account for a visitor, the username and Log Out for a student. */
export function AccountPopover({ account }: { account: SignedInAccount | null }) {
  const [open, setOpen] = useState(false);
  // The button, kept from the first open on: the panel stays mounted, so closing still animates and gives focus back.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  if (useIsServiceUser()) return null;
  return (
    <>
      <Button
        onClick={(event) => {
          setOpen(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        startIcon={<AccountCircleIcon aria-hidden />}
        sx={{ color: 'primary.dark' }}
      >
        {messages.accountLabel}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <AccountPanel open={open} anchor={anchor} onClose={() => setOpen(false)} account={account} />
        </Suspense>
      )}
    </>
  );
}
