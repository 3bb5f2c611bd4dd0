import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Spinner } from '../../../components/Spinner.tsx';
import { ServerError } from '../../../lib/errors.ts';
import { messages } from '../../../lib/messages.ts';
import { isMakingPdf, usePdfDownload } from '../api/get-pdf.ts';

interface PdfDownloadLinkProps {
  /** Anything that changes when the saved answers change (the saved answer map): the PDF is asked for again. */
  savedAnswers?: unknown;
}

/**
 * The PDF download link of a logged-in applicant: progress while the PDF is made, then the link. A FAILED PDF
 * raises the generic failure error (spec point 8) for the error boundary around it.
 */
export function PdfDownloadLink({ savedAnswers }: PdfDownloadLinkProps) {
  const pdf = usePdfDownload();
  const { refetch } = pdf;
  const seen = useRef(savedAnswers);
  useEffect(() => {
    if (seen.current === savedAnswers) return;
    seen.current = savedAnswers;
    void refetch();
  }, [savedAnswers, refetch]);

  const status = pdf.data?.status;
  if (status === 'FAILED') throw new ServerError(messages.genericError, 500);
  const url = status === 'COMPLETED' ? pdf.data?.url : null;
  return (
    <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: '2rem' }}>
      {url ? (
        <Link href={url} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
          <PictureAsPdfIcon aria-hidden fontSize="small" />
          {messages.pdfDownload}
        </Link>
      ) : (
        (pdf.isPending || isMakingPdf(status)) && (
          <>
            <Spinner size="medium" />
            <Typography variant="body2" color="text.secondary">
              {messages.pdfPreparing}
            </Typography>
          </>
        )
      )}
    </Box>
  );
}
