import { QueryClient } from '@tanstack/react-query';

/** No retries, never stale, cached for good, no refetch on focus or mount, query errors to the error boundary. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        throwOnError: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
