import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';

export type AddAnotherCounts = Record<string, number>;

/** GET /api/add-another: block count per AddAnother button id (a visitor has none stored). */
function getAddAnother(): Promise<AddAnotherCounts> {
  return isLoggedIn() ? apiClient.get<AddAnotherCounts>('/api/add-another') : Promise.resolve({});
}

export const addAnotherQueryOptions = queryOptions({ queryKey: ['add-another'], queryFn: getAddAnother });

export function useAddAnotherCounts() {
  return useQuery(addAnotherQueryOptions);
}

/** PUT /api/add-another; the cached counts follow once the server has them. */
export function useSaveAddAnother() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buttonId, count }: { buttonId: string; count: number }) =>
      apiClient.put<{ message: string }>('/api/add-another', { button_id: buttonId, num_components: count }),
    onSuccess: (_result, { buttonId, count }) => queryClient.setQueryData(addAnotherQueryOptions.queryKey, (counts) => ({ ...counts, [buttonId]: count })),
  });
}
