import { QueryClient } from '@tanstack/react-query';

/**
 * Catalog data (plans, prices, FAQs) changes a few times a day, so five minutes of freshness saves visitors
 * refetches while they browse. The data client already retries a failed request on the other host, so React Query
 * does not retry again: a broken page shows its error state promptly instead of after several back-offs.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
