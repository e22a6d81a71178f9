import { apiRequest, type RequestOptions, toQueryString } from './api-client';

/** One page of a paged list: its rows and the whole list's length (the X-Total-Count header). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export async function getPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  options: RequestOptions = {},
): Promise<ListPage<T>> {
  const { data, headers } = await apiRequest<T[]>(`${path}${toQueryString(params)}`, options);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}
