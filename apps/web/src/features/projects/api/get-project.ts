import { projectDetailSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export const getProject = async (id: string, signal?: AbortSignal) =>
  (await apiRequest(`/projects/${encodeURIComponent(id)}`, { auth: true, signal, schema: projectDetailSchema })).data;

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useProject = (id: string) => useQuery(projectQueryOptions(id));
