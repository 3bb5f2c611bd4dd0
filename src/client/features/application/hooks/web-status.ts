import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deriveWebStatus, webStatusStepsUpTo, type WebStatus, type WebStatusStep } from '../../../../shared/form/web-status.ts';
import { profileQueryOptions, type Profile } from '../api/get-profile.ts';

/**
 * The web status lives in the cached profile (its status list), so every screen reading the profile agrees on it,
 * /completion's guard included. Local changes append to that list.
 */
export function useWebStatus(): WebStatus {
  return useQuery({ ...profileQueryOptions, select: (profile) => deriveWebStatus(profile.web_status) }).data ?? 'none';
}

export function readWebStatus(queryClient: QueryClient): WebStatus {
  return deriveWebStatus(queryClient.getQueryData<Profile>(profileQueryOptions.queryKey)?.web_status ?? []);
}

/**
 * Records a status locally (the caller posts it to the server; 'submitted' is recorded here only once the server has
 * it). The status is counted from distinct entries, so every step up to it is present afterwards, as the server
 * records them.
 */
export function setLocalWebStatus(queryClient: QueryClient, webStatus: WebStatusStep): void {
  const steps = webStatusStepsUpTo(webStatus);
  queryClient.setQueryData<Profile>(profileQueryOptions.queryKey, (profile) => {
    if (!profile) return profile;
    const missing = steps.filter((step) => !profile.web_status.some((entry) => entry.web_status === step));
    return missing.length === 0 ? profile : { ...profile, web_status: [...profile.web_status, ...missing.map((step) => ({ web_status: step }))] };
  });
}

export function useLocalWebStatus() {
  const queryClient = useQueryClient();
  return (webStatus: WebStatusStep) => setLocalWebStatus(queryClient, webStatus);
}
