import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// Zod compiles its object parsers with `new Function` where it may. The site's Content-Security-Policy forbids
// that, so in a browser Zod's probe is refused and reported as a CSP violation on every page with a schema
// (Lighthouse's best-practices "issues" audit). jitless skips the probe; the browser could not compile anyway.
// Set through Zod's global before any schema loads (schemas come in lazy chunks); never on the server.
if (typeof document !== 'undefined') {
  const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zod.__zod_globalConfig ??= {};
  zod.__zod_globalConfig.jitless = true;
}

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
