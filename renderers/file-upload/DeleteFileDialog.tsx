import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { uploadTexts } from './texts.ts';

/** 'Delete File' / 'Are you sure you want to delete your file?' with Cancel and Delete. */
export function DeleteFileDialog({ open, onCancel, onDelete }: { open: boolean; onCancel(): void; onDelete(): void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} component="h2">
        {uploadTexts.deleteTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{uploadTexts.deleteText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself: here onto its safe choice, Cancel */}
        <Button onClick={onCancel} autoFocus>
          {uploadTexts.cancel}
        </Button>
        <Button onClick={onDelete} color="error" variant="contained">
          {uploadTexts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
