import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { chosenFileProblem, fileUpload, formatFileSize } from '../../src/shared/documents/file-rules.ts';
import { FieldShell } from '../common/FieldShell.tsx';
import { useFormContext } from '../common/form-context.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { UploadProgressBar } from './UploadProgressBar.tsx';
import { fillName, uploadedText, uploadTexts } from './texts.ts';

// 'deleting': until both of the deletion's calls are done, so a file chosen meanwhile is not deleted by them.
type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; fraction: number } | { kind: 'converting'; name: string } | { kind: 'deleting' };

/**
 * An essay or resume file: checked before upload, uploaded with a progress bar, converted to PDF
 * while busy, then shown as its name and size with a Delete button. Status changes are announced.
 */
export function FileUploadControl({ path, label, required, errors, uischema, commit }: AnswerControlProps) {
  const { isLoggedIn, documents } = useFormContext();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // After a deletion the Delete button the dialog would give focus back to is gone: focus goes to what replaced it.
  // A flag, not state: it changes nothing on screen, only what the next idle phase does.
  const refocusAfterDelete = useRef(false);
  const chooser = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const stored = documents.answers[path];
  const done = stored?.conversion_status === 'COMPLETED' && phase.kind === 'idle';

  useEffect(() => {
    if (!refocusAfterDelete.current || phase.kind !== 'idle') return;
    refocusAfterDelete.current = false;
    // The file chooser once the file is gone; the Delete button again if the deletion failed.
    (chooser.current ?? deleteButton.current)?.focus();
  }, [phase.kind]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = chosenFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setPhase({ kind: 'uploading', name: file.name, fraction: 0 });
    documents
      .upload(path, file, {
        sent: (fraction) => setPhase({ kind: 'uploading', name: file.name, fraction }),
        converting: () => setPhase({ kind: 'converting', name: file.name }),
      })
      .then(
        () => commit({ [path]: 'ANSWERED' }),
        (error: unknown) => {
          setProblem(error instanceof Error && error.message ? error.message : null);
          commit({ [path]: '' });
        },
      )
      .finally(() => setPhase({ kind: 'idle' }));
  };

  const remove = () => {
    setConfirming(false);
    refocusAfterDelete.current = true;
    setPhase({ kind: 'deleting' });
    documents
      .remove(path)
      .then(
        () => commit({ [path]: '' }),
        () => undefined,
      )
      .finally(() => setPhase({ kind: 'idle' }));
  };

  const status =
    phase.kind === 'uploading'
      ? fillName(uploadTexts.uploading, phase.name)
      : phase.kind === 'converting'
        ? fillName(uploadTexts.converting, phase.name)
        : done
          ? uploadedText(stored.file_name, formatFileSize(stored.file_size ?? 0))
          : '';
  const shownErrors = [problem, errors].filter(Boolean).join('\n');

  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={isLoggedIn ? shownErrors : ''} withoutInput={!isLoggedIn || done}>
      {(a11y) => (
        <Box aria-busy={phase.kind !== 'idle'}>
          {!isLoggedIn ? (
            <Typography id={path} variant="body2">
              {uploadTexts.visitor}
            </Typography>
          ) : done ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography id={path} tabIndex={-1}>
                {status}
              </Typography>
              <Button
                ref={deleteButton}
                variant="outlined"
                color="error"
                onClick={() => setConfirming(true)}
                aria-label={`${uploadTexts.deleteFile} ${stored.file_name}`}
              >
                {uploadTexts.delete}
              </Button>
            </Box>
          ) : (
            <input ref={chooser} id={path} type="file" accept={fileUpload.accept} onChange={choose} disabled={phase.kind !== 'idle'} {...a11y} />
          )}
          {phase.kind === 'uploading' && <UploadProgressBar label={status} fraction={phase.fraction} />}
          {phase.kind === 'converting' && <UploadProgressBar label={status} fraction={null} />}
          <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {status}
          </Box>
          <DeleteFileDialog open={confirming} onCancel={() => setConfirming(false)} onDelete={remove} />
        </Box>
      )}
    </FieldShell>
  );
}
