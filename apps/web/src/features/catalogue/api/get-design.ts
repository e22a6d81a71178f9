import { DESIGN_PAGE_ELEMENT_ID, type DesignPage } from '@store/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readIsland } from '../../../lib/read-island';
import { startUpSchema } from '../../../lib/start-up-schema';

/** The design page the server put into this page's HTML, given once and only for that slug. */
function takeSentDesignPage(slug: string): DesignPage | undefined {
  const page = readIsland<DesignPage>(DESIGN_PAGE_ELEMENT_ID);
  if (page?.design.slug !== slug) return undefined;
  document.getElementById(DESIGN_PAGE_ELEMENT_ID)?.remove();
  return page;
}

/** One design and more of its category; an earlier slug is followed to the current one by the browser. */
export async function getDesign(slug: string, signal?: AbortSignal): Promise<DesignPage> {
  const { data } = await apiRequest(`/designs/${encodeURIComponent(slug)}`, {
    signal,
    schema: startUpSchema('designPageSchema'),
  });
  return data;
}

export const designQueryKeys = {
  all: ['design'] as const,
  bySlug: (slug: string) => [...designQueryKeys.all, slug] as const,
};

export const designQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: designQueryKeys.bySlug(slug),
    queryFn: ({ signal }) => getDesign(slug, signal),
    // In the first render already: the page the server drew from the same data hydrates as it was sent.
    initialData: () => takeSentDesignPage(slug),
    staleTime: 60_000,
    // 404 and 410 are answers, not failures worth repeating.
    retry: false,
  });

export const useDesign = (slug: string) => useQuery(designQueryOptions(slug));

/** The server's render: the design page is drawn from the data it looked up, as the browser will draw it. */
export function seedDesignPage(client: QueryClient, page: DesignPage): void {
  client.setQueryData(designQueryKeys.bySlug(page.design.slug), page);
}
