import { queryOptions, useQuery } from '@tanstack/react-query';
import { pdfPollMs } from '../../../../../texts-and-settings/ui.json';
import { apiClient } from '../../../lib/api-client.ts';

/** PDF download: GET /api/pdf. */
export interface PdfDownload {
  status: 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  url: string | null;
}

export const isMakingPdf = (status: PdfDownload['status'] | undefined) => status === 'UNPROCESSED' || status === 'IN_PROGRESS';

export const pdfQueryKey = ['pdf'] as const;

/** Asked every second while the PDF is being made, then every 10 minutes. */
const pdfQueryOptions = queryOptions({
  queryKey: pdfQueryKey,
  queryFn: () => apiClient.get<PdfDownload>('/api/pdf'),
  refetchInterval: (query) => (isMakingPdf(query.state.data?.status) ? pdfPollMs.whileMaking : pdfPollMs.otherwise),
  refetchIntervalInBackground: true,
});

/** The PDF download, asked for only when `enabled` (the server makes a PDF for each new set of answers). */
export function usePdfDownload(enabled: boolean) {
  return useQuery({ ...pdfQueryOptions, enabled });
}
