import { type AdminProjectsQuery, adminProjectsResponseSchema } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const adminProjectKeys = {
  all: ['projects'] as const,
  board: (filters: AdminProjectsQuery) => [...adminProjectKeys.all, 'board', filters] as const,
};

export const getAdminProjects = async (filters: AdminProjectsQuery, signal?: AbortSignal) =>
  (
    await apiRequest(`/admin/projects${toQueryString(filters)}`, {
      auth: true,
      signal,
      schema: adminProjectsResponseSchema,
    })
  ).data;

export const adminProjectsQueryOptions = (filters: AdminProjectsQuery) =>
  queryOptions({
    queryKey: adminProjectKeys.board(filters),
    queryFn: ({ signal }) => getAdminProjects(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProjects = (filters: AdminProjectsQuery) => useQuery(adminProjectsQueryOptions(filters));
