import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../lib/messages.ts';
import { Modal } from './Modal.tsx';

interface UnexpectedErrorDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** The error dialog headed 'Unexpected Error' that shows what went wrong. */
export function UnexpectedErrorDialog({ open, message, onClose }: UnexpectedErrorDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.unexpectedErrorTitle}
      actions={
        <Button variant="contained" onClick={onClose}>
          {messages.ok}
        </Button>
      }
    >
      <Typography role="alert">{message}</Typography>
    </Modal>
  );
}
