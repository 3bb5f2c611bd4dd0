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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onLeave}>
            {idleSettings.leave}
          </Button>
          <Button variant="contained" onClick={onStay} autoFocus>
            {idleSettings.stay}
          </Button>
        </Stack>
      }
    >
      <Typography>{idleSettings.text}</Typography>
    </Modal>
  );
}
