import { useId } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { NativeDialog } from '../common/NativeDialog.tsx';
import { fileUpload } from '../../src/shared/documents/file-rules.ts';

const { tabBlockedTitle, tabBlockedText, ok } = fileUpload.texts;

/** 'File Upload in Progress': a tab switch waits until the group's file is uploaded and converted. */
export function UploadInProgressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <NativeDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId} component="h2">
        {tabBlockedTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{tabBlockedText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          {ok}
        </Button>
      </DialogActions>
    </NativeDialog>
  );
}
