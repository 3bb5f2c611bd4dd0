import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Spinner } from '../../../components/Spinner.tsx';
import { ServerError } from '../../../lib/errors.ts';
import { messages } from '../../../lib/messages.ts';
import { isMakingPdf, pdfQueryKey, usePdfDownload } from '../api/get-pdf.ts';

interface PdfDownloadLinkProps {
  /** Anything that changes when the saved answers change (the saved answer map): a copy made before is out of date. */
  savedAnswers?: unknown;
  /** Ask for the PDF at once (the completion page, whose PDF was made at submission) instead of on the button. */
  askAtOnce?: boolean;
}

/**
 * The PDF copy of a logged-in applicant. The PDF is made when the applicant asks (a headless browser prints it, so
 * it is not made for every save): a button, progress while it is made, then the download link, which takes the
 * focus from the button. Saving changed answers puts the button back. A FAILED PDF raises the generic failure
 * error for the error boundary around it.
 */
export function PdfDownloadLink({ savedAnswers, askAtOnce = false }: PdfDownloadLinkProps) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(askAtOnce);
  const pdf = usePdfDownload(asked);
  const focusLink = useRef(false);
  const seen = useRef(savedAnswers);
  useEffect(() => {
    if (seen.current === savedAnswers) return;
    seen.current = savedAnswers;
    queryClient.removeQueries({ queryKey: pdfQueryKey });
    setAsked(askAtOnce);
  }, [savedAnswers, askAtOnce, queryClient]);

  const status = pdf.data?.status;
  if (status === 'FAILED') throw new ServerError(messages.genericError, 500);
  const url = status === 'COMPLETED' ? pdf.data?.url : null;
  const preparing = asked && (pdf.isPending || isMakingPdf(status));
  return (
    <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: '2rem' }}>
      {url ? (
        <Link
          href={url}
          download
          ref={(link: HTMLAnchorElement | null) => {
            if (link && focusLink.current) link.focus();
            focusLink.current = false;
          }}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <PictureAsPdfIcon aria-hidden fontSize="small" />
          {messages.pdfDownload}
        </Link>
      ) : preparing ? (
        <>
          <Spinner size="medium" />
          <Typography variant="body2" color="text.secondary">
            {messages.pdfPreparing}
          </Typography>
        </>
      ) : (
        <Button
          startIcon={<PictureAsPdfIcon aria-hidden />}
          onClick={() => {
            focusLink.current = true;
            setAsked(true);
          }}
          sx={{ textTransform: 'none', fontWeight: 600 }}
        >
          {messages.pdfRequest}
        </Button>
      )}
    </Box>
  );
}
