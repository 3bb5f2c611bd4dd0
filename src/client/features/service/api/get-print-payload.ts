import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The temporary PDF payload (GET /service/tmp-pdf). */
interface PrintPayload {
  answer: Answers;
  add_another: Record<string, number>;
  document_answer: Record<string, unknown>;
  tabs: Record<string, string>;
}

function getPrintPayload(serviceToken: string): Promise<PrintPayload> {
  return apiClient.get<PrintPayload>(`/service/tmp-pdf?service_token=${encodeURIComponent(serviceToken)}`);
}

/** Read once: the token is single-use, so this query is never fetched again. Waits while there is no token yet. */
function printPayloadQueryOptions(serviceToken: string | null) {
  return queryOptions({
    queryKey: ['print-payload'],
    queryFn: () => getPrintPayload(serviceToken!),
    enabled: serviceToken !== null,
    throwOnError: false,
  });
}

export function usePrintPayload(serviceToken: string | null) {
  return useQuery(printPayloadQueryOptions(serviceToken));
}
