import { useId } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { NativeDialog } from '../common/NativeDialog.tsx';
import { uploadTexts } from './texts.ts';

/** 'Delete File' / 'Are you sure you want to delete your file?' with Cancel and Delete. */
export function DeleteFileDialog({ open, onCancel, onDelete }: { open: boolean; onCancel(): void; onDelete(): void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <NativeDialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId} component="h2">
        {uploadTexts.deleteTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{uploadTexts.deleteText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-autofocus>
          {uploadTexts.cancel}
        </Button>
        <Button onClick={onDelete} color="error" variant="contained">
          {uploadTexts.delete}
        </Button>
      </DialogActions>
    </NativeDialog>
  );
}
