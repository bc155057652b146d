import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed query stays failed when a page mounts again (its Try again button asks): so a page the server
    // rendered as not found is hydrated as not found, not as a loading state that asks again.
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1, retryOnMount: false },
  },
});

/** The app's providers; the server passes a query client of its own for each page it renders. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
