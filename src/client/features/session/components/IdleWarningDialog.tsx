import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/Modal.tsx';
import { idleSettings } from '../idle-settings.ts';

interface IdleWarningDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Still working?': focus goes to the stay button; Escape and the close button mean stay too. */
export function IdleWarningDialog({ open, onStay, onLeave }: IdleWarningDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={idleSettings.title}
      actions={
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          <Button variant="contained" size="large" onClick={onStay} data-autofocus>
            {idleSettings.stay}
          </Button>
          <Button variant="outlined" size="large" onClick={onLeave}>
            {idleSettings.leave}
          </Button>
        </Stack>
      }
    >
      <Typography>{idleSettings.text}</Typography>
    </Modal>
  );
}
