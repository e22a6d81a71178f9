import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast-host';
import { defaultI18n } from '../i18n';

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * `queryClient` is given by the server's render, holding the data the page is drawn with; `i18n` by the
 * server's render and the page's app, in the page's language (English without one).
 */
export function AppProviders({
  children,
  queryClient: given,
  i18n: givenI18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: i18n;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [language] = useState(() => givenI18n ?? defaultI18n);
  return (
    <I18nextProvider i18n={language}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
