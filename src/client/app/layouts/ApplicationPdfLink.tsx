import Box from '@mui/material/Box';
import { ToastErrorBoundary } from '../../components/ToastErrorBoundary.tsx';
import { useApplicationState } from '../../features/application/store/application-store.ts';
import { PdfDownloadLink } from '../../features/pdf/components/PdfDownloadLink.tsx';

/** The PDF copy above a logged-in applicant's form, made when asked; saved changes put its button back. */
export function ApplicationPdfLink({ resetKey }: { resetKey: string }) {
  const savedAnswers = useApplicationState((state) => state.savedAnswers);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ToastErrorBoundary resetKey={resetKey}>
        <PdfDownloadLink savedAnswers={savedAnswers} />
      </ToastErrorBoundary>
    </Box>
  );
}
