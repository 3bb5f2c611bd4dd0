import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { deriveWebStatus } from '../../shared/form/web-status.ts';
import { addAnotherQueryOptions } from '../features/application/api/add-another.ts';
import { profileQueryOptions } from '../features/application/api/get-profile.ts';
import { tabsQueryOptions } from '../features/application/api/tabs.ts';
import { loadValidation } from '../features/application/hooks/validation.ts';
import { formPageByPath } from '../lib/pages.ts';

async function prefetch<T, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, Key>): Promise<void> {
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') queryClient.removeQueries({ queryKey: options.queryKey });
}

/**
 * Asks for the data a form page's first render needs (the profile for its frame and, within it, the uploads the
 * renderers' context carries; the Add Another counts; the chosen tabs) beside its code, so the page paints whole in one go instead of a
 * spinner that the form then pushes down, and no query resolving after that commit changes the renderers' context
 * (a second, synchronous render of the whole form: ~1 s of main thread on a throttled phone);
 * and, for an applicant who is validating, the validators the page then runs. A failed call is forgotten: the page asks again when it mounts and meets the error as it always did (a
 * 401 then reaches the expired-session redirect, mounted by then).
 */
export async function prefetchRouteData(path: string, queryClient: QueryClient): Promise<void> {
  if (!formPageByPath(path)) return;
  const profile = prefetch(queryClient, profileQueryOptions).then(() => {
    const webStatus = queryClient.getQueryData(profileQueryOptions.queryKey)?.web_status;
    return webStatus && deriveWebStatus(webStatus) === 'validating' ? loadValidation() : undefined;
  });
  await Promise.all([profile, prefetch(queryClient, addAnotherQueryOptions), prefetch(queryClient, tabsQueryOptions)]);
}
