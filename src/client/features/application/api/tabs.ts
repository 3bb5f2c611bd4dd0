import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';

export type ChosenTabs = Record<string, string>;

/** GET /api/tabs: the chosen tab per Tabs id (a visitor sees the default tabs only). */
function getTabs(): Promise<ChosenTabs> {
  return isLoggedIn() ? apiClient.get<ChosenTabs>('/api/tabs') : Promise.resolve({});
}

export const tabsQueryOptions = queryOptions({ queryKey: ['tabs'], queryFn: getTabs });

export function useChosenTabs() {
  return useQuery(tabsQueryOptions);
}

/** PUT /api/tabs: the server saves the choice and answers the keys it cleared with it. */
export interface TabSaved {
  message: string;
  cleared: string[];
}

/** PUT /api/tabs; the cached choice follows once the server has it. */
export function useSaveTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tabId, tab }: { tabId: string; tab: string }) => apiClient.put<TabSaved>('/api/tabs', { tab_id: tabId, chosen_tab: tab }),
    onSuccess: (_result, { tabId, tab }) => queryClient.setQueryData(tabsQueryOptions.queryKey, (chosen) => ({ ...chosen, [tabId]: tab })),
  });
}
