import { DESIGN_PAGE_ELEMENT_ID, type DesignPage } from '@store/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The design page the server put into this page's HTML, given once and only for that slug. */
function takeSentDesignPage(slug: string): DesignPage | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(DESIGN_PAGE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const page = JSON.parse(element.textContent) as DesignPage;
    if (page.design?.slug !== slug) return undefined;
    element.remove();
    return page;
  } catch {
    return undefined;
  }
}

/** One design and more of its category; an earlier slug is followed to the current one by the browser. */
export async function getDesign(slug: string, signal?: AbortSignal): Promise<DesignPage> {
  const { data } = await apiRequest<DesignPage>(`/designs/${encodeURIComponent(slug)}`, { signal });
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
