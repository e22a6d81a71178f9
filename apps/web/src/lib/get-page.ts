import { apiRequest, type RequestOptions, type ResponseSchema, toQueryString } from './api-client';

/** One page of a paged list: its rows and the whole list's length (the X-Total-Count header). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** `schema` is the shared schema of the list's rows as an array (`adminOrderListSchema`). */
export async function getPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  options: RequestOptions & { schema: ResponseSchema<T[]> },
): Promise<ListPage<T>> {
  const { data, headers } = await apiRequest(`${path}${toQueryString(params)}`, options);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}
