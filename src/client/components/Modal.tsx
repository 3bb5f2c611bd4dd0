import type { ReactNode } from 'react';
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from '../lib/messages.ts';
import { useIsServiceUser } from '../lib/service-user.ts';

/** Widths of spec point 2: desktop, then tablet and below. */
export const MODAL_SIZES = {
  small: { desktop: '30rem', tablet: '30rem' },
  medium: { desktop: '60rem', tablet: '70vw' },
  large: { desktop: '80vw', tablet: '90vw' },
} as const;

export type ModalSize = keyof typeof MODAL_SIZES;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  size?: ModalSize;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * The app's dialog: focus stays inside while open and returns to the control that opened it. Escape and the close
 * button close it. Service users (the print view) never see one.
 */
export function Modal({ open, onClose, title = messages.errorTitle, size = 'small', children, actions }: ModalProps) {
  const titleId = useId();
  const isServiceUser = useIsServiceUser();
  if (isServiceUser) return null;
  const width = MODAL_SIZES[size];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: (theme) => ({
            width: width.desktop,
            maxWidth: 'calc(100% - 2rem)',
            margin: '1rem',
            [theme.breakpoints.down('tablet')]: { width: width.tablet },
          }),
        },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
