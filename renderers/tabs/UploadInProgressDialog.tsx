import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { fileUpload } from '../../src/shared/documents/file-rules.ts';

const { tabBlockedTitle, tabBlockedText, ok } = fileUpload.texts;

/** 'File Upload in Progress': a tab switch waits until the group's file is uploaded and converted. */
export function UploadInProgressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} component="h2">
        {tabBlockedTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{tabBlockedText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself: here onto its only button */}
        <Button onClick={onClose} autoFocus>
          {ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
