import { useId } from 'react';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { NativeDialog } from '../../../renderers/common/NativeDialog.tsx';
import { messages } from '../lib/messages.ts';
import type { ModalProps, ModalSize } from './Modal.tsx';

/** Modal widths per size: desktop, then tablet and below. */
const MODAL_SIZES: Record<ModalSize, { desktop: string; tablet: string }> = {
  small: { desktop: '30rem', tablet: '30rem' },
  medium: { desktop: '60rem', tablet: '70vw' },
  large: { desktop: '80vw', tablet: '90vw' },
};

/** The dialog behind Modal (its own chunk: no first load needs it). */
export function ModalDialog({ open, onClose, title, size = 'small', children, actions }: ModalProps) {
  const titleId = useId();
  const width = MODAL_SIZES[size];
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      sx={(theme) => ({ width: width.desktop, [theme.breakpoints.down('tablet')]: { width: width.tablet } })}
    >
      <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={messages.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 2 }}>{actions}</DialogActions>}
    </NativeDialog>
  );
}
