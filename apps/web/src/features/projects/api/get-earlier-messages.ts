import { type ProjectMessagesPage, projectMessagesPageSchema } from '@store/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export const getEarlierMessages = async (id: string, before: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/projects/${encodeURIComponent(id)}/messages${toQueryString({ before })}`, {
      auth: true,
      signal,
      schema: projectMessagesPageSchema,
    })
  ).data;

/** Pages of the thread going back from `cursor`, each page the one before the last. */
export const earlierMessagesQueryOptions = (id: string, cursor: string) =>
  infiniteQueryOptions({
    queryKey: projectKeys.earlier(id, cursor),
    queryFn: ({ pageParam, signal }) => getEarlierMessages(id, pageParam, signal),
    initialPageParam: cursor,
    getNextPageParam: (page: ProjectMessagesPage) => page.earlierCursor ?? undefined,
  });

/** Loads nothing until `wanted`: most visits read only the latest messages the project brought. */
export const useEarlierMessages = (id: string, cursor: string | null, wanted: boolean) =>
  useInfiniteQuery({ ...earlierMessagesQueryOptions(id, cursor ?? ''), enabled: wanted && cursor !== null });
