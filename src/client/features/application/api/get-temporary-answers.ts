import { useQuery } from '@tanstack/react-query';
import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The query parameter of a pre-filled answer link. */
export const TOKEN_PARAM = 'token';

/**
 * Read once, on first load: `?token=` names a temporary answer set. Kept here, as the query's key,
 * once the address bar no longer shows it.
 */
const token = new URLSearchParams(window.location.search).get(TOKEN_PARAM);

/** GET /public/tmp?token=… */
function getTemporaryAnswers(value: string): Promise<{ answer: Answers }> {
  return apiClient.get(`/public/tmp?token=${encodeURIComponent(value)}`);
}

/** The temporary answer set of the first load's `?token=`, if any; a failure is the caller's to show, not a crash. */
export function useTemporaryAnswers() {
  return useQuery({
    queryKey: ['temporary-answers', token],
    queryFn: () => getTemporaryAnswers(token!),
    enabled: token !== null,
    throwOnError: false,
  });
}
