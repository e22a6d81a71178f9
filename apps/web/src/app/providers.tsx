import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { englishTranslator, TranslationProvider, type Translator } from '../i18n';

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
  i18n?: Translator;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [translator] = useState(() => givenI18n ?? englishTranslator);
  return (
    <TranslationProvider translator={translator}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TranslationProvider>
  );
}
