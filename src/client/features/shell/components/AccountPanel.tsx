import { useCallback, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ButtonWithLoading } from '../../../components/ButtonWithLoading.tsx';
import { messages } from '../../../lib/messages.ts';
import { usePreloadProps } from '../../../lib/route-preload.tsx';
import { NativeDialog } from '../../../../../renderers/common/NativeDialog.tsx';
import type { SignedInAccount } from './AccountPopover.tsx';

const SIDE_OFFSET = 5;
const accountButton = { height: '2rem', whiteSpace: 'nowrap' } as const;

function VisitorActions({ onChoose }: { onChoose: () => void }) {
  const signIn = usePreloadProps('/login');
  const signUp = usePreloadProps('/signup');
  return (
    <>
      <Button component={RouterLink} to="/login" variant="contained" sx={accountButton} onClick={onChoose} {...signIn}>
        {messages.signIn}
      </Button>
      <Button component={RouterLink} to="/signup" variant="outlined" sx={accountButton} onClick={onChoose} {...signUp}>
        {messages.createAccount}
      </Button>
    </>
  );
}

interface AccountPanelProps {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  account: SignedInAccount | null;
}

/** The Account menu's popover: Sign In / Create Account for a visitor, the username and Log Out for a student. */
export function AccountPanel({ open, anchor, onClose, account }: AccountPanelProps) {
  const titleId = useId();
  // Below the Account button, its right edge in line with the button's.
  const place = useCallback(() => {
    const box = anchor?.getBoundingClientRect();
    return box ? { top: box.bottom + SIDE_OFFSET, right: document.documentElement.clientWidth - box.right } : undefined;
  }, [anchor]);
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      place={place}
      sx={{ minWidth: '16rem', position: 'fixed', '&::backdrop': { backgroundColor: 'transparent' } }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
          <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
            {messages.accountLabel}
          </Typography>
          <IconButton aria-label={messages.close} size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {account ? (
            <>
              <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>{account.username.toLowerCase()}</Typography>
              <ButtonWithLoading variant="contained" sx={accountButton} loading={account.loggingOut} onClick={account.onLogOut}>
                {messages.logOut}
              </ButtonWithLoading>
            </>
          ) : (
            <VisitorActions onChoose={onClose} />
          )}
        </Box>
      </Box>
    </NativeDialog>
  );
}
