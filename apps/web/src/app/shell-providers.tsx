import './shell-styles';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { setToastHost } from './providers';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/** One data cache for the page's life, as when it was made at start: a sign-out and sign-in keep it. */
const pageQueryClient = createQueryClient();

/** Toasts sit in the frame (providers.tsx), above the router, so they outlive the shell's pages. */
function Toasts() {
  return <Notifications position="top-right" />;
}
setToastHost(Toasts);

/**
 * What the signed-in shell and the public pages add to the frame (`providers.tsx`): the data cache,
 * dialogs, the toasts (shown by the frame) and the rest of the styles. Loaded with them, not with the login page (issue 19).
 */
export function ShellProviders({ queryClient = pageQueryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  );
}
